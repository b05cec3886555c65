import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./database.ts";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data lives, for logs (never includes a password). */
  description: string;
  close: () => Promise<void>;
  /** PostgreSQL's connection pool right now (metrics); absent on SQLite, which has one connection. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** Where the pool's connection errors are reported (default: console.error). */
  log?: (text: string) => void;
}

export type DatabaseConfig =
  | { engine: "sqlite"; file: string }
  | { engine: "postgres"; url: string; poolSize?: number };

const PG_CONNECT_TIMEOUT_MS = 5_000;
const PG_QUERY_TIMEOUT_MS = 15_000;
const SQLITE_BUSY_TIMEOUT_MS = 5_000;

// COUNT(*) and BIGINT come back from pg as strings; our counts always fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(config: DatabaseConfig, options: OpenDatabaseOptions = {}): DatabaseHandle {
  const log = options.log ?? ((text: string) => console.error(text));
  if (config.engine === "postgres") {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      query_timeout: PG_QUERY_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
    });
    // A client losing its connection (idle or checked out) must not crash the process: the failing
    // query rejects (503 to the caller) and the pool replaces the client.
    pool.on("error", (error) => log(`[db] idle PostgreSQL client error: ${error.message}`));
    pool.on("connect", (client) => {
      client.on("error", (error) => log(`[db] PostgreSQL connection error: ${error.message}`));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(config.url);
    return {
      db,
      engine: "postgres",
      description: `postgresql://${url.host}${url.pathname}`,
      close: () => db.destroy(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  // WAL + synchronous=FULL: an acknowledged commit survives a crash and a power loss.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: "sqlite", description: config.file, close: () => db.destroy() };
}

/** True when the database answers a trivial query within the timeout. */
export async function pingDatabase(db: Kysely<Database>, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
