import "#app/lib/zod-config.ts";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./user.ts";

const MAX = 200;

export const LoginInputSchema = z.object(
  {
    username: z
      .string({ error: "Username is required" })
      .trim()
      .min(1, "Username is required")
      .max(MAX, "Invalid username or password"),
    password: z
      .string({ error: "Password is required" })
      .min(1, "Password is required")
      .max(MAX, "Invalid username or password"),
  },
  { error: "Request body must be a JSON object" },
);
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const ChangePasswordInputSchema = z
  .object(
    {
      currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(MAX),
      newPassword: z
        .string({ error: "New password is required" })
        .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters`)
        .max(MAX, `New password must be at most ${MAX} characters`),
      confirmPassword: z.string({ error: "Confirm the new password" }),
    },
    { error: "Request body must be a JSON object" },
  )
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "The new passwords do not match",
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** `POST /api/init`: no body, or the setup token when the server has one (`SETUP_TOKEN`). */
export const InitInputSchema = z
  .object(
    { setupToken: z.string({ error: "The setup token must be text" }).max(MAX, "The setup token is not correct").optional() },
    { error: "Request body must be a JSON object" },
  )
  .optional();
export type InitInput = z.infer<typeof InitInputSchema>;
