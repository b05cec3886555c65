import { useContext } from "react";
import { UNSAFE_DataRouterStateContext, useRouteLoaderData } from "react-router";
import { SITE_LAYOUT_ROUTE_ID } from "#app/modules/site-content/use-site-content.ts";
import type { Language } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";
import { NEWSLETTER_FORM_FIELD, type NewsletterAnswer, type NewsletterFormState } from "../newsletter-form-state.ts";
import { NEWSLETTER_TEXT } from "../newsletter-text.ts";

export type { NewsletterFormState } from "../newsletter-form-state.ts";

/**
 * This form's answer when the page was just posted to without script (newsletter-form-action.server.ts):
 * the page's route answered `{newsletter}`, and the form it names shows it. Read from the router's state
 * because the footer's form belongs to the layout while the answer is the page route's action data.
 */
function useNewsletterAnswer(id: string): NewsletterFormState | undefined {
  const actionData = useContext(UNSAFE_DataRouterStateContext)?.actionData ?? {};
  for (const value of Object.values(actionData) as unknown[]) {
    const answer = (value as { newsletter?: NewsletterAnswer } | null)?.newsletter;
    if (answer && (answer.form === id || answer.form === "")) return answer;
  }
  return undefined;
}

/**
 * The subscribe form. Without script, a plain POST to the page it sits on (`action`: the page's path),
 * answered in place with the message and, on an error, what was typed; the URL's fragment brings the
 * form back into view. With script, the newsletter-form island posts to the API and shows the answer here.
 */
export function NewsletterForm({ language, source, action, state, id }: { language: Language; source: string; action: string; state?: NewsletterFormState; id: string }) {
  const t = NEWSLETTER_TEXT[language];
  const answered = useNewsletterAnswer(id);
  state ??= answered;
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  return (
    <form
      id={id}
      method="post"
      action={`${action}#${id}`}
      className="newsletter-form mt-4 max-w-xl"
      data-island="newsletter-form"
      data-language={language}
      data-invalid={t.invalidEmail}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-white">
        <KeepHyphenatedWords text={t.formTitle} />
      </h2>
      <p className="mt-2 text-sm text-slate-300">{t.formIntro}</p>
      <input type="hidden" name={NEWSLETTER_FORM_FIELD} value={id} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="source" value={source} />
      {/* The honeypot: hidden from people, filled by bots (the request is then answered and dropped). */}
      <div hidden>
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
      <p className="mt-2 text-xs text-slate-400">
        {`${t.consent} `}
        <a href={paths.privacyNotice(language)} className="text-amber-300 underline underline-offset-4 hover:text-amber-200">
          {t.privacyNotice}
        </a>
      </p>
      <p id={messageId} role="status" aria-live="polite" className={state?.error ? "mt-2 text-sm text-red-300" : "mt-2 text-sm text-emerald-300"} data-newsletter-message>
        {state?.error ?? state?.accepted ?? ""}
      </p>
    </form>
  );
}

/**
 * A heading whose hyphenated words ("e-mail") stay whole: a browser may break a line after a hyphen, and
 * at 390 px the Portuguese title read "por e-" / "mail" (issue 30 walk).
 */
export function KeepHyphenatedWords({ text }: { text: string }) {
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** Above the footer of every public page, in the page's language; `action` is the page's own path. */
export function NewsletterFooter({ language, source, action }: { language: Language; source: string; action: string }) {
  return (
    <section
      className="border-t border-white/10 bg-panel/40"
      data-print="hide"
      aria-label={NEWSLETTER_TEXT[language].formTitle}
    >
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <NewsletterForm language={language} source={source} action={action} id="newsletter-footer" />
      </div>
    </section>
  );
}

/** Whether the newsletter is on (the site layout's data says so). */
export function useNewsletterOn(): boolean {
  return (useRouteLoaderData(SITE_LAYOUT_ROUTE_ID) as { newsletter?: boolean } | undefined)?.newsletter ?? false;
}

/** At the end of every article, when the newsletter is on; it posts to the article. Its form's id is the author box's "Subscribe" target. */
export function NewsletterAfterArticle({ language, source }: { language: Language; source: string }) {
  const on = useNewsletterOn();
  if (!on) return null;
  return (
    <aside className="mt-12 rounded-lg border border-white/10 bg-panel/60 p-6" data-print="hide">
      <NewsletterForm language={language} source={source} action={source} id="newsletter-article" />
    </aside>
  );
}
