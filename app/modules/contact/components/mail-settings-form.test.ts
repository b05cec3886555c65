import { describe, expect, it } from "vitest";
import { MailSettingsUpdateSchema } from "#app/modules/notifications/mail-settings.schema.ts";
import type { MailSettingsView } from "#app/modules/notifications/mail-settings.ts";
import { MAIL_SETTINGS_ADMIN_TEXT } from "../mail-settings-admin-text.ts";
import { firstMailFieldWrong, type MailFormValues, mailFieldErrors, mailFormValuesOf, mailSettingsBody } from "./mail-settings-form.ts";

const typed: MailFormValues = { host: " smtp.example.com ", port: "465", security: "tls", user: " me ", password: "", from: "", ownerEmail: " me@example.com " };

describe("Settings › E-mail: the form's values and body", () => {
  it("shows saved settings with 587 when no port is stored and never the password", () => {
    const view = { host: "h", port: null, security: "starttls", user: "u", passwordSet: true, from: "", ownerEmail: "o@example.com", source: "database" } as unknown as MailSettingsView;
    expect(mailFormValuesOf(view)).toEqual({ host: "h", port: "587", security: "starttls", user: "u", password: "", from: "", ownerEmail: "o@example.com" });
  });

  it("trims text, sends the port as a number and keeps, clears or replaces the stored password", () => {
    expect(mailSettingsBody(typed, false)).toEqual({ host: "smtp.example.com", port: 465, security: "tls", user: "me", password: null, from: "", ownerEmail: "me@example.com" });
    expect(mailSettingsBody(typed, true).password).toBe("");
    expect(mailSettingsBody({ ...typed, password: "secret" }, false).password).toBe("secret");
    expect(mailSettingsBody({ ...typed, password: "secret" }, true).password).toBe("");
  });

  it("marks each wrong field once, in the owner's language, and focuses the first in the form's order", () => {
    const t = MAIL_SETTINGS_ADMIN_TEXT.pt;
    const parsed = MailSettingsUpdateSchema.safeParse(mailSettingsBody({ ...typed, port: "0", from: "not an address", ownerEmail: "" }, false));
    expect(parsed.success).toBe(false);
    const errors = mailFieldErrors(parsed.error?.issues ?? [], t.fieldErrors);
    expect(errors).toEqual({ port: t.fieldErrors.port, from: t.fieldErrors.from, ownerEmail: t.fieldErrors.ownerEmail });
    expect(firstMailFieldWrong(errors)).toBe("port");
    expect(mailFieldErrors([{ path: ["security"] }], t.fieldErrors)).toEqual({});
  });
});
