import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import { AppError } from "#app/lib/app-error.ts";
import { type Language, languageOf } from "#app/lib/language.ts";
import { readFormBody } from "#app/lib/request-body.ts";
import { NEWSLETTER_FORM_FIELD, type NewsletterAnswer } from "./newsletter-form-state.ts";
import { subscribe } from "./newsletter.service.server.ts";
import { NEWSLETTER_TEXT } from "./newsletter-text.ts";

/**
 * The subscribe form sent without script (issue 25) to the page it sits on: every public page's
 * action answers it in place, in the page's language, with the message under the field and, on an
 * error, what was typed. The same service as `POST /api/newsletter/subscribe`: the same honeypot,
 * throttles and answer for new, pending and subscribed addresses.
 */
const NO_STORE = { "Cache-Control": "no-store" };

/** Whether a page's form body is the newsletter's (its hidden field names the form). */
export function isNewsletterForm(form: FormData): boolean {
  return typeof form.get(NEWSLETTER_FORM_FIELD) === "string";
}

function answer(newsletter: NewsletterAnswer, status: number) {
  return data({ newsletter }, { status, headers: NO_STORE });
}

/** Subscribes from a form body already read (a page with forms of its own reads it once: the home page). */
export async function answerNewsletterForm(form: FormData, request: Request, context: AppLoadContext) {
  if (process.env.NEWSLETTER === "off") throw data(null, { status: 404 });
  const pageLanguage = languageOf(request);
  const formId = String(form.get(NEWSLETTER_FORM_FIELD) ?? "").slice(0, 40);
  const email = String(form.get("email") ?? "").slice(0, 254);
  const language: Language = form.get("language") === "pt" ? "pt" : form.get("language") === "en" ? "en" : pageLanguage;
  try {
    const input = { email, language, website: String(form.get("website") ?? ""), source: String(form.get("source") ?? "").slice(0, 300) };
    const { message } = await subscribe(context.db, context.notifier, input, context.clientIp);
    return answer({ form: formId, accepted: message }, 200);
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== "VALIDATION" && error.code !== "TOO_MANY_REQUESTS")) throw error;
    return answer({ form: formId, email, error: error.message }, error.status);
  }
}

/** The action of a public page whose only form is the newsletter's: 400 for a body that is not that form. */
export async function newsletterPageAction({ request, context }: { request: Request; context: AppLoadContext }) {
  const t = NEWSLETTER_TEXT[languageOf(request)];
  let form: FormData;
  try {
    const body = await readFormBody(request);
    if (body.tooLarge) return answer({ form: "", error: t.notAForm }, 413);
    form = body.form;
  } catch {
    return answer({ form: "", error: t.notAForm }, 400);
  }
  if (!isNewsletterForm(form)) return answer({ form: "", error: t.notAForm }, 400);
  return answerNewsletterForm(form, request, context);
}
