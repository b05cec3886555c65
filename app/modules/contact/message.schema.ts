// Built with zod/mini: this schema ships to every visitor with the contact and invite forms,
// so it stays small (a few KB instead of the full Zod API). Admin-side schemas: message-admin.schema.ts.
import * as z from "zod/mini";
import {
  EVENT_FORMATS,
  type EventFormat,
  MESSAGE_KINDS,
  REFERRER_MAX,
  SOURCE_PAGE_MAX,
  TALK_LANGUAGES,
  type TalkLanguage,
  UTM_VALUE_MAX,
} from "./message.ts";

export const MESSAGE_NAME_MAX = 200;
export const MESSAGE_EMAIL_MAX = 254;
export const MESSAGE_EVENT_DETAILS_MAX = 3_000;
export const MESSAGE_TEXT_MAX = 5_000;
/** Event name, budget. */
export const MESSAGE_SHORT_TEXT_MAX = 200;
export const MESSAGE_PLACE_MAX = 120;
export const AUDIENCE_SIZE_MAX = 1_000_000;
export { REFERRER_MAX, SOURCE_PAGE_MAX, UTM_VALUE_MAX } from "./message.ts";

const TEXTS = {
  en: {
    required: "This field is required",
    email: "Invalid email address",
    tooLong: (n: number) => `At most ${n} characters`,
    text: "Must be text",
    date: "Enter a valid date (YYYY-MM-DD)",
    format: "Choose in person, online or hybrid",
    audience: `Enter a whole number of people, from 1 to ${AUDIENCE_SIZE_MAX.toLocaleString("en-US")}`,
    talkLanguage: "Choose English or Portuguese",
    page: "Invalid page address",
    url: "Invalid web address",
  },
  pt: {
    required: "Campo obrigatório",
    email: "E-mail inválido",
    tooLong: (n: number) => `No máximo ${n} caracteres`,
    text: "Deve ser texto",
    date: "Informe uma data válida (AAAA-MM-DD)",
    format: "Escolha presencial, online ou híbrido",
    audience: `Informe um número inteiro de pessoas, de 1 a ${AUDIENCE_SIZE_MAX.toLocaleString("pt-BR")}`,
    talkLanguage: "Escolha inglês ou português",
    page: "Endereço de página inválido",
    url: "Endereço web inválido",
  },
} as const;

export type FormLanguage = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[FormLanguage];

/** A real calendar day written `YYYY-MM-DD` (what `<input type="date">` sends), years 2000-2100. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "300", " 1,200 ", "1.200" or 300 → the number; anything else → NaN (refused with the field's message). */
function parseAudienceSize(value: string | number): number {
  if (typeof value === "number") return value;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (/^\d{1,3}([.,\s]\d{3})+$/.test(text)) return Number(text.replace(/[.,\s]/g, ""));
  return Number.NaN;
}

/** An optional text field: trimmed, capped, and `null` when absent or empty (forms send ""). */
function optionalText(t: Texts, max: number, rule?: { test: (value: string) => boolean; message: string }) {
  const text = z
    .string({ error: t.text })
    .check(
      z.trim(),
      z.maxLength(max, t.tooLong(max)),
      z.refine((value) => value === "" || !rule || rule.test(value), rule?.message ?? t.text),
    );
  return z.pipe(
    z.nullish(text),
    z.transform((value) => (value ? value : null)),
  );
}

/** An optional choice among `values`; "" or absent is `null`. */
function optionalChoice<T extends string>(values: readonly T[], message: string) {
  return z.pipe(
    z.nullish(z.string({ error: message }).check(z.refine((value) => value === "" || (values as readonly string[]).includes(value), message))),
    z.transform((value) => (value ? (value as T) : null)),
  );
}

/** One schema for the browser form and the server, with the spec §5 messages in the form's language. */
export function createMessageInputSchema(language: FormLanguage) {
  const t = TEXTS[language];
  const required = (max: number) =>
    z.string({ error: t.required }).check(z.trim(), z.minLength(1, t.required), z.maxLength(max, t.tooLong(max)));
  const date = { test: isIsoDate, message: t.date };
  return z
    .object(
      {
        kind: z.enum(MESSAGE_KINDS, { error: "kind must be contact or speaking" }),
        name: required(MESSAGE_NAME_MAX),
        email: z
          .string({ error: t.required })
          .check(
            z.trim(),
            z.minLength(1, t.required),
            z.maxLength(MESSAGE_EMAIL_MAX, t.tooLong(MESSAGE_EMAIL_MAX)),
            z.email({ error: t.email }),
          ),
        eventDetails: z.pipe(
          z.nullish(
            z.string({ error: t.required }).check(z.trim(), z.maxLength(MESSAGE_EVENT_DETAILS_MAX, t.tooLong(MESSAGE_EVENT_DETAILS_MAX))),
          ),
          z.transform((value) => (value ? value : null)),
        ),
        message: required(MESSAGE_TEXT_MAX),
        language: z._default(z.enum(["en", "pt"]), language),
        /** Honeypot: hidden from people, filled in by bots. */
        website: z.optional(z.string().check(z.maxLength(500))),

        // What organisers know about the event (all optional).
        eventName: optionalText(t, MESSAGE_SHORT_TEXT_MAX),
        eventDate: optionalText(t, 10, date),
        eventCity: optionalText(t, MESSAGE_PLACE_MAX),
        eventCountry: optionalText(t, MESSAGE_PLACE_MAX),
        eventFormat: optionalChoice<EventFormat>(EVENT_FORMATS, t.format),
        audienceSize: z.pipe(
          z.nullish(z.union([z.number({ error: t.audience }), z.string({ error: t.audience })], { error: t.audience })),
          z.pipe(
            z.transform((value: string | number | null | undefined) =>
              value === null || value === undefined || (typeof value === "string" && value.trim() === "") ? null : parseAudienceSize(value),
            ),
            z.nullable(z.number({ error: t.audience }).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= AUDIENCE_SIZE_MAX, t.audience))),
          ),
        ),
        talkLanguage: optionalChoice<TalkLanguage>(TALK_LANGUAGES, t.talkLanguage),
        budget: optionalText(t, MESSAGE_SHORT_TEXT_MAX),
        decisionDeadline: optionalText(t, 10, date),

        // Where the visitor came from (first-party; filled in by the page, see attribution.ts).
        sourcePage: optionalText(t, SOURCE_PAGE_MAX, { test: (value) => value.startsWith("/") && !value.startsWith("//"), message: t.page }),
        landingReferrer: optionalText(t, REFERRER_MAX, { test: (value) => /^https?:\/\/[^\s]+$/i.test(value), message: t.url }),
        utmSource: optionalText(t, UTM_VALUE_MAX),
        utmMedium: optionalText(t, UTM_VALUE_MAX),
        utmCampaign: optionalText(t, UTM_VALUE_MAX),
        utmTerm: optionalText(t, UTM_VALUE_MAX),
        utmContent: optionalText(t, UTM_VALUE_MAX),
      },
      { error: "Request body must be a JSON object" },
    )
    .check(
      z.superRefine((value, ctx) => {
        if (value.kind === "speaking" && !value.eventDetails) {
          ctx.addIssue({ code: "custom", path: ["eventDetails"], message: t.required, input: value.eventDetails });
        }
      }),
    );
}

export type MessageInput = z.infer<ReturnType<typeof createMessageInputSchema>>;
