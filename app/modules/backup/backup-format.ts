import "#app/lib/zod-config.ts";
import { z } from "zod";

/**
 * The portable backup archive (ADR 022): a gzip'd tar holding `manifest.json` first, then one
 * `tables/<table>.json` per table in restore order, then `images/<file>` with every stored image's
 * bytes. The manifest names every other entry with its size and SHA-256.
 */
export const BACKUP_FORMAT = "executive-site-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_PATH = "manifest.json";

/** A table the archive carries, and the columns that order its rows (so two dumps compare equal). */
export interface BackupTable {
  name: string;
  key: readonly string[];
}

/**
 * Every table that holds the owner's data, parents before children (the order rows are restored in).
 * A table the schema gains must be added here or to EXCLUDED_TABLES: a test fails until it is.
 */
export const BACKUP_TABLES: readonly BackupTable[] = [
  { name: "users", key: ["id"] },
  { name: "recovery_codes", key: ["code_hash"] },
  { name: "passkeys", key: ["id"] },
  { name: "audit_events", key: ["id"] },
  { name: "settings", key: ["key"] },
  { name: "categories", key: ["id"] },
  { name: "images", key: ["id"] },
  { name: "image_variants", key: ["image_id", "name"] },
  { name: "articles", key: ["id"] },
  { name: "article_slugs", key: ["id"] },
  { name: "article_revisions", key: ["id"] },
  { name: "article_drafts", key: ["slot"] },
  { name: "article_preview_links", key: ["id"] },
  { name: "messages", key: ["id"] },
  { name: "outbox", key: ["id"] },
  { name: "outbox_attempts", key: ["id"] },
  { name: "site_content_revisions", key: ["id"] },
  { name: "talks", key: ["id"] },
  { name: "testimonials", key: ["id"] },
  { name: "analytics_rollups", key: ["day"] },
  { name: "analytics_daily", key: ["day", "metric", "key"] },
  { name: "newsletter_subscribers", key: ["id"] },
  { name: "newsletter_marks", key: ["article_id", "language"] },
  { name: "newsletter_sends", key: ["id"] },
  { name: "pages", key: ["id"] },
  { name: "page_revisions", key: ["id"] },
  { name: "page_drafts", key: ["slot"] },
];

/** Tables a backup leaves out on purpose, with the reason. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: "sign-ins end with a move: the owner signs in again with the same password",
  throttles: "sign-in and form rate-limit counters are short-lived",
  login_challenges: "a sign-in's second step lives five minutes",
  webauthn_challenges: "a passkey ceremony's challenge lives minutes",
  content_changes: "the instances' log of recent content writes: a restore starts every instance's view again",
  share_cards: "drawn share cards are drawn again from the content on first request",
  // Search rows (ADR 041) and, on SQLite, the FTS5 table's own storage.
  article_search: "search rows are made again from the articles after a restore",
  article_search_config: "part of article_search (SQLite's FTS5 storage)",
  article_search_content: "part of article_search (SQLite's FTS5 storage)",
  article_search_data: "part of article_search (SQLite's FTS5 storage)",
  article_search_docsize: "part of article_search (SQLite's FTS5 storage)",
  article_search_idx: "part of article_search (SQLite's FTS5 storage)",
  account_tokens: "an e-mail verification or password-reset link lives minutes to a day",
  analytics_events: "raw analytics events live ANALYTICS_RETENTION_DAYS; the daily aggregates are kept",
  analytics_salts: "a day's salt must never outlive its day (a visitor's hash could be linked again)",
  kysely_migration: "the target is migrated by the code that restores",
  kysely_migration_lock: "the target is migrated by the code that restores",
};

/** The one binary column: image bytes travel as files under images/, not inside the JSON. */
export const FILE_COLUMNS: Readonly<Record<string, { column: string; path: (row: Record<string, unknown>) => string }>> = {
  image_variants: { column: "bytes", path: (row) => `images/${String(row.image_id)}${String(row.name)}` },
};

const SHA256 = z.string().regex(/^[0-9a-f]{64}$/);
const ENTRY_PATH = z.string().regex(/^(?:tables\/[a-z0-9_]{1,63}\.json|images\/[A-Za-z0-9_-]{1,64}(?:-w\d{2,5})?\.[a-z]{3,4})$/);

export const BackupEntrySchema = z.object({ path: ENTRY_PATH, bytes: z.number().int().nonnegative(), sha256: SHA256 });
export type BackupEntry = z.infer<typeof BackupEntrySchema>;

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.string(),
  source: z.object({
    engine: z.enum(["sqlite", "postgres"]),
    /** The last migration the source database had run: the archive's schema. */
    schema: z.string(),
  }),
  tables: z.array(BackupEntrySchema.extend({ table: z.string().regex(/^[a-z0-9_]{1,63}$/), rows: z.number().int().nonnegative() })),
  files: z.array(BackupEntrySchema),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

/** A value in a table file: what both engines store (ADR 004), or a reference to a file of the archive. */
const CellSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.strictObject({ $file: ENTRY_PATH })]);
export const TableFileSchema = z.array(z.record(z.string().regex(/^[a-z0-9_]{1,63}$/), CellSchema));
export type BackupRow = z.infer<typeof TableFileSchema>[number];

export function isFileReference(value: unknown): value is { $file: string } {
  return typeof value === "object" && value !== null && "$file" in value;
}

/** What a backup or a restore did, for the command line and the logs. */
export interface BackupSummary {
  tables: { table: string; rows: number }[];
  files: number;
  bytes: number;
}
