import type { z } from "zod";
import type { MailSettingsUpdateSchema } from "#app/modules/notifications/mail-settings.schema.ts";
import type { MailSecurity, MailSettingsView } from "#app/modules/notifications/mail-settings.ts";

/** The fields of Settings › E-mail that can be wrong, in the order the form shows them. */
export const MAIL_FIELDS_CHECKED = ["host", "port", "from", "ownerEmail"] as const;
export type MailField = (typeof MAIL_FIELDS_CHECKED)[number];

/** What the owner types: every value as text, the password empty unless she types a new one. */
export interface MailFormValues {
  host: string;
  port: string;
  security: MailSecurity;
  user: string;
  password: string;
  from: string;
  ownerEmail: string;
}

/** The form's values for saved settings (587 when no port is stored; the password never comes back). */
export function mailFormValuesOf(view: MailSettingsView): MailFormValues {
  return {
    host: view.host,
    port: view.port === null ? "587" : String(view.port),
    security: view.security,
    user: view.user,
    password: "",
    from: view.from,
    ownerEmail: view.ownerEmail,
  };
}

/**
 * The `PUT` body for what was typed: text trimmed, the port a number, and the password null (keep the
 * stored one) when left empty, "" (clear it) when the owner ticked "Clear", the new one otherwise.
 */
export function mailSettingsBody(values: MailFormValues, clearPassword: boolean): z.input<typeof MailSettingsUpdateSchema> {
  return {
    host: values.host.trim(),
    port: Number(values.port),
    security: values.security,
    user: values.user.trim(),
    password: clearPassword ? "" : values.password === "" ? null : values.password,
    from: values.from.trim(),
    ownerEmail: values.ownerEmail.trim(),
  };
}

/** One message per wrong field (the first issue wins), from the schema's issues, for the fields the form marks. */
export function mailFieldErrors(issues: readonly { path: readonly PropertyKey[] }[], messages: Record<MailField, string>): Partial<Record<MailField, string>> {
  const found: Partial<Record<MailField, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as MailField;
    if (field in messages) found[field] ??= messages[field];
  }
  return found;
}

/** The first wrong field in the form's order, to move focus to. */
export const firstMailFieldWrong = (errors: Partial<Record<MailField, string>>): MailField | undefined => MAIL_FIELDS_CHECKED.find((field) => errors[field]);
