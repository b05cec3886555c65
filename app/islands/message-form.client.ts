import { isLanguage } from "#app/lib/language.ts";
import { readAttributionFields } from "#app/modules/contact/attribution.ts";
import { MESSAGE_KINDS, type MessageKind } from "#app/modules/contact/message.ts";
import type * as FormChecksModule from "#app/modules/contact/message-form.ts";
import type { MessageFieldErrors } from "#app/modules/contact/message-form.ts";
import { showToast } from "./toasts.client.ts";

/**
 * The forms' checks: the server's schema and its library, the bulk of this island. Loaded when the
 * visitor first turns to a form (focus, or a submit), not with the page: evaluating them took some
 * 10 ms of the page's load in Lighthouse's traces, a long task on a phone (ADR 031).
 */
type FormChecks = typeof FormChecksModule;
let formChecks: Promise<FormChecks> | undefined;
const loadFormChecks = () => (formChecks ??= import("#app/modules/contact/message-form.ts"));

/**
 * The speaking-invite and contact forms (spec §2, §4, §5). Without script they post to the home
 * page's action; with it they are checked here with the server's schema, sent to POST /api/messages,
 * show "Processing..." in flight, a toast on success (and are emptied, a lasting confirmation in their
 * place), and on failure a toast while
 * the typed text stays. The texts come from the form's data attributes, in the page's language.
 */
export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const kind = form.dataset.kind as MessageKind;
  const language = form.dataset.language;
  if (!MESSAGE_KINDS.includes(kind) || !isLanguage(language)) return;
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleLabel = submit?.textContent ?? "";
  const texts = form.dataset;

  const setBusy = (busy: boolean) => {
    form.setAttribute("aria-busy", String(busy));
    if (!submit) return;
    submit.disabled = busy;
    submit.textContent = busy ? (texts.processing ?? idleLabel) : idleLabel;
  };

  form.addEventListener("focusin", () => void loadFormChecks().catch(() => undefined), { once: true });
  let preparing = false;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (preparing || form.getAttribute("aria-busy") === "true") return;
    preparing = true;
    loadFormChecks()
      .then((checks) => submitWith(checks))
      // The checks could not be loaded: the form posts to the page's action, which checks it on the server.
      .catch(() => HTMLFormElement.prototype.submit.call(form))
      .finally(() => (preparing = false));
  });

  const submitWith = ({ messageFields, messageFieldId, messageInputFromForm, validateMessageForm }: FormChecks): void => {
    // Where the visitor came from: this page, and the landing page's referrer and UTM (first-party).
    const input = { ...messageInputFromForm(new FormData(form), kind, language), ...readAttributionFields(location.pathname, sessionStorageOrNone()) };
    const result = validateMessageForm(input, kind, language);
    showErrors({ messageFields, messageFieldId }, kind, result.ok ? {} : result.errors);
    if (!result.ok) {
      const first = messageFields(kind).find((field) => result.errors[field]);
      const control = first ? document.getElementById(messageFieldId(kind, first)) : null;
      const disclosure = control?.closest("details");
      if (disclosure) disclosure.open = true;
      control?.focus();
      if (first) return;
    }
    setBusy(true);
    void send(input)
      .then(() => {
        showToast({ title: (kind === "speaking" ? texts.sentSpeaking : texts.sentContact) ?? "" });
        form.reset();
        showConfirmation(form);
      })
      .catch((error: unknown) => {
        const description = error instanceof SendError ? error.message : (texts.failedDescription ?? "");
        showToast({ variant: "destructive", title: texts.failedTitle ?? "", description });
      })
      .finally(() => setBusy(false));
  };
}

/**
 * The lasting confirmation (issue 30): it takes the form's place, with the reply promise, until the
 * visitor asks for an empty form again ("Send another message").
 */
function showConfirmation(form: HTMLFormElement): void {
  const confirmation = document.getElementById(`${form.id}-sent`);
  if (!confirmation) return;
  form.hidden = true;
  confirmation.hidden = false;
  confirmation.focus({ preventScroll: true });
  confirmation.scrollIntoView({ block: "nearest" });
  const again = confirmation.querySelector<HTMLAnchorElement>("[data-send-another]");
  again?.addEventListener(
    "click",
    (event) => {
      event.preventDefault();
      confirmation.hidden = true;
      form.hidden = false;
      form.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus();
    },
    { once: true },
  );
}

/** The session's storage, or an empty one where the browser refuses it (the getter itself may throw). */
function sessionStorageOrNone(): Pick<Storage, "getItem" | "setItem"> {
  try {
    return window.sessionStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/** A refusal whose message the server wrote for the visitor (a 4xx with a message). */
class SendError extends Error {}

async function send(input: Record<string, unknown>): Promise<void> {
  const response = await fetch("/api/messages", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (response.status < 500 && typeof body.message === "string") throw new SendError(body.message);
  throw new Error(`status ${response.status}`);
}

/** Marks each field with its message (or clears it), as the server renders them without script. */
function showErrors({ messageFields, messageFieldId }: Pick<FormChecks, "messageFields" | "messageFieldId">, kind: MessageKind, errors: MessageFieldErrors): void {
  for (const field of messageFields(kind)) {
    const id = messageFieldId(kind, field);
    const control = document.getElementById(id);
    if (!control) continue;
    const message = errors[field];
    let errorElement = document.getElementById(`${id}-error`);
    const hint = document.getElementById(`${id}-hint`);
    if (message) {
      if (!errorElement) {
        errorElement = document.createElement("p");
        errorElement.id = `${id}-error`;
        errorElement.setAttribute("role", "alert");
        errorElement.className = "mt-1 text-sm text-rose-300";
        control.insertAdjacentElement("afterend", errorElement);
      }
      errorElement.textContent = message;
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", errorElement.id);
      control.classList.replace("border-white/15", "border-rose-400");
      if (hint) hint.hidden = true;
    } else {
      errorElement?.remove();
      control.removeAttribute("aria-invalid");
      if (hint) {
        hint.hidden = false;
        control.setAttribute("aria-describedby", hint.id);
      } else control.removeAttribute("aria-describedby");
      control.classList.replace("border-rose-400", "border-white/15");
    }
  }
}
