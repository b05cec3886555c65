import "#app/lib/zod-config.ts";
import { z } from "zod";
import { MESSAGE_RETENTION_MONTHS_MAX, MESSAGE_RETENTION_MONTHS_MIN } from "./privacy-facts.ts";

export const OWNER_TEXT_MAX = 5_000;

const ownerText = z
  .string({ error: "Must be text" })
  .max(OWNER_TEXT_MAX, `At most ${OWNER_TEXT_MAX} characters`)
  .transform((value) => value.trim());
const paragraphs = z.object({ before: ownerText.default(""), after: ownerText.default("") });
const texts = z.object({ en: paragraphs, pt: paragraphs });

/** `PUT /api/privacy/settings`: the retention period of messages and the owner's paragraphs around both statements. */
export const PrivacySettingsInputSchema = z.object({
  messageRetentionMonths: z
    .number({ error: "Enter a whole number of months" })
    .int("Enter a whole number of months")
    .min(MESSAGE_RETENTION_MONTHS_MIN, `Keep messages at least ${MESSAGE_RETENTION_MONTHS_MIN} month`)
    .max(MESSAGE_RETENTION_MONTHS_MAX, `Keep messages at most ${MESSAGE_RETENTION_MONTHS_MAX} months`),
  privacy: texts,
  accessibility: texts,
});
export type PrivacySettingsInput = z.infer<typeof PrivacySettingsInputSchema>;

/** `?email=` of `/api/personal-data`. */
export const PersonalDataQuerySchema = z.object({
  email: z
    .string({ error: "Enter an e-mail address" })
    .trim()
    .min(1, "Enter an e-mail address")
    .max(254, "Enter a valid e-mail address")
    .pipe(z.email("Enter a valid e-mail address")),
});
