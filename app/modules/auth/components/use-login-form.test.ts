import { describe, expect, it } from "vitest";
import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { LoginInputSchema } from "../auth.schema.ts";
import { loginFieldErrors } from "./use-login-form.ts";

const issuesOf = (input: unknown) => {
  const parsed = LoginInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues;
};

describe("Sign-in form: its errors, in the admin's language", () => {
  it("names each empty field once, in Portuguese too", () => {
    const pt = ADMIN_DICTIONARIES.pt.text;
    expect(loginFieldErrors(issuesOf({ username: "", password: "" }), pt)).toEqual({ username: pt.usernameRequired, password: pt.passwordRequired });
    expect(loginFieldErrors(issuesOf({ username: "owner", password: "" }), pt)).toEqual({ password: pt.passwordRequired });
  });

  it("has nothing to say about a complete form", () => {
    expect(loginFieldErrors(issuesOf({ username: "owner", password: "secret" }), ADMIN_DICTIONARIES.en.text)).toEqual({});
  });
});
