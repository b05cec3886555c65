import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { MailSettingsUpdate } from "#app/modules/notifications/mail-settings.schema.ts";
import type { MailSettingsView, MailTestResult } from "#app/modules/notifications/mail-settings.ts";
import type { MailSettings } from "#app/modules/notifications/mail-settings.service.server.ts";
import type { Notifier } from "#app/modules/notifications/notifier.server.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { findOwnerLanguageRow } from "./messages.repository.server.ts";

const MAIL_TARGET = { type: "setting", id: "mail.smtp" };

function mailOf(notifier: Notifier | undefined): MailSettings {
  if (!notifier?.mail) throw new AppError("UNAVAILABLE", "E-mail cannot be set up on this server");
  return notifier.mail;
}

/** Settings › E-mail (issue 30): the form's values; the password only as "set" or not. */
export async function readMailSettings(notifier: Notifier | undefined): Promise<MailSettingsView> {
  return mailOf(notifier).view();
}

/** Saves the form and records who changed what (never the password: only whether it was kept, replaced or cleared). */
export async function updateMailSettings(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  notifier: Notifier | undefined,
  update: MailSettingsUpdate,
  actor: AuditActor,
): Promise<MailSettingsView> {
  // A new content version in the same transaction: the privacy notice, which names the SMTP host, changes at once.
  const view = await mailOf(notifier).save(
    update,
    (trx, details) => recordAuditEvent(trx, actor, { action: "settings.mail_updated", target: MAIL_TARGET, details }),
    (write) => contentVersion.commit(db, write),
  );
  notifier?.wake();
  return view;
}

/** Sends a test e-mail to the owner's address now and says what happened; the attempt is in the audit log. */
export async function sendTestMail(db: Kysely<Database>, notifier: Notifier | undefined, actor: AuditActor): Promise<MailTestResult> {
  const language = (await findOwnerLanguageRow(db)) === "pt" ? "pt" : "en";
  return mailOf(notifier).sendTest(
    (conn, details, outcome) => recordAuditEvent(conn, actor, { action: "settings.mail_tested", outcome, target: MAIL_TARGET, details }),
    language,
  );
}
