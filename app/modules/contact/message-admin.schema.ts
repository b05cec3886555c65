import "#app/lib/zod-config.ts";
import { z } from "zod";
import { INVITATION_STATUSES, MESSAGE_KINDS } from "./message.ts";

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

export const MESSAGES_PAGE_SIZE_DEFAULT = 50;
export const MESSAGES_PAGE_SIZE_MAX = 200;
export const MESSAGE_SEARCH_MAX = 200;

/** The inbox's filters, as query parameters; the search and the pages are done by the server. */
export const MessageFilterSchema = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: "kind must be contact or speaking" }).optional(),
  /** A status belongs to speaking invitations: filtering by one lists invitations only. */
  status: z.enum(INVITATION_STATUSES, { error: `status must be one of: ${INVITATION_STATUSES.join(", ")}` }).optional(),
  read: z
    .enum(["true", "false"], { error: "read must be true or false" })
    .transform((value) => value === "true")
    .optional(),
  q: z
    .string({ error: "q must be text" })
    .trim()
    .max(MESSAGE_SEARCH_MAX, `q must be at most ${MESSAGE_SEARCH_MAX} characters`)
    .optional()
    .transform((value) => value || undefined),
});
export type MessageFilter = z.infer<typeof MessageFilterSchema>;

const pageNumber = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^[1-9]\d{0,6}$/, `${name} must be a whole number from 1`)
    .transform(Number)
    .refine((value) => value <= max, `${name} must be at most ${max}`);

export const MessageListQuerySchema = MessageFilterSchema.extend({
  page: pageNumber("page", 1_000_000).default(1),
  pageSize: pageNumber("pageSize", MESSAGES_PAGE_SIZE_MAX).default(MESSAGES_PAGE_SIZE_DEFAULT),
});
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>;

/** Which notification of a message the owner sends again. */
export const ResendSchema = z.object(
  {
    notification: z.enum(["owner", "acknowledgement", "webhook"], { error: "notification must be owner, acknowledgement or webhook" }),
  },
  { error: "Request body must be a JSON object" },
);
export type ResendInput = z.infer<typeof ResendSchema>;

/** The owner's switches in Settings › Notifications. */
export const NotificationSettingsUpdateSchema = z.object(
  { acknowledgements: z.boolean({ error: "acknowledgements must be true or false" }) },
  { error: "Request body must be a JSON object" },
);
