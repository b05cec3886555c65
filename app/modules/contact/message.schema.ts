import { z } from "zod";
import { INVITATION_STATUSES, MESSAGE_KINDS } from "./message.ts";

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
    z.string({ error: t.required }).trim().min(1, t.required).max(max, t.tooLong(max));
  return z
    .object(
      {
        kind: z.enum(MESSAGE_KINDS, { error: "kind must be contact or speaking" }),
        name: required(MESSAGE_NAME_MAX),
        email: z
          .string({ error: t.required })
          .trim()
          .min(1, t.required)
          .max(MESSAGE_EMAIL_MAX, t.tooLong(MESSAGE_EMAIL_MAX))
          .pipe(z.email({ error: t.email })),
        eventDetails: z
          .string({ error: t.required })
          .trim()
          .max(MESSAGE_EVENT_DETAILS_MAX, t.tooLong(MESSAGE_EVENT_DETAILS_MAX))
          .nullish()
          .transform((value) => (value ? value : null)),
        message: required(MESSAGE_TEXT_MAX),
        language: z.enum(["en", "pt"]).default(language),
        /** Honeypot: hidden from people, filled in by bots. */
        website: z.string().max(500).optional(),
      },
      { error: "Request body must be a JSON object" },
    )
    .superRefine((value, ctx) => {
      if (value.kind === "speaking" && !value.eventDetails) {
        ctx.addIssue({ code: "custom", path: ["eventDetails"], message: t.required });
      }
    });
}

export type MessageInput = z.infer<ReturnType<typeof createMessageInputSchema>>;

export const MessageUpdateSchema = z
  .object(
    {
      read: z.boolean({ error: "read must be true or false" }).optional(),
      status: z.enum(INVITATION_STATUSES, { error: `status must be one of: ${INVITATION_STATUSES.join(", ")}` }).optional(),
    },
    { error: "Request body must be a JSON object" },
  )
  .refine((value) => value.read !== undefined || value.status !== undefined, "Nothing to update: send read and/or status");

export type MessageUpdate = z.infer<typeof MessageUpdateSchema>;

export const MessageFilterSchema = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: "kind must be contact or speaking" }).optional(),
  status: z.enum(INVITATION_STATUSES, { error: `status must be one of: ${INVITATION_STATUSES.join(", ")}` }).optional(),
});
export type MessageFilter = z.infer<typeof MessageFilterSchema>;
