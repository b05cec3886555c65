import "#app/lib/zod-config.ts";
import { z } from "zod";
import { TALK_LANGUAGES } from "./talk.ts";

/** The talk form of the admin and `POST`/`PUT /api/talks` (one schema for both sides). */

const REQUIRED = "This field is required";

function required(max: number) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters`);
}

/** An https link, or nothing: "" and null both mean none. */
const optionalUrl = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null))
  .refine((value) => value === null || (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && value.length <= 500), "Enter a full address starting with https://");

export const TalkInputSchema = z.object({
  eventName: required(200),
  title: required(300),
  date: z
    .string({ error: REQUIRED })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-03-12")
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Use a date like 2026-03-12"),
  city: required(100),
  country: z
    .string({ error: REQUIRED })
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, "Use the two-letter country code, e.g. BR")),
  language: z.enum(TALK_LANGUAGES, { error: "Choose English, Portuguese or Spanish" }),
  eventUrl: optionalUrl,
  slidesUrl: optionalUrl,
  videoUrl: optionalUrl,
});

export type TalkInput = z.infer<typeof TalkInputSchema>;
export type TalkFormValues = z.input<typeof TalkInputSchema>;
