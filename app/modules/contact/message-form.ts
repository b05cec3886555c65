import type { Language } from "#app/lib/language.ts";
import type { MessageKind } from "./message.ts";
import {
  createMessageInputSchema,
  MESSAGE_EMAIL_MAX,
  MESSAGE_EVENT_DETAILS_MAX,
  MESSAGE_NAME_MAX,
  MESSAGE_PLACE_MAX,
  MESSAGE_SHORT_TEXT_MAX,
  MESSAGE_TEXT_MAX,
  type MessageInput,
} from "./message.schema.ts";

/**
 * The speaking-invite and contact forms of the home page, shared by the server (the home route's
 * action, the form's markup) and the browser (the message-form island): the fields, their ids, and
 * validation with the one message schema.
 */
export type RequiredMessageField = "name" | "email" | "eventDetails" | "message";
/** What organisers may add about their event (issue 11): all optional, on the speaking form only. */
export const INVITATION_FIELDS = [
  "eventName",
  "eventDate",
  "eventCity",
  "eventCountry",
  "eventFormat",
  "audienceSize",
  "talkLanguage",
  "budget",
  "decisionDeadline",
] as const;
export type InvitationField = (typeof INVITATION_FIELDS)[number];
export type MessageField = RequiredMessageField | InvitationField;
/** Where the visitor came from: hidden fields (the page sets them; see attribution.ts). */
export const ATTRIBUTION_FIELDS = ["sourcePage", "landingReferrer", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent"] as const;

/** The most characters of each field the schema accepts: also the most a re-rendered form echoes back. */
export const MESSAGE_FIELD_MAX: Record<MessageField, number> = {
  name: MESSAGE_NAME_MAX,
  email: MESSAGE_EMAIL_MAX,
  eventDetails: MESSAGE_EVENT_DETAILS_MAX,
  message: MESSAGE_TEXT_MAX,
  eventName: MESSAGE_SHORT_TEXT_MAX,
  eventDate: 10,
  eventCity: MESSAGE_PLACE_MAX,
  eventCountry: MESSAGE_PLACE_MAX,
  eventFormat: 20,
  audienceSize: 20,
  talkLanguage: 20,
  budget: MESSAGE_SHORT_TEXT_MAX,
  decisionDeadline: 10,
};

export type MessageFieldErrors = Partial<Record<MessageField, string>>;
export type MessageFieldValues = Partial<Record<MessageField, string>>;

/** The fields a person fills in, in page order. */
export function messageFields(kind: MessageKind): MessageField[] {
  return kind === "speaking" ? ["name", "email", "eventDetails", ...INVITATION_FIELDS, "message"] : ["name", "email", "message"];
}

/** The form element's id, and its fields' ids: unique on the page, stable across renders. */
export const messageFormId = (kind: MessageKind) => `${kind}-form`;
export const messageFieldId = (kind: MessageKind, field: MessageField | "website") => `${kind}-${field}`;

/** The message schema's input, read from the form's fields (empty optional fields count as absent). */
export function messageInputFromForm(form: FormData, kind: MessageKind, language: Language): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const input: Record<string, unknown> = { kind, language, website: text("website") };
  for (const field of messageFields(kind)) input[field] = text(field);
  if (kind !== "speaking") input.eventDetails = null;
  for (const field of ATTRIBUTION_FIELDS) if (text(field) !== "") input[field] = text(field);
  return input;
}

export type MessageFormResult = { ok: true; input: MessageInput } | { ok: false; errors: MessageFieldErrors };

/** Validates the form's input: the spec §5 messages in the form's language, the first per field. */
export function validateMessageForm(input: Record<string, unknown>, kind: MessageKind, language: Language): MessageFormResult {
  const parsed = createMessageInputSchema(language).safeParse(input);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: MessageFieldErrors = {};
  const fields: string[] = messageFields(kind);
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && fields.includes(field)) errors[field as MessageField] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The query parameter of the page a form sent without script lands on: `?sent=speaking`. */
export const SENT_PARAM = "sent";
