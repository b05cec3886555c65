import { data } from "react-router";
import { languageFromPath, localizePath, type Language } from "#app/lib/language.ts";
import { NewsletterForm } from "#app/modules/newsletter/components/newsletter-form.tsx";
import { newsletterPageAction } from "#app/modules/newsletter/newsletter-form-action.server.ts";
import { confirmSubscription, tokenState, unsubscribeByToken } from "#app/modules/newsletter/newsletter.service.server.ts";
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
  // A link that is unknown, mistyped or already used: a 404 page that says so, never a page that looks like success.
  return data({ mode, valid, done: false }, { status: valid ? 200 : 404, headers: NO_STORE });
}

/**
 * The pages' forms: subscribe (the no-script path of every page's form), the "Confirm" button, and
 * unsubscribe, which is also the RFC 8058 one-click POST (`List-Unsubscribe=One-Click`): 200, no session.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (newsletterOff()) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const mode = modeOf(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  if (mode === "confirm") {
    const done = await confirmSubscription(context.db, token);
    return data({ mode, valid: done, done }, { status: done ? 200 : 400, headers: NO_STORE });
  }
  if (mode === "unsubscribe") {
    const done = await unsubscribeByToken(context.db, token);
    return data({ mode, valid: done, done }, { status: done ? 200 : 400, headers: NO_STORE });
  }
  // The subscribe form of this page: answered like every page's (newsletter-form-action.server.ts).
  return newsletterPageAction({ request, context });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

export function meta({ location, data: loaded }: Route.MetaArgs) {
  const language = languageFromPath(location.pathname);
  const t = NEWSLETTER_TEXT[language];
  const mode = modeOf(location.pathname);
  const title = loaded?.valid === false ? t.invalidLinkTitle : mode === "confirm" ? t.confirmTitle : mode === "unsubscribe" ? t.unsubscribeTitle : t.formTitle;
  return [{ title }, { name: "robots", content: "noindex" }];
}

/** The subscriber's journey (issue 25): subscribe answer, confirm, confirmed, unsubscribe, unsubscribed. */
export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  // The subscribe form's answer is read by the form itself; the confirm and unsubscribe buttons' here.
  const shown = actionData && "mode" in actionData ? actionData : loaderData;
  const language = useLanguage();
  return <NewsletterView mode={shown.mode} valid={shown.valid} done={shown.done} language={language} />;
}

/** The page itself. */
function NewsletterView({ mode, valid, done, language }: { mode: Mode; valid: boolean; done: boolean; language: Language }) {
  const t = NEWSLETTER_TEXT[language];
  const home = localizePath("/", language);
  let title: string;
  let body: React.ReactNode;
  if (mode === "subscribe") {
    title = t.formTitle;
    const page = localizePath("/newsletter", language);
    body = <NewsletterForm language={language} source={page} action={page} id="newsletter-page" />;
  } else if (!valid) {
    title = t.invalidLinkTitle;
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
