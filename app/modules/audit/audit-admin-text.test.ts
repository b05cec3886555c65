import { describe, expect, it } from "vitest";
import { AUDIT_ADMIN_TEXT, signInMethodLabel } from "./audit-admin-text.ts";

describe("how a sign-in was made, in the audit log", () => {
  it("is said in the admin's language for every way the server records (issue 30: '(password)' on Portuguese pages)", () => {
    for (const method of ["password", "totp", "recovery", "passkey"]) {
      expect(signInMethodLabel(method, "en")).toBe(AUDIT_ADMIN_TEXT.en.methods[method]);
      expect(signInMethodLabel(method, "pt")).toBe(AUDIT_ADMIN_TEXT.pt.methods[method]);
      expect(signInMethodLabel(method, "pt")).not.toBe(signInMethodLabel(method, "en"));
    }
    expect(signInMethodLabel("password", "pt")).toBe("senha");
  });

  it("shows a way it does not know as stored", () => {
    expect(signInMethodLabel("sso", "pt")).toBe("sso");
  });
});
