import "#app/lib/zod-config.ts";
import { z } from "zod";
import { AUDIT_AREAS, AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX } from "./audit.ts";

const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date (YYYY-MM-DD)`)
    .optional();

/** `GET /api/audit` filters: all optional, combined with AND. */
export const AuditFilterSchema = z.object(
  {
    area: z.enum(AUDIT_AREAS, { error: `area must be one of: ${AUDIT_AREAS.join(", ")}` }).optional(),
    action: z.string().max(60).regex(/^[a-z0-9_.]+$/, "action must look like article.published").optional(),
    outcome: z.enum(["success", "failure"], { error: "outcome must be success or failure" }).optional(),
    actor: z.string().trim().max(200).optional(),
    ip: z.string().trim().max(100).optional(),
    from: isoDate("from"),
    to: isoDate("to"),
    before: z.coerce.number({ error: "before must be an event id" }).int().positive().optional(),
    limit: z.coerce
      .number({ error: "limit must be a number" })
      .int()
      .min(1, "limit must be at least 1")
      .max(AUDIT_PAGE_SIZE_MAX, `limit must be at most ${AUDIT_PAGE_SIZE_MAX}`)
      .default(AUDIT_PAGE_SIZE_DEFAULT),
  },
  { error: "Invalid filters" },
);
export type AuditFilter = z.infer<typeof AuditFilterSchema>;
