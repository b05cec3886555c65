// Built with zod/mini: this schema ships to every visitor with the contact and invite forms,
// so it stays small (a few KB instead of the full Zod API). Admin-side schemas: message-admin.schema.ts.
import * as z from "zod/mini";
import { MESSAGE_KINDS } from "./message.ts";

export const MESSAGE_NAME_MAX = 200;
export const MESSAGE_EMAIL_MAX = 254;
export const MESSAGE_EVENT_DETAILS_MAX = 3_000;
export const MESSAGE_TEXT_MAX = 5_000;

const TEXTS = {
  en: { required: "This field is required", email: "Invalid email address", tooLong: (n: number) => `At most ${n} characters` },
  pt: { required: "Campo obrigatório", email: "E-mail inválido", tooLong: (n: number) => `No máximo ${n} caracteres` },
} as const;

export type FormLanguage = keyof typeof TEXTS;

/** One schema for the browser form and the server, with the spec §5 messages in the form's language. */
export function createMessageInputSchema(language: FormLanguage) {
  const t = TEXTS[language];
  const required = (max: number) =>
    z.string({ error: t.required }).check(z.trim(), z.minLength(1, t.required), z.maxLength(max, t.tooLong(max)));
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
