import { useEffect, useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import type { Translate } from "#app/i18n/translate.ts";

const SEARCH_DEBOUNCE_MS = 300;

/** Search box whose query lives in the URL (`?q=`): shareable, and the back button works. */
export function ArticleSearch({ q, category, action, t }: { q: string; category: string | null; action: string; t: Translate }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL is the source of truth: back/forward or a filter link bring their own query.
  const [urlQuery, setUrlQuery] = useState(q);
  if (urlQuery !== q) {
    setUrlQuery(q);
    setValue(q);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) void submit(formRef.current, { replace: true, preventScrollReset: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  const clear = () => {
    clearTimeout(timer.current);
    setValue("");
    const params = new URLSearchParams();
    if (category) params.set("category", category);
    void submit(params, { action, method: "get", preventScrollReset: true });
    formRef.current?.querySelector("input")?.focus();
  };

  return (
    <Form ref={formRef} method="get" action={action} role="search" className="relative w-full max-w-md" preventScrollReset>
      <label htmlFor="article-search" className="sr-only">
        {t("searchLabel")}
      </label>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 fill-slate-400">
        <path d="M8.5 3a5.5 5.5 0 1 0 3.27 9.93l3.65 3.65 1.06-1.06-3.65-3.65A5.5 5.5 0 0 0 8.5 3Zm-4 5.5a4 4 0 1 1 8 0 4 4 0 0 1-8 0Z" />
      </svg>
      <input
        id="article-search"
        type="search"
        name="q"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          submitSoon();
        }}
        placeholder={t("searchPlaceholder")}
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-full border border-white/15 bg-panel py-3 pr-12 pl-12 text-base text-white placeholder:text-slate-400 focus:border-amber-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300/60 [&::-webkit-search-cancel-button]:hidden"
      />
      {category ? <input type="hidden" name="category" value={category} /> : null}
      {value !== "" ? (
        <button
          type="button"
          onClick={clear}
          aria-label={t("clearSearch")}
          className="absolute top-1/2 right-3 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          <span aria-hidden="true" className="text-xl leading-none">×</span>
        </button>
      ) : null}
    </Form>
  );
}
