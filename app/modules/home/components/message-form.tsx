import type { Language } from "#app/lib/language.ts";
import { paths } from "#app/lib/paths.ts";
import type { Translate } from "#app/i18n/translate.ts";
import { island } from "#app/components/island.ts";
import type { MessageKind } from "#app/modules/contact/message.ts";
import {
  INVITATION_FIELDS,
  type InvitationField,
  MESSAGE_FIELD_MAX,
  type MessageFieldErrors,
  type MessageFieldValues,
  messageFieldId,
  messageFormId,
  type RequiredMessageField,
} from "#app/modules/contact/message-form.ts";

const INPUT =
  "mt-2 w-full rounded-xl border bg-ink/70 px-4 py-3 text-base text-white placeholder:text-slate-500 focus:border-amber-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-300/50";

/** What the home page's action answered for this form when it was sent without script. */
export interface MessageFormState {
  errors: MessageFieldErrors;
  values: MessageFieldValues;
  /** A refusal that is not about one field (e.g. too many messages). */
  failure?: string;
}

/**
 * The speaking-invite and contact forms (spec §2, §5). A plain form that posts to the home page's
 * action, which validates it with the message schema and answers with the spec's messages under the
 * fields, keeping what was typed. The message-form island sends it with script instead: same schema,
 * "Processing..." in flight, a toast for the outcome.
 */
export function MessageForm({
  kind,
  language,
  t,
  action,
  state,
  sent,
}: {
  kind: MessageKind;
  language: Language;
  t: Translate;
  /** The home page's URL in this language (its index route's action). */
  action: string;
  state?: MessageFormState;
  /** The form was just sent (the page was reached with `?sent=kind`): the confirmation stands in its place. */
  sent?: boolean;
}) {
  const errors = state?.errors ?? {};
  const values = state?.values ?? {};
  return (
    <>
      <SentConfirmation kind={kind} t={t} action={action} sent={sent} />
      <MessageFormFields kind={kind} language={language} t={t} action={action} state={state} hidden={sent} errors={errors} values={values} />
    </>
  );
}

/**
 * What stays in the form's place once it was sent (issue 30): the outcome and the reply promise, until
 * the visitor asks for an empty form again. Rendered hidden beside every form; the message-form island
 * shows it after a send with script, the server shows it after one without (`?sent=kind`).
 */
function SentConfirmation({ kind, t, action, sent }: { kind: MessageKind; t: Translate; action: string; sent?: boolean }) {
  const id = `${messageFormId(kind)}-sent`;
  return (
    <div id={id} data-sent-confirmation="" hidden={!sent} tabIndex={-1} role="status" className="rounded-xl border border-emerald-300/40 bg-emerald-950/40 p-5 outline-none">
      <p className="flex items-center gap-2 font-semibold text-emerald-100">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {kind === "speaking" ? t("requestSent") : t("messageSent")}
      </p>
      <p className="mt-2 text-sm leading-6 text-slate-200">{t("replyPromise")}</p>
      <a href={`${action}#${kind}`} data-send-another="" className="mt-4 inline-block text-sm text-amber-300 underline underline-offset-4 hover:text-amber-200">
        {t("sendAnother")}
      </a>
    </div>
  );
}

function MessageFormFields({
  kind,
  language,
  t,
  action,
  state,
  hidden,
  errors,
  values,
}: {
  kind: MessageKind;
  language: Language;
  t: Translate;
  action: string;
  state?: MessageFormState;
  hidden?: boolean;
  errors: MessageFieldErrors;
  values: MessageFieldValues;
}) {
  return (
    <form
      id={messageFormId(kind)}
      hidden={hidden}
      method="post"
      action={`${action}?index#${kind}`}
      noValidate
      {...island("message-form")}
      data-kind={kind}
      data-language={language}
      data-processing={t("processing")}
      data-sent-speaking={t("requestSent")}
      data-sent-contact={t("messageSent")}
      data-failed-title={t("sendFailedTitle")}
      data-failed-description={t("sendFailed")}
      aria-busy="false"
      className="space-y-5"
    >
      <input type="hidden" name="kind" value={kind} />
      {state?.failure ? (
        <p role="alert" className="rounded-xl border border-rose-400/50 bg-rose-950/60 px-4 py-3 text-sm text-rose-100">
          {state.failure}
        </p>
      ) : null}
      <input type="hidden" name="sourcePage" value={action} />
      {(["name", "email", ...(kind === "speaking" ? (["eventDetails"] as const) : [])] as const).map((field) => (
        <FieldRow key={field} kind={kind} field={field} t={t} error={errors[field]} value={values[field]} />
      ))}
      {kind === "speaking" ? <InvitationDetails t={t} errors={errors} values={values} /> : null}
      <FieldRow kind={kind} field="message" t={t} error={errors.message} value={values.message} />
      {/* Honeypot: invisible to people, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={messageFieldId(kind, "website")}>Website</label>
        <input id={messageFieldId(kind, "website")} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        className="w-full rounded-full bg-amber-300 px-6 py-3 font-semibold text-ink transition hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {kind === "speaking" ? t("sendInvite") : t("send")}
      </button>
      <p className="text-sm text-slate-400">
        {t("formPrivacyLine")}{" "}
        <a href={paths.privacyNotice(language)} className="text-amber-300 underline underline-offset-4 hover:text-amber-200">
          {t("privacyNotice")}
        </a>
        .
      </p>
    </form>
  );
}

function FieldRow({ kind, field, t, error, value }: { kind: MessageKind; field: RequiredMessageField; t: Translate; error?: string; value?: string }) {
  const id = messageFieldId(kind, field);
  const hintId = field === "eventDetails" ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hintId,
    className: `${INPUT} ${error ? "border-rose-400" : "border-white/15"}`,
  };
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {t(field)} <span className="text-amber-300" aria-hidden="true">*</span>
        <span className="sr-only"> ({t("required")})</span>
      </label>
      {field === "message" ? (
        <textarea {...common} rows={5} required maxLength={MESSAGE_FIELD_MAX.message} />
      ) : field === "eventDetails" ? (
        <textarea {...common} rows={3} required maxLength={MESSAGE_FIELD_MAX.eventDetails} />
      ) : (
        <input
          {...common}
          type={field === "email" ? "email" : "text"}
          autoComplete={field === "email" ? "email" : "name"}
          required
          maxLength={MESSAGE_FIELD_MAX[field]}
        />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
      {hintId ? (
        <p id={hintId} hidden={Boolean(error)} className="mt-1 text-xs text-slate-400">
          {t("eventDetailsHint")}
        </p>
      ) : null}
    </div>
  );
}

const SELECT_OPTIONS: Partial<Record<InvitationField, { value: string; label: (t: Translate) => string }[]>> = {
  eventFormat: [
    { value: "in_person", label: (t) => t("eventFormatInPerson") },
    { value: "online", label: (t) => t("eventFormatOnline") },
    { value: "hybrid", label: (t) => t("eventFormatHybrid") },
  ],
  talkLanguage: [
    { value: "en", label: (t) => t("talkLanguageEn") },
    { value: "pt", label: (t) => t("talkLanguagePt") },
  ],
};
const DATE_FIELDS: InvitationField[] = ["eventDate", "decisionDeadline"];
/** The free-text fields take the schema's limits; the audience size's field takes 12 digits. */
const MAX_LENGTH: Partial<Record<InvitationField, number>> = {
  eventName: MESSAGE_FIELD_MAX.eventName,
  budget: MESSAGE_FIELD_MAX.budget,
  eventCity: MESSAGE_FIELD_MAX.eventCity,
  eventCountry: MESSAGE_FIELD_MAX.eventCountry,
  audienceSize: 12,
};

/**
 * What organisers already know about the event (issue 11), all optional, folded away in a native
 * disclosure; open when one of them holds a value or an error.
 */
function InvitationDetails({ t, errors, values }: { t: Translate; errors: MessageFieldErrors; values: MessageFieldValues }) {
  const open = INVITATION_FIELDS.some((field) => errors[field] || values[field]);
  return (
    <details open={open} className="group rounded-xl border border-white/10 bg-ink/40 px-4 py-3">
      <summary className="cursor-pointer rounded text-sm font-medium text-amber-200 focus-visible:outline-2 focus-visible:outline-amber-300">
        {t("moreAboutEvent")}
      </summary>
      <p className="mt-2 text-xs text-slate-400">{t("moreAboutEventHint")}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {INVITATION_FIELDS.map((field) => (
          <OptionalField key={field} field={field} t={t} error={errors[field]} value={values[field]} />
        ))}
      </div>
    </details>
  );
}

function OptionalField({ field, t, error, value }: { field: InvitationField; t: Translate; error?: string; value?: string }) {
  const id = messageFieldId("speaking", field);
  const common = {
    id,
    name: field,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    className: `${INPUT} mt-1 py-2.5 ${error ? "border-rose-400" : "border-white/15"}`,
  };
  const options = SELECT_OPTIONS[field];
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {t(field)}
      </label>
      {options ? (
        <select {...common}>
          <option value="">{t("notSure")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label(t)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={DATE_FIELDS.includes(field) ? "date" : "text"}
          inputMode={field === "audienceSize" ? "numeric" : undefined}
          maxLength={MAX_LENGTH[field]}
          autoComplete="off"
        />
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
