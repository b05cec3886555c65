import { type Kysely, PostgresAdapter } from "kysely";

/** The one place outside migrations that asks which engine runs (ADR 004): for row locks only SQL of PostgreSQL has. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
