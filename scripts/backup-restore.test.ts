import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#app/db/database.ts";
import { createArchiveWriter, readArchive, sha256Hex } from "#app/modules/backup/backup-archive.server.ts";
import { BACKUP_TABLES, MANIFEST_PATH } from "#app/modules/backup/backup-format.ts";
import { listUnclassifiedTables, SHIPPED_ROWS_UPDATED_AT } from "#app/modules/backup/backup.service.server.ts";
import { SITE_CONTENT_PT } from "#app/content/site-content.pt.ts";
import { articlePayload, categoryPayload, photoBytes, uploadImage } from "#tests/factories.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

const exec = promisify(execFile);
const CONTENT_VERSION_KEY = "content_version";

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node scripts/<script>.ts` against `database`, as the owner would with DATABASE_URL or DATA_DIR. */
async function runCli(script: "backup" | "restore", database: TestDatabase, args: string[]): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  if (database.engine === "postgres") env.DATABASE_URL = database.location;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = path.dirname(database.location);
  }
  try {
    const { stdout, stderr } = await exec(process.execPath, [`scripts/${script}.ts`, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every row of every backed-up table, ordered, binary values included (what a lossless restore must keep). */
async function dumpTables(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const loose = db as unknown as Kysely<any>;
  const dump: Record<string, unknown[]> = {};
  for (const { name, key } of BACKUP_TABLES) {
    let query = loose.selectFrom(name).selectAll();
    for (const column of key) query = query.orderBy(column);
    const rows = (await query.execute()) as Record<string, unknown>[];
    dump[name] = rows
      .filter((row) => !(name === "settings" && row.key === CONTENT_VERSION_KEY))
      .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? Buffer.from(v).toString("base64") : v])));
  }
  return dump;
}

/** Rows of the backed-up tables, leaving out those a fresh database gets from its migrations (the sample testimonials). */
async function countAllRows(db: Kysely<Database>): Promise<number> {
  const dump = await dumpTables(db);
  return Object.entries(dump).reduce(
    (sum, [table, rows]) => sum + rows.filter((row) => SHIPPED_ROWS_UPDATED_AT[table] === undefined || (row as { updated_at?: unknown }).updated_at !== SHIPPED_ROWS_UPDATED_AT[table]).length,
    0,
  );
}

/** A site with one of everything, in both languages, with characters that break naive encoders. */
async function fillSite(server: TestServer): Promise<{ password: string; username: string }> {
  const admin = await server.signInAdmin();
  const token = admin.token;
  const category = await server.request("POST", "/api/categories", { token, body: categoryPayload({ description: null }) });
  await server.request("POST", "/api/categories", { token, body: categoryPayload({ name: "Estratégia & \"IA\" 🚀" }) });
  const cover = await uploadImage(server, token, await photoBytes(900, 600));
  await uploadImage(server, token, await photoBytes(200, 300));
  await server.request("POST", "/api/articles", {
    token,
    body: articlePayload({
      coverImage: cover.url,
      categoryId: category.body.id,
      featured: true,
      content: "<p>Línea 1 — «quoted» \\ back\\slash</p><p>second\nline ✓</p>",
      pt: { title: "Título em português", excerpt: "Resumo", content: "<p>Conteúdo em português, longo o bastante.</p>" },
    }),
  });
  await server.request("POST", "/api/articles", { token, body: articlePayload({ published: false, excerpt: null, coverImage: null }) });
  await server.request("POST", "/api/messages", {
    body: { kind: "contact", name: "Zoë O'Brien", email: "zoe@example.com", message: "Olá! Can we talk?\nThanks 🙏", language: "pt" },
  });
  await server.request("POST", "/api/messages", {
    body: {
      kind: "speaking",
      name: "Event Team",
      email: "events@example.com",
      eventDetails: "Summit",
      message: "Keynote invitation",
      eventName: "Future Summit",
      eventDate: "2027-03-04",
      audienceSize: 1200,
      utmSource: "newsletter",
    },
  });
  await server.request("PUT", "/api/notifications/settings", { token, body: { acknowledgements: false } });
  const content = structuredClone(SITE_CONTENT_PT) as any;
  content.taglines[0] = "Um slogan salvo antes do backup — «com aspas» e emoji 🌱";
  content.hero.image = { ...content.hero.image, src: cover.url, width: cover.width, height: cover.height, credit: "Foto: Estúdio" };
  expect((await server.request("PUT", "/api/site-content/pt", { token, body: content })).status).toBe(200);
  const talk = { eventName: "Cúpula de IA", title: "Raízes", date: "2031-04-05", city: "São Paulo", country: "BR", language: "pt", videoUrl: "https://v.example.com/1" };
  expect((await server.request("POST", "/api/talks", { token, body: talk })).status).toBe(201);
  return admin;
}

describe("the backup's table list", () => {
  it.each(ENGINES)("names every table of the schema as backed up or left out on purpose (%s)", async (engine) => {
    const database = await createTestDatabase(engine);
    try {
      expect(await listUnclassifiedTables(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

const DIRECTIONS = ENGINES.flatMap((from) => ENGINES.map((to) => [from, to] as const));

describe.each(DIRECTIONS)("backup on %s, restore on %s", (from, to) => {
  let source: TestServer;
  let admin: { username: string; password: string };
  let dir: string;

  beforeAll(async () => {
    source = await startTestServer(from);
    admin = await fillSite(source);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
  });
  afterAll(async () => {
    await source.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("restores every row and every image byte, and the owner signs in with the same password", async () => {
    const file = path.join(dir, "site.tar.gz");
    const backup = await runCli("backup", source.database, ["--out", file]);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${file}`);

    const target = await createTestDatabase(to);
    const restored = await startTestServer(to, { database: target });
    try {
      const result = await runCli("restore", target, [file]);
      expect(result.stderr).toBe("");
      expect(result.code).toBe(0);
      // 900 px wide: .webp, -w480.webp and .jpg; 200 px wide: .webp and .jpg.
      expect(result.stdout).toContain("image files: 5");

      const restoredTables = await dumpTables(target.db);
      expect(restoredTables).toEqual(await dumpTables(source.database.db));
      expect(restoredTables.site_content_revisions).toHaveLength(1);
      expect(restoredTables.talks).toHaveLength(1);
      // The restored site shows the restored content.
      const page = await restored.request("GET", "/api/site-content/pt", { token: (await restored.request("POST", "/api/auth/login", { body: { username: admin.username, password: admin.password } })).body.token });
      expect(page.body.content.taglines[0]).toBe("Um slogan salvo antes do backup — «com aspas» e emoji 🌱");
      const login = await restored.request("POST", "/api/auth/login", { body: { username: admin.username, password: admin.password } });
      expect(login.status).toBe(200);
      // New rows get new ids after the restored ones (PostgreSQL's identity sequences moved past them).
      const category = await restored.request("POST", "/api/categories", { token: login.body.token, body: categoryPayload() });
      expect(category.status).toBe(201);
      expect(category.body.id).toBe(3);
      const article = await restored.request("GET", "/api/articles/admin/all", { token: login.body.token });
      // The Portuguese version (it also carries its own slug and publication state, ADR 020).
      expect(article.body.find((a: { pt: unknown }) => a.pt !== null)?.pt).toMatchObject({
        title: "Título em português",
        excerpt: "Resumo",
        content: "<p>Conteúdo em português, longo o bastante.</p>",
      });
    } finally {
      await restored.close();
    }
  });
});

interface Entry {
  path: string;
  bytes: Buffer;
}

async function readEntries(file: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for await (const entry of readArchive(fs.createReadStream(file), () => {})) entries.push(entry);
  return entries;
}

async function writeEntries(file: string, entries: Entry[]): Promise<void> {
  const writer = createArchiveWriter(fs.createWriteStream(file), new Date());
  for (const entry of entries) await writer.add(entry.path, entry.bytes);
  await writer.finish();
}

/** The archive with one entry's bytes replaced (and, when `fixManifest`, the manifest's checksum updated to match). */
function replaceEntry(entries: Entry[], target: string, change: (bytes: Buffer) => Buffer, fixManifest = false): Entry[] {
  const next = entries.map((entry) => (entry.path === target ? { ...entry, bytes: change(entry.bytes) } : entry));
  if (!fixManifest) return next;
  const changed = next.find((entry) => entry.path === target);
  return next.map((entry) => {
    if (entry.path !== MANIFEST_PATH || !changed) return entry;
    const manifest = JSON.parse(entry.bytes.toString()) as { tables: { path: string; bytes: number; sha256: string }[] };
    for (const listed of manifest.tables) {
      if (listed.path === target) Object.assign(listed, { bytes: changed.bytes.length, sha256: sha256Hex(changed.bytes) });
    }
    return { ...entry, bytes: Buffer.from(JSON.stringify(manifest)) };
  });
}

/** A ustar header for a plain file claiming `size` bytes (its bytes need not follow). */
function tarHeader(name: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, "utf8");
  header.write("0000644\0", 100);
  header.write("0000000\0", 108);
  header.write("0000000\0", 116);
  header.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
  header.write(`${Math.floor(Date.now() / 1000).toString(8).padStart(11, "0")}\0`, 136);
  header.write("        ", 148);
  header.write("0", 156);
  header.write("ustar\0", 257);
  header.write("00", 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148);
  return header;
}

/**
 * The review's archive (issue 22, finding 9): the real manifest, then an entry it does not list that
 * claims 1 GiB and holds 1 GiB of zeros, about 1 MB compressed (gzip members of 1 MiB of zeros each).
 */
function archiveWithHugeEntry(manifest: Buffer): Buffer {
  const padding = (length: number) => Buffer.alloc((512 - (length % 512)) % 512);
  const head = Buffer.concat([tarHeader(MANIFEST_PATH, manifest.length), manifest, padding(manifest.length), tarHeader("images/huge.jpg", 2 ** 30)]);
  const zeros = zlib.gzipSync(Buffer.alloc(2 ** 20));
  return Buffer.concat([zlib.gzipSync(head), ...Array.from({ length: 1024 }, () => zeros)]);
}

/** Runs the restore CLI, sampling its resident memory peak (VmHWM); killed after `timeoutMs`. */
async function restoreWithPeakMemory(database: TestDatabase, archive: string, timeoutMs: number): Promise<{ code: number | null; stderr: string; peakKb: number; ms: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  if (database.engine === "postgres") env.DATABASE_URL = database.location;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = path.dirname(database.location);
  }
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/restore.ts", archive], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let peakKb = 0;
  const sample = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // exited between two samples
    }
  }, 10);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  clearInterval(sample);
  clearTimeout(timer);
  return { code, stderr, peakKb, ms: performance.now() - started };
}

describe.each(ENGINES)("npm run restore refuses (%s)", (engine) => {
  let source: TestServer;
  let dir: string;
  let good: string;
  let entries: Entry[];
  let target: TestDatabase | undefined;

  beforeAll(async () => {
    source = await startTestServer(engine);
    await fillSite(source);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
    good = path.join(dir, "good.tar.gz");
    expect((await runCli("backup", source.database, ["--out", good])).code).toBe(0);
    entries = await readEntries(good);
  });
  afterAll(async () => {
    await source.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await target?.close();
    target = undefined;
  });

  async function restoreInto(archive: string, args: string[] = []): Promise<CliResult> {
    target ??= await createTestDatabase(engine);
    return runCli("restore", target, [archive, ...args]);
  }

  it("starts the archive with its manifest, then one file per table, then the images", () => {
    expect(entries[0]?.path).toBe(MANIFEST_PATH);
    const manifest = JSON.parse(entries[0]?.bytes.toString() ?? "{}");
    expect(manifest).toMatchObject({ format: "executive-site-backup", formatVersion: 1, source: { engine } });
    expect(entries.slice(1, 1 + BACKUP_TABLES.length).map((e) => e.path)).toEqual(BACKUP_TABLES.map((t) => `tables/${t.name}.json`));
    expect(entries.slice(1 + BACKUP_TABLES.length).every((e) => /^images\/[A-Za-z0-9_-]{22}(-w\d+)?\.(webp|jpg)$/.test(e.path))).toBe(true);
    const users = JSON.parse(entries.find((e) => e.path === "tables/users.json")?.bytes.toString() ?? "[]");
    expect(users[0].password_hash).toMatch(/^scrypt/);
    expect(entries.some((e) => e.path.includes("sessions"))).toBe(false);
  });

  it("a truncated archive, saying so, and writes nothing", async () => {
    const truncated = path.join(dir, "truncated.tar.gz");
    const bytes = fs.readFileSync(good);
    fs.writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const result = await restoreInto(truncated);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Restore refused: The archive is damaged or truncated");
    expect(result.stderr).toContain("Nothing was restored.");
    expect(await countAllRows(target!.db)).toBe(0);
  });

  it("a table file changed after the backup (checksum), and writes nothing", async () => {
    const tampered = path.join(dir, "tampered.tar.gz");
    await writeEntries(tampered, replaceEntry(entries, "tables/articles.json", (b) => Buffer.from(b.toString().replace("Title of", "Hacked of"))));
    const result = await restoreInto(tampered);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("tables/articles.json does not match its checksum in the manifest: the archive was altered or damaged.");
    expect(await countAllRows(target!.db)).toBe(0);
  });

  it("an image changed after the backup, and writes nothing", async () => {
    const image = entries.find((e) => e.path.startsWith("images/"))?.path ?? "";
    const tampered = path.join(dir, "image.tar.gz");
    await writeEntries(tampered, replaceEntry(entries, image, (b) => Buffer.concat([b.subarray(0, 100), Buffer.from([b[100]! ^ 1]), b.subarray(101)])));
    const result = await restoreInto(tampered);
    expect(result.stderr).toContain(`${image} does not match its checksum in the manifest`);
    expect(await countAllRows(target!.db)).toBe(0);
  });

  it("an archive missing an image its manifest lists", async () => {
    const image = entries.find((e) => e.path.startsWith("images/"))?.path ?? "";
    const incomplete = path.join(dir, "incomplete.tar.gz");
    await writeEntries(incomplete, entries.filter((e) => e.path !== image));
    const result = await restoreInto(incomplete);
    expect(result.stderr).toContain(`The archive lacks ${image}, which its manifest lists: it is incomplete.`);
    expect(await countAllRows(target!.db)).toBe(0);
  });

  it("an unlisted entry that claims 1 GiB, at once and without buffering it", async () => {
    const huge = path.join(dir, "huge.tar.gz");
    fs.writeFileSync(huge, archiveWithHugeEntry(entries[0]?.bytes ?? Buffer.alloc(0)));
    target ??= await createTestDatabase(engine);
    const result = await restoreWithPeakMemory(target, huge, 30_000);
    expect(result.stderr).toContain("Restore refused: The archive holds images/huge.jpg, which its manifest does not list: it was altered. Nothing was restored.");
    expect(result.code).toBe(1);
    // Node, Kysely and the driver take about 100 MB; the entry would take more than 1 GB.
    expect(result.peakKb, `peak ${result.peakKb} kB`).toBeLessThan(250 * 1024);
    // Node's start, the migrations and the refusal: seconds on a busy machine, where reading the entry took 13 s unloaded.
    expect(result.ms).toBeLessThan(20_000);
    expect(await countAllRows(target.db)).toBe(0);
  }, 60_000);

  it("an encrypted backup with the wrong passphrase; the right one restores it (ADR 032)", async () => {
    const sealed = path.join(dir, "sealed.tar.gz.enc");
    const passphrase = "correct horse battery staple";
    process.env.BACKUP_PASSPHRASE = passphrase;
    try {
      expect((await runCli("backup", source.database, ["--out", sealed, "--encrypt"])).code).toBe(0);
      expect(fs.readFileSync(sealed).subarray(0, 17).toString()).toBe("EXSITE-BACKUP-ENC");
      process.env.BACKUP_PASSPHRASE = "a different passphrase";
      const wrong = await restoreInto(sealed);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain("Restore refused: The passphrase is wrong, or the archive was altered. Nothing was restored.");
      expect(await countAllRows(target!.db)).toBe(0);
      process.env.BACKUP_PASSPHRASE = passphrase;
      const right = await restoreInto(sealed);
      expect(right.stderr).toBe("");
      expect(right.code).toBe(0);
      expect(await dumpTables(target!.db)).toEqual(await dumpTables(source.database.db));
    } finally {
      delete process.env.BACKUP_PASSPHRASE;
    }
  }, 120_000);

  it("a file that is not a backup, and a backup of a newer format", async () => {
    const notAnArchive = path.join(dir, "notes.txt");
    fs.writeFileSync(notAnArchive, "just some text");
    expect((await restoreInto(notAnArchive)).stderr).toContain("The archive is damaged or truncated");
    const newer = path.join(dir, "newer.tar.gz");
    await writeEntries(newer, replaceEntry(entries, MANIFEST_PATH, (b) => Buffer.from(b.toString().replace('"formatVersion": 1', '"formatVersion": 2'))));
    expect((await restoreInto(newer)).stderr).toContain(
      "This backup uses format version 2; this version of the site reads version 1. Update the site, then restore.",
    );
    expect(await countAllRows(target!.db)).toBe(0);
  });

  it("a database that is not empty unless told --force, which replaces everything", async () => {
    target = await createTestDatabase(engine);
    const other = await startTestServer(engine, { database: target });
    try {
      await other.signInAdmin();
      await other.request("POST", "/api/categories", { token: (await other.signInAdmin()).token, body: categoryPayload() });
      const refusedResult = await runCli("restore", target, [good]);
      expect(refusedResult.code).toBe(1);
      // The sign-ins left audit events too: every table that holds rows is named.
      expect(refusedResult.stderr).toMatch(/The database is not empty \(1 users, \d+ audit events, 1 categories\)/);
      expect(refusedResult.stderr).toContain("add --force to replace everything in it");

      const forced = await runCli("restore", target, [good, "--force"]);
      expect(forced.code).toBe(0);
      expect(await dumpTables(target.db)).toEqual(await dumpTables(source.database.db));
    } finally {
      // The server closes the target database; the afterEach must not close it twice.
      await other.close();
      target = undefined;
    }
  });

  it("an archive whose rows break a constraint, rolling back even the --force clean-up", async () => {
    target = await createTestDatabase(engine);
    const other = await startTestServer(engine, { database: target });
    try {
      await other.request("POST", "/api/categories", { token: (await other.signInAdmin()).token, body: categoryPayload() });
      const before = await dumpTables(target.db);
      const broken = path.join(dir, "broken.tar.gz");
      // Valid checksums, but an article in a category that does not exist: only the database can tell.
      const changed = replaceEntry(entries, "tables/articles.json", (b) => Buffer.from(b.toString().replace(/"category_id":\d+/, '"category_id":999')), true);
      await writeEntries(broken, changed);
      const result = await runCli("restore", target, [broken, "--force"]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("The database refused a row of tables/articles.json");
      expect(result.stderr).toContain("Nothing was restored.");
      expect(await dumpTables(target.db)).toEqual(before);
    } finally {
      await other.close();
      target = undefined;
    }
  });
});
