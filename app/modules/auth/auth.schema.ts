import "#app/lib/zod-config.ts";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "./user.ts";

const MAX = 200;
const CHALLENGE_MISSING = "This sign-in has expired. Please sign in again with your password.";

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

/** `POST /api/auth/login/second-factor`: the challenge from the password step and a code. */
export const SecondFactorInputSchema = z.object(
  {
    challenge: z.string({ error: CHALLENGE_MISSING }).min(1, CHALLENGE_MISSING).max(MAX, CHALLENGE_MISSING),
    code: z
      .string({ error: "Authentication code is required" })
      .trim()
      .min(1, "Authentication code is required")
      .max(40, "The authentication code is not correct"),
  },
  { error: "Request body must be a JSON object" },
);
export type SecondFactorInput = z.infer<typeof SecondFactorInputSchema>;

/** Enrolment: the first code the authenticator app shows. */
export const TotpCodeInputSchema = z.object(
  { code: z.string({ error: "Authentication code is required" }).trim().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app") },
  { error: "Request body must be a JSON object" },
);

/** Turning the second factor off, or new recovery codes: the password again. */
export const PasswordConfirmationSchema = z.object(
  { password: z.string({ error: "Password is required" }).min(1, "Password is required").max(MAX, "The password is not correct") },
  { error: "Request body must be a JSON object" },
);
