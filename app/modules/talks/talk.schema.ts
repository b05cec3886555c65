import "#app/lib/zod-config.ts";
import { z } from "zod";
import { isTimeZone, TALK_FORMATS, TALK_LANGUAGES } from "./talk.ts";

/** The talk form of the admin and `POST`/`PUT /api/talks` (one schema for both sides). */

const REQUIRED = "This field is required";
const DURATION = "Use whole minutes between 1 and 1440";

function required(max: number) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `At most ${max} characters`);
}

/** An https link, or nothing: "" and null both mean none. */
const optionalUrl = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null))
  .refine((value) => value === null || (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value) && value.length <= 500), "Enter a full address starting with https://");

/** Optional text: "" and null both mean none; absent means "unchanged" on an update (older clients send none of it). */
function optionalText(max: number) {
  return z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : typeof value === "string" && value.trim() !== "" ? value.trim() : null))
    .refine((value) => value == null || value.length <= max, `At most ${max} characters`);
}

/** Issue 28: the fields of a talk's page, each optional (absent: the default on create, unchanged on update). */
const pageFields = {
  slug: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (typeof value === "string" && value.trim() !== "" ? value.trim().toLowerCase() : undefined))
    .refine((value) => value === undefined || (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 80), "Use lowercase letters, digits and hyphens (at most 80)"),
  startTime: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : typeof value === "string" && value.trim() !== "" ? value.trim() : null))
    .refine((value) => value == null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), "Use a time like 14:30"),
  timeZone: z
    .string()
    .trim()
    .optional()
    .refine((value) => value === undefined || (value !== "" && value.length <= 64 && isTimeZone(value)), "Choose a time zone like America/Sao_Paulo"),
  durationMinutes: z
    .union([z.number({ error: DURATION }).int(DURATION).min(1, DURATION).max(1440, DURATION), z.null()], { error: DURATION })
    .optional(),
  venue: optionalText(200),
  format: z.enum(TALK_FORMATS, { error: "Choose in person, online or hybrid" }).optional(),
  audience: optionalText(200),
  abstract: optionalText(5000),
  pt: z.object({ title: optionalText(300), abstract: optionalText(5000) }).optional(),
};

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
  ...pageFields,
});

export type TalkInput = z.infer<typeof TalkInputSchema>;
export type TalkFormValues = z.input<typeof TalkInputSchema>;
