import "#app/lib/zod-config.ts";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "#app/lib/user.ts";

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

const PASSKEY_MESSAGE = "Send the passkey's answer as WebAuthn JSON (from @simplewebauthn/browser)";
const base64url = z.string({ error: PASSKEY_MESSAGE }).max(16_384, PASSKEY_MESSAGE).regex(/^[A-Za-z0-9_-]*$/, PASSKEY_MESSAGE);
const credentialFields = {
  id: base64url.min(1, PASSKEY_MESSAGE),
  rawId: base64url.min(1, PASSKEY_MESSAGE),
  type: z.literal("public-key", { error: PASSKEY_MESSAGE }),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.string().max(40).optional(),
};

/** A `navigator.credentials.create()` answer, as @simplewebauthn/browser sends it. */
export const PasskeyRegistrationInputSchema = z.object(
  {
    response: z.looseObject(
      {
        ...credentialFields,
        response: z.looseObject({ clientDataJSON: base64url, attestationObject: base64url, transports: z.array(z.string().max(40)).max(10).optional() }, { error: PASSKEY_MESSAGE }),
      },
      { error: PASSKEY_MESSAGE },
    ),
    name: z.string({ error: "The passkey name must be text" }).trim().max(60, "The passkey name must be at most 60 characters").optional(),
  },
  { error: "Request body must be a JSON object" },
);

/** A `navigator.credentials.get()` answer, as @simplewebauthn/browser sends it. */
const passkeyAnswer = z.looseObject(
  {
    ...credentialFields,
    response: z.looseObject(
      { clientDataJSON: base64url, authenticatorData: base64url, signature: base64url, userHandle: base64url.optional() },
      { error: PASSKEY_MESSAGE },
    ),
  },
  { error: PASSKEY_MESSAGE },
);

/** A `navigator.credentials.get()` answer; `challenge` when it finishes a password sign-in. */
export const PasskeyLoginInputSchema = z.object(
  {
    response: passkeyAnswer,
    challenge: z.string().min(1).max(MAX, CHALLENGE_MISSING).optional(),
  },
  { error: "Request body must be a JSON object" },
);

export const PasskeyOptionsInputSchema = z
  .object({ challenge: z.string().min(1).max(MAX, CHALLENGE_MISSING).optional() }, { error: "Request body must be a JSON object" })
  .optional();

const EMAIL_MAX = 254;
const emailField = z
  .string({ error: "Enter an e-mail address" })
  .trim()
  .min(1, "Enter an e-mail address")
  .max(EMAIL_MAX, "Enter a valid e-mail address")
  .pipe(z.email({ error: "Enter a valid e-mail address" }))
  .transform((value) => value.toLowerCase());

/** `PATCH /api/auth/me`: the admin's language (issue 26). */
export const AccountUpdateSchema = z.object(
  { language: z.enum(["en", "pt"], { error: "language must be en or pt" }) },
  { error: "Request body must be a JSON object" },
);
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>;

/** `POST /api/auth/email`: a new account address, confirmed with the current password. */
export const AccountEmailInputSchema = z.object(
  {
    email: emailField,
    currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(MAX, "The current password is not correct"),
  },
  { error: "Request body must be a JSON object" },
);
export type AccountEmailInput = z.infer<typeof AccountEmailInputSchema>;

const LINK_TOKEN = z.string({ error: "The link is not valid" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "The link is not valid");

/** `POST /api/auth/email/verify`: the token of the e-mailed link. */
export const EmailVerificationInputSchema = z.object({ token: LINK_TOKEN }, { error: "Request body must be a JSON object" });

/** `POST /api/auth/password-reset`. */
export const PasswordResetRequestSchema = z.object({ email: emailField }, { error: "Request body must be a JSON object" });

/** `POST /api/auth/password-reset/complete`. */
export const PasswordResetCompletionSchema = z.object(
  {
    token: LINK_TOKEN,
    newPassword: z
      .string({ error: "New password is required" })
      .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .max(MAX, `New password must be at most ${MAX} characters`),
    code: z.string().trim().max(40, "The authentication code is not correct").optional(),
    /** Instead of a code, when the account has a passkey: the answer to `POST /api/auth/password-reset/passkey-options`. */
    passkey: passkeyAnswer.optional(),
  },
  { error: "Request body must be a JSON object" },
);
export type PasswordResetCompletion = z.infer<typeof PasswordResetCompletionSchema>;

/** `POST /api/auth/password-reset/passkey-options {token}`: a passkey challenge for this reset link. */
export const PasswordResetPasskeyOptionsSchema = z.object({ token: LINK_TOKEN }, { error: "Request body must be a JSON object" });

/** A signed-in session as `GET /api/auth/sessions` lists it (ADR 015), for the service and the settings card. */
export interface SessionView {
  id: string;
  current: boolean;
  browser: string;
  os: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}
