import crypto from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/database.ts";
import { recordAuditEvent, type AuditActor } from "#app/modules/audit/audit.service.server.ts";
import {
  deleteMessagesOf,
  deleteOutboxAttemptsOf,
  deleteOutboxOf,
  listMessageRowsOf,
  listOutboxAttemptRowsOf,
  listOutboxRowsOf,
} from "./privacy.repository.server.ts";
import { erasePersonalData as eraseNewsletterData, personalDataOf as newsletterDataOf } from "#app/modules/newsletter/newsletter.service.server.ts";

/**
 * One place the site keeps personal data about an e-mail address (issue 27): what it holds, and how
 * to erase it inside the erasure's transaction. A feature that keeps more adds one line to
 * PERSONAL_DATA_SOURCES; `erase` runs in list order, so a source whose rows others point at comes last.
 */
export interface PersonalDataSource {
  kind: string;
  find: (db: Kysely<Database>, email: string) => Promise<unknown[]>;
  erase: (trx: Transaction<Database>, email: string) => Promise<number>;
}

function withoutSearchText<T extends { search_text?: unknown }>(row: T): Omit<T, "search_text"> {
  const { search_text: _search, ...rest } = row;
  return rest;
}

/** Every source, in erasure order (children before the rows they point at). */
export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  // The subscription, its consent record and the newsletter e-mails queued for it (issue 25). Analytics keeps
  // no address (a daily-salted hash only): it is no source.
  {
    kind: "newsletter",
    find: async (db, email) => {
      const held = await newsletterDataOf(db, email);
      return held.subscriber || held.emails.length > 0 ? [held] : [];
    },
    erase: eraseNewsletterData,
  },
  { kind: "notificationAttempts", find: listOutboxAttemptRowsOf, erase: deleteOutboxAttemptsOf },
  {
    kind: "notifications",
    find: async (db, email) => (await listOutboxRowsOf(db, email)).map((row) => ({ ...row, payload: safeJson(row.payload) })),
    erase: deleteOutboxOf,
  },
  { kind: "messages", find: async (db, email) => (await listMessageRowsOf(db, email)).map(withoutSearchText), erase: deleteMessagesOf },
];

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  data: Record<string, unknown[]>;
}

/** Everything the site holds about `email`, per kind (`GET /api/personal-data`). */
export async function exportPersonalData(db: Kysely<Database>, email: string, sources: readonly PersonalDataSource[] = PERSONAL_DATA_SOURCES): Promise<PersonalDataExport> {
  const data: Record<string, unknown[]> = {};
  for (const source of sources) data[source.kind] = await source.find(db, email);
  return { email, exportedAt: new Date().toISOString(), data };
}

/** The audit log names an erased address only by this (issue 27): the same address gives the same hash. */
export function hashEmail(email: string): string {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

/**
 * Erases everything about `email` in one transaction (`DELETE /api/personal-data`), and records that
 * an erasure happened with the address's hash, never the address. Backups made before are outside it.
 */
export async function erasePersonalData(
  db: Kysely<Database>,
  email: string,
  actor: AuditActor = {},
  sources: readonly PersonalDataSource[] = PERSONAL_DATA_SOURCES,
): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx) => {
    const erased: Record<string, number> = {};
    for (const source of sources) erased[source.kind] = await source.erase(trx, email);
    await recordAuditEvent(trx, actor, {
      action: "message.personal_data_erased",
      target: { type: "person", id: hashEmail(email).slice(0, 16) },
      details: { emailSha256: hashEmail(email), erased },
    });
    return erased;
  });
}
