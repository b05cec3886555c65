import type { Language } from "#app/lib/language.ts";
import { localizePath } from "#app/lib/language.ts";
import { NEWSLETTER_TEXT } from "../newsletter-text.ts";

export interface NewsletterFormState {
  /** What was typed (kept on an error). */
  email?: string;
  error?: string;
  /** The answer after a request was taken. */
  accepted?: string;
}

/**
 * The subscribe form: a plain POST to /newsletter (the page answers in place, keeping what was typed
 * on an error); with script, the newsletter-form island posts to the API and shows the answer here.
 */
export function NewsletterForm({ language, source, state, id }: { language: Language; source: string; state?: NewsletterFormState; id: string }) {
  const t = NEWSLETTER_TEXT[language];
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  return (
    <form
      method="post"
      action={localizePath("/newsletter", language)}
      className="newsletter-form mt-4 max-w-xl"
      data-island="newsletter-form"
      data-language={language}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-white">
        {t.formTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-300">{t.formIntro}</p>
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="source" value={source} />
      <div className="absolute -left-[9999px]" aria-hidden="true">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="flex min-w-60 flex-1 flex-col">
          <label htmlFor={inputId} className="text-sm text-slate-200">
            {t.emailLabel}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={state?.email ?? ""}
            aria-invalid={state?.error ? true : undefined}
            aria-describedby={messageId}
            className="mt-1 rounded-md border border-slate-600 bg-slate-900 px-3 py-2 text-white"
          />
        </div>
        <button type="submit" className="rounded-md bg-amber-300 px-4 py-2 font-medium text-slate-950 hover:bg-amber-200">
          {t.subscribe}
        </button>
      </div>
      <p className="mt-2 text-xs text-slate-400">{t.consent}</p>
      <p id={messageId} role="status" aria-live="polite" className={state?.error ? "mt-2 text-sm text-red-300" : "mt-2 text-sm text-emerald-300"} data-newsletter-message>
        {state?.error ?? state?.accepted ?? ""}
      </p>
    </form>
  );
}
