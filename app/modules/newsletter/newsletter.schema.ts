import "#app/lib/zod-config.ts";
import { z } from "zod";
import { SUBSCRIBER_STATUSES, SUBSCRIBERS_PAGE_SIZE, SUBSCRIBERS_PAGE_SIZE_MAX } from "./newsletter.ts";

/** `POST /api/newsletter/subscribe`. The address itself is checked by the service (its message is in the caller's language). */
export const SubscribeInputSchema = z.object(
  {
    email: z.string({ error: "email must be text" }).max(1_000, "email is too long"),
    language: z.enum(["en", "pt"], "language must be en or pt").default("en"),
    /** The honeypot. */
    website: z.string().max(500).optional(),
    /** The page the form was on (recorded with the consent). */
    source: z.string().max(300).optional(),
  },
  { error: "Request body must be a JSON object" },
);

const optionalText = z
  .string()
  .max(200)
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

/** `GET /api/newsletter/subscribers?status=&language=&q=&page=&pageSize=` */
export const SubscriberQuerySchema = z.object({
  status: z.union([z.enum(SUBSCRIBER_STATUSES, `status must be one of ${SUBSCRIBER_STATUSES.join(", ")}`), z.literal("")]).optional(),
  language: z.union([z.enum(["en", "pt"], "language must be en or pt"), z.literal("")]).optional(),
  q: optionalText,
  page: z.coerce.number({ error: "page must be a number" }).int("page must be a whole number").min(1, "page must be at least 1").max(1_000_000).default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be at least 1")
    .max(SUBSCRIBERS_PAGE_SIZE_MAX, `pageSize must be at most ${SUBSCRIBERS_PAGE_SIZE_MAX}`)
    .default(SUBSCRIBERS_PAGE_SIZE),
});

export const IMPORT_ROWS_MAX = 10_000;

/** `POST /api/newsletter/import {source, rows: [{email, language}]}`: subscribers who consented elsewhere. */
export const ImportInputSchema = z.object(
  {
    source: z.string({ error: "source must be text" }).trim().min(3, "Say where these subscribers gave their consent (at least 3 characters)").max(200, "source must be at most 200 characters"),
    rows: z
      .array(
        z.object({
          email: z.string({ error: "email must be text" }).max(1_000),
          language: z.enum(["en", "pt"], "language must be en or pt").default("en"),
        }),
        { error: "rows must be a list" },
      )
      .max(IMPORT_ROWS_MAX, `At most ${IMPORT_ROWS_MAX} rows at a time`),
  },
  { error: "Request body must be a JSON object" },
);

/** `POST /api/newsletter/test {articleId, language}` */
export const TestSendSchema = z.object(
  {
    articleId: z.number({ error: "articleId must be a number" }).int().positive().max(2_147_483_647),
    language: z.enum(["en", "pt"], "language must be en or pt").default("en"),
  },
  { error: "Request body must be a JSON object" },
);
