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

export const MessageFilterSchema = z.object({
  kind: z.enum(MESSAGE_KINDS, { error: "kind must be contact or speaking" }).optional(),
  status: z.enum(INVITATION_STATUSES, { error: `status must be one of: ${INVITATION_STATUSES.join(", ")}` }).optional(),
});
export type MessageFilter = z.infer<typeof MessageFilterSchema>;
