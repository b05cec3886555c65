import { data } from "react-router";
import { AppError } from "#app/lib/app-error.ts";
import { languageFromPath, languageOf, localizePath, type Language } from "#app/lib/language.ts";
import { readFormBody } from "#app/lib/request-body.ts";
import { NewsletterForm, type NewsletterFormState } from "#app/modules/newsletter/components/newsletter-form.tsx";
import { confirmSubscription, subscribe, tokenState, unsubscribeByToken } from "#app/modules/newsletter/newsletter.service.server.ts";
import { NEWSLETTER_TEXT } from "#app/modules/newsletter/newsletter-text.ts";
import { useLanguage } from "#app/i18n/use-language.ts";
import type { Route } from "./+types/newsletter";

type Mode = "subscribe" | "confirm" | "unsubscribe";

const NO_STORE = { "Cache-Control": "no-store" };

function modeOf(pathname: string): Mode {
  if (/\/newsletter\/confirm\/?$/.test(pathname)) return "confirm";
  if (/\/newsletter\/unsubscribe\/?$/.test(pathname)) return "unsubscribe";
  return "subscribe";
}

function newsletterOff(): boolean {
  return process.env.NEWSLETTER === "off";
}

/** A GET never changes anything: it only says whether the link is valid (a mail scanner may fetch it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (newsletterOff()) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const mode = modeOf(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  const valid = mode === "subscribe" ? true : (await tokenState(context.db, mode, token)) === "valid";
  return data({ mode, valid, done: false, form: undefined as NewsletterFormState | undefined }, { headers: NO_STORE });
}

/**
 * The pages' forms: subscribe (the no-script path of every page's form), the "Confirm" button, and
 * unsubscribe, which is also the RFC 8058 one-click POST (`List-Unsubscribe=One-Click`): 200, no session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (newsletterOff()) throw data(null, { status: 404 });
  const language = languageOf(request);
  const t = NEWSLETTER_TEXT[language];
  const url = new URL(request.url);
  const mode = modeOf(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  if (mode === "confirm") {
    const done = await confirmSubscription(context.db, token);
    return data({ mode, valid: done, done, form: undefined }, { status: done ? 200 : 400, headers: NO_STORE });
  }
  if (mode === "unsubscribe") {
    const done = await unsubscribeByToken(context.db, token);
    return data({ mode, valid: done, done, form: undefined }, { status: done ? 200 : 400, headers: NO_STORE });
  }
  let form: FormData;
  try {
    const body = await readFormBody(request);
    if (body.tooLarge) return data({ mode, valid: true, done: false, form: { error: t.invalidEmail } }, { status: 413, headers: NO_STORE });
    form = body.form;
  } catch {
    return data({ mode, valid: true, done: false, form: { error: t.invalidEmail } }, { status: 400, headers: NO_STORE });
  }
  const email = String(form.get("email") ?? "").slice(0, 254);
  const formLanguage: Language = form.get("language") === "pt" ? "pt" : form.get("language") === "en" ? "en" : language;
  try {
    const { message } = await subscribe(
      context.db,
      context.notifier,
      { email, language: formLanguage, website: String(form.get("website") ?? ""), source: String(form.get("source") ?? "").slice(0, 300) },
      context.clientIp,
    );
    return data({ mode, valid: true, done: true, form: { accepted: message } }, { status: 200, headers: NO_STORE });
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== "VALIDATION" && error.code !== "TOO_MANY_REQUESTS")) throw error;
    return data({ mode, valid: true, done: false, form: { email, error: error.message } }, { status: error.status, headers: NO_STORE });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export function meta({ location }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const t = NEWSLETTER_TEXT[language];
  const mode = modeOf(location.pathname);
  const title = mode === "confirm" ? t.confirmTitle : mode === "unsubscribe" ? t.unsubscribeTitle : t.formTitle;
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** The subscriber's journey (issue 25): subscribe answer, confirm, confirmed, unsubscribe, unsubscribed. */
export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  const language = useLanguage();
  return <NewsletterView mode={shown.mode} valid={shown.valid} done={shown.done} form={shown.form} language={language} />;
}

/** The page itself. */
function NewsletterView({ mode, valid, done, form, language }: { mode: Mode; valid: boolean; done: boolean; form?: NewsletterFormState; language: Language }) {
  const t = NEWSLETTER_TEXT[language];
  const home = localizePath("/", language);
  let title: string;
  let body: React.ReactNode;
  if (mode === "subscribe") {
    title = t.formTitle;
    body = <NewsletterForm language={language} source={localizePath("/newsletter", language)} state={form} id="newsletter-page" />;
  } else if (!valid) {
    title = mode === "confirm" ? t.confirmTitle : t.unsubscribeTitle;
    body = <p className="mt-6 text-lg text-slate-300">{t.invalidLink}</p>;
  } else if (done) {
    title = mode === "confirm" ? t.confirmedTitle : t.unsubscribedTitle;
    body = <p className="mt-6 text-lg text-slate-300">{mode === "confirm" ? t.confirmedText : t.unsubscribedText}</p>;
  } else {
    title = mode === "confirm" ? t.confirmTitle : t.unsubscribeTitle;
    body = (
      <form method="post" className="mt-6">
        <p className="text-lg text-slate-300">{mode === "confirm" ? t.confirmIntro : t.unsubscribeIntro}</p>
        {mode === "unsubscribe" ? <input type="hidden" name="List-Unsubscribe" value="One-Click" /> : null}
        <button type="submit" className="mt-6 rounded-md bg-amber-300 px-5 py-2 font-medium text-slate-950 hover:bg-amber-200">
          {mode === "confirm" ? t.confirmButton : t.unsubscribeButton}
        </button>
      </form>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
      {mode === "subscribe" ? <h1 className="sr-only">{title}</h1> : <h1 className="font-display text-4xl text-white">{title}</h1>}
      {body}
      <p className="mt-10">
        <a href={home} className="text-amber-300 underline underline-offset-4">
          {t.backHome}
        </a>
      </p>
    </div>
  );
}
