import type { Readable, Writable } from "node:stream";
import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Database } from "#app/db/database.ts";
import { isPostgres } from "#app/db/dialect.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { bumpContentVersion } from "#app/modules/settings/content-version.service.server.ts";
import { SECRET_SETTING_KEYS } from "#app/modules/settings/secret-settings.ts";
import { createArchiveWriter, NOTHING_RESTORED, readArchive, sha256Hex } from "./backup-archive.server.ts";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_TABLES,
  type BackupEntry,
  type BackupManifest,
  BackupManifestSchema,
  type BackupRow,
  type BackupSummary,
  EXCLUDED_TABLES,
  FILE_COLUMNS,
  isFileReference,
  MANIFEST_PATH,
  TableFileSchema,
} from "./backup-format.ts";
import {
  countTableRows,
  deleteTableRows,
  findBinaryValue,
  findLastMigration,
  insertTableRows,
  listTableShapes,
  listTableRows,
  moveIdSequencePastRows,
  readConsistently,
} from "./backup.repository.server.ts";

/** The largest manifest read (about 150 bytes an entry: hundreds of thousands of images). */
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

/** Rows per INSERT statement while restoring (well under SQLite's bound-parameter limit). */
const RESTORE_BATCH_ROWS = 100;

/** Tables of the live schema that are neither backed up nor excluded on purpose (should be none). */
export async function listUnclassifiedTables(db: Kysely<Database>): Promise<string[]> {
  const known = new Set([...BACKUP_TABLES.map((t) => t.name), ...Object.keys(EXCLUDED_TABLES)]);
  return [...(await listTableShapes(db)).keys()].filter((name) => !known.has(name)).sort();
}

/* ---------------------------------------------------------------- writing */

interface TableDump {
  table: string;
  path: string;
  rows: BackupRow[];
}

interface FileToCopy {
  path: string;
  table: string;
  column: string;
  key: Record<string, unknown>;
}

function toCell(value: unknown): BackupRow[string] {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "bigint") return Number(value);
  throw new Error(`unexpected ${typeof value} value in a table row`);
}

/** Reads every table in one consistent view; binary columns become references to files. */
async function readTables(db: Kysely<Database>, withSecrets: boolean): Promise<{ schema: string; dumps: TableDump[]; files: FileToCopy[] }> {
  return readConsistently(db, async (trx) => {
    const schema = (await findLastMigration(trx)) ?? "none";
    const shapes = await listTableShapes(trx);
    const dumps: TableDump[] = [];
    const files: FileToCopy[] = [];
    for (const { name, key } of BACKUP_TABLES) {
      const columns = shapes.get(name)?.columns;
      if (!columns) throw new Error(`table ${name} is missing from the database`);
      const fileColumn = FILE_COLUMNS[name];
      const listed = await listTableRows(trx, name, columns.filter((c) => c !== fileColumn?.column), key);
      // A secret setting (the sealed SMTP password, ADR 048) travels only in an encrypted archive.
      const rows = name === "settings" && !withSecrets ? listed.filter((row) => !SECRET_SETTING_KEYS.includes(String(row.key))) : listed;
      const dumped = rows.map((row) => {
        const out: BackupRow = {};
        for (const [column, value] of Object.entries(row)) out[column] = toCell(value);
        if (fileColumn) {
          const path = fileColumn.path(row);
          out[fileColumn.column] = { $file: path };
          files.push({ path, table: name, column: fileColumn.column, key: Object.fromEntries(key.map((k) => [k, row[k]])) });
        }
        return out;
      });
      dumps.push({ table: name, path: `tables/${name}.json`, rows: dumped });
    }
    return { schema, dumps, files };
  });
}

/** One row a line: readable, and diffable between two backups. */
function tableFileBytes(rows: BackupRow[]): Buffer {
  return Buffer.from(rows.length === 0 ? "[]\n" : `[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]\n`);
}

async function readFileBytes(db: Kysely<Database>, file: FileToCopy): Promise<Buffer> {
  const bytes = await findBinaryValue(db, file.table, file.column, file.key);
  if (!bytes) throw new AppError("CONFLICT", `${file.path} was deleted while the backup was being written. Run the backup again.`);
  return bytes;
}

/**
 * Writes the whole archive to `output` (a file or an HTTP response). Table rows are read in one
 * consistent view; image bytes (never changed once stored) are read one at a time afterwards, twice:
 * once for the manifest's checksums, which come first in the archive, and once to copy them.
 */
export async function writeBackup(
  db: Kysely<Database>,
  output: Writable,
  options: { downloadedBy?: AuditActor; /** The archive is encrypted: secret settings go in too (ADR 048). */ withSecrets?: boolean } = {},
): Promise<BackupSummary> {
  const { schema, dumps, files } = await readTables(db, options.withSecrets ?? false);
  const tableBytes = dumps.map((dump) => tableFileBytes(dump.rows));
  const fileEntries: BackupEntry[] = [];
  for (const file of files) {
    const bytes = await readFileBytes(db, file);
    fileEntries.push({ path: file.path, bytes: bytes.length, sha256: sha256Hex(bytes) });
  }
  const createdAt = nowIso();
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt,
    source: { engine: isPostgres(db) ? "postgres" : "sqlite", schema },
    tables: dumps.map((dump, i) => {
      const bytes = tableBytes[i] ?? Buffer.alloc(0);
      return { table: dump.table, path: dump.path, rows: dump.rows.length, bytes: bytes.length, sha256: sha256Hex(bytes) };
    }),
    files: fileEntries,
  };

  const writer = createArchiveWriter(output, new Date(createdAt));
  try {
    await writer.add(MANIFEST_PATH, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const [i, dump] of dumps.entries()) await writer.add(dump.path, tableBytes[i] ?? Buffer.alloc(0));
    let total = 0;
    for (const [i, file] of files.entries()) {
      const bytes = await readFileBytes(db, file);
      if (sha256Hex(bytes) !== fileEntries[i]?.sha256) {
        throw new AppError("CONFLICT", `${file.path} changed while the backup was being written. Run the backup again.`);
      }
      total += bytes.length;
      await writer.add(file.path, bytes);
    }
    await writer.finish();
    const summary = { tables: dumps.map((d) => ({ table: d.table, rows: d.rows.length })), files: files.length, bytes: total };
    // A download is recorded once the whole archive has been written out (issue 26).
    if (options.downloadedBy) {
      await recordAuditEvent(db, options.downloadedBy, { action: "backup.downloaded", target: { type: "backup", id: createdAt }, details: { files: summary.files, bytes: summary.bytes } });
    }
    return summary;
  } catch (error) {
    writer.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** `site-backup-2026-11-23T14-05-09Z.tar.gz`: sorts by date, safe in every file system. */
export function backupFileName(at: Date = new Date()): string {
  return `site-backup-${at.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-")}.tar.gz`;
}

/* ---------------------------------------------------------------- reading */

function refused(message: string): AppError {
  return new AppError("VALIDATION", `${message} ${NOTHING_RESTORED}`);
}

function parseManifest(bytes: Buffer, knownMigrations: readonly string[]): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw refused("manifest.json is not valid JSON: the archive is damaged.");
  }
  const format = (json as { format?: unknown; formatVersion?: unknown } | null) ?? {};
  if (format.format !== BACKUP_FORMAT) throw refused("manifest.json does not describe a backup of this site.");
  if (typeof format.formatVersion === "number" && format.formatVersion > BACKUP_FORMAT_VERSION) {
    throw refused(
      `This backup uses format version ${format.formatVersion}; this version of the site reads version ${BACKUP_FORMAT_VERSION}. Update the site, then restore.`,
    );
  }
  const parsed = BackupManifestSchema.safeParse(json);
  if (!parsed.success) throw refused("manifest.json is not a valid backup manifest: the archive is damaged.");
  const manifest = parsed.data;
  if (!knownMigrations.includes(manifest.source.schema)) {
    throw refused(`This backup was made by a newer version of the site (schema ${manifest.source.schema}). Update the site, then restore.`);
  }
  const order = BACKUP_TABLES.map((t) => t.name);
  for (const entry of manifest.tables) {
    if (!order.includes(entry.table)) throw refused(`The backup holds table "${entry.table}", which this version of the site does not restore.`);
    if (entry.path !== `tables/${entry.table}.json`) throw refused(`manifest.json names ${entry.path} for table ${entry.table}: the archive is damaged.`);
  }
  const paths = [...manifest.tables, ...manifest.files].map((e) => e.path);
  if (new Set(paths).size !== paths.length) throw refused("manifest.json lists a file twice: the archive is damaged.");
  return manifest;
}

function parseTableFile(path: string, bytes: Buffer, expectedRows: number | undefined): BackupRow[] {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    throw refused(`${path} is not valid JSON: the archive is damaged.`);
  }
  const parsed = TableFileSchema.safeParse(json);
  if (!parsed.success) throw refused(`${path} does not hold table rows: the archive is damaged.`);
  if (parsed.data.length !== expectedRows) throw refused(`${path} holds ${parsed.data.length} rows where the manifest says ${expectedRows}: the archive is damaged.`);
  return parsed.data;
}

/** Walks the archive: manifest first, then every entry checked against it; `visit` sees each verified entry. */
async function walkArchive(
  source: Readable,
  knownMigrations: readonly string[],
  visit: (entry: { path: string; bytes: Buffer; table?: string; rows?: number }) => Promise<void>,
): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  let expected = new Map<string, BackupEntry & { table?: string; rows?: number }>();
  const seen = new Set<string>();
  // Judged on each entry's header, before its bytes are read: an unlisted or oversize entry is
  // refused at once, whatever size it claims (issue 22: a 1 GiB entry was buffered, then refused).
  const admit = (path: string, declaredBytes: number) => {
    if (!manifest) {
      if (path !== MANIFEST_PATH) throw refused("The archive does not start with manifest.json: it is not a backup of this site.");
      if (declaredBytes > MANIFEST_MAX_BYTES) throw refused(`manifest.json is larger than ${MANIFEST_MAX_BYTES / (1024 * 1024)} MB: it is not a backup of this site.`);
      return;
    }
    const listed = expected.get(path);
    if (!listed) throw refused(`The archive holds ${path}, which its manifest does not list: it was altered.`);
    if (seen.has(path)) throw refused(`The archive holds ${path} twice: it was altered.`);
    // The size is part of what the manifest lists: a different one cannot match the checksum either.
    if (declaredBytes !== listed.bytes) throw refused(`${path} does not match its checksum in the manifest: the archive was altered or damaged.`);
  };
  for await (const entry of readArchive(source, admit)) {
    if (!manifest) {
      manifest = parseManifest(entry.bytes, knownMigrations);
      expected = new Map([...manifest.tables, ...manifest.files].map((e) => [e.path, e]));
      continue;
    }
    const listed = expected.get(entry.path);
    if (!listed) throw refused(`The archive holds ${entry.path}, which its manifest does not list: it was altered.`);
    if (entry.bytes.length !== listed.bytes || sha256Hex(entry.bytes) !== listed.sha256) {
      throw refused(`${entry.path} does not match its checksum in the manifest: the archive was altered or damaged.`);
    }
    seen.add(entry.path);
    await visit({ ...entry, table: listed.table, rows: listed.rows });
  }
  if (!manifest) throw refused("The archive is empty: it is not a backup of this site.");
  const missing = [...expected.keys()].filter((path) => !seen.has(path));
  if (missing.length > 0) {
    throw refused(`The archive lacks ${missing.slice(0, 3).join(", ")}${missing.length > 3 ? ` and ${missing.length - 3} more` : ""}, which its manifest lists: it is incomplete.`);
  }
  return manifest;
}

/** Reads the whole archive without writing anything: every checksum, every table file, every reference. */
export async function verifyBackup(source: Readable, knownMigrations: readonly string[]): Promise<BackupManifest> {
  const references = new Set<string>();
  const manifest = await walkArchive(source, knownMigrations, async (entry) => {
    if (!entry.table) return;
    const rows = parseTableFile(entry.path, entry.bytes, entry.rows);
    for (const row of rows) for (const value of Object.values(row)) if (isFileReference(value)) references.add(value.$file);
  });
  const files = new Set(manifest.files.map((f) => f.path));
  for (const path of references) if (!files.has(path)) throw refused(`A table row refers to ${path}, which the archive lacks: it is incomplete.`);
  for (const path of files) if (!references.has(path)) throw refused(`The archive holds ${path}, which no table row refers to: it was altered.`);
  return manifest;
}

/**
 * Rows a fresh database holds from its migrations, not from its owner: the shipped sample testimonials
 * (migration 2026_11_28_1401) keep this `updated_at` until they are edited.
 */
export const SHIPPED_ROWS_UPDATED_AT: Readonly<Record<string, string>> = { testimonials: "2026-11-28T14:00:00.000Z" };

async function describeContents(db: Kysely<Database>): Promise<string[]> {
  const filled: string[] = [];
  for (const { name } of BACKUP_TABLES) {
    if (name === "settings") continue; // bookkeeping a fresh server may write before anything else
    const count = await countTableRows(db, name, SHIPPED_ROWS_UPDATED_AT[name]);
    if (count > 0) filled.push(`${count} ${name.replaceAll("_", " ")}`);
  }
  return filled;
}

/** Inserts rows; a row the database refuses (a broken reference, a duplicate) names the file it came from. */
async function insertOrExplain(db: Kysely<Database>, path: string, table: string, rows: Record<string, unknown>[]): Promise<void> {
  try {
    await insertTableRows(db, table, rows);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw refused(`The database refused a row of ${path} (${reason}): the backup does not hold together.`);
  }
}

export interface RestoreOptions {
  /** Replace whatever the database holds instead of refusing a database that is not empty. */
  force?: boolean;
  /** The migrations this version of the code knows (the archive's schema must be one of them). */
  knownMigrations: readonly string[];
}

/**
 * Restores an archive into a migrated database, all or nothing: a first read checks every checksum
 * and table file without writing, then one transaction empties the tables (only with `force`; else
 * a database that holds anything is refused) and inserts every row and image, checking the
 * checksums again as it goes. Any failure rolls everything back.
 */
export async function restoreBackup(db: Kysely<Database>, open: () => Readable, options: RestoreOptions): Promise<BackupSummary> {
  const manifest = await verifyBackup(open(), options.knownMigrations);
  return db.transaction().execute(async (trx) => {
    const filled = await describeContents(trx);
    if (filled.length > 0 && !options.force) {
      throw new AppError(
        "CONFLICT",
        `The database is not empty (${filled.join(", ")}). Restore into an empty database, or add --force to replace everything in it. ${NOTHING_RESTORED}`,
      );
    }
    const shapes = await listTableShapes(trx);
    // Sessions point at users: they go with everything else.
    await deleteTableRows(trx, "sessions");
    // Search rows are made again from the restored articles (ADR 041): none of the old ones may stay.
    await deleteTableRows(trx, "article_search");
    for (const { name } of [...BACKUP_TABLES].reverse()) await deleteTableRows(trx, name);

    const waiting = new Map<string, { table: string; row: BackupRow }>();
    let files = 0;
    let bytes = 0;
    await walkArchive(open(), options.knownMigrations, async (entry) => {
      if (entry.table) {
        const rows = parseTableFile(entry.path, entry.bytes, entry.rows);
        const shape = shapes.get(entry.table);
        const columns = new Set(shape?.columns ?? []);
        const ready: BackupRow[] = [];
        for (const row of rows) {
          const unknown = Object.keys(row).find((column) => !columns.has(column));
          if (unknown) throw refused(`${entry.path} has a column "${unknown}" that this version of the site does not have.`);
          const reference = Object.values(row).find(isFileReference);
          if (reference) waiting.set(reference.$file, { table: entry.table, row });
          else ready.push(row);
        }
        for (let i = 0; i < ready.length; i += RESTORE_BATCH_ROWS) {
          await insertOrExplain(trx, entry.path, entry.table, ready.slice(i, i + RESTORE_BATCH_ROWS));
        }
        if (shape?.generatedId) await moveIdSequencePastRows(trx, entry.table);
        return;
      }
      const owner = waiting.get(entry.path);
      if (!owner) throw refused(`The archive holds ${entry.path}, which no table row refers to: it was altered.`);
      waiting.delete(entry.path);
      const row: Record<string, unknown> = { ...owner.row };
      for (const [column, value] of Object.entries(row)) if (isFileReference(value)) row[column] = entry.bytes;
      await insertOrExplain(trx, entry.path, owner.table, [row]);
      files += 1;
      bytes += entry.bytes.length;
    });
    if (waiting.size > 0) throw refused(`A table row refers to ${[...waiting.keys()][0]}, which the archive lacks: it is incomplete.`);
    // Caches of running instances (pages, published articles, site content) start again from the restored data.
    await bumpContentVersion(trx);
    return { tables: manifest.tables.map((t) => ({ table: t.table, rows: t.rows })), files, bytes };
  });
}
