import type { Kysely } from "kysely";
import { type Migration, type MigrationResultSet, Migrator } from "kysely/migration";
import * as createInitialSchema from "./migrations/2026_11_21_0900_create_initial_schema.ts";
import * as addInvitationFieldsToMessages from "./migrations/2026_11_23_1100_add_invitation_fields_to_messages.ts";
import * as createOutbox from "./migrations/2026_11_23_1101_create_outbox.ts";
import * as addLanguagesToArticles from "./migrations/2026_11_23_1300_add_languages_to_articles.ts";
import * as createArticleHistory from "./migrations/2026_11_23_1301_create_article_history.ts";

// Listed statically so the production bundle and Node's type stripping both see them.
const MIGRATIONS: Record<string, Migration> = {
  "2026_11_21_0900_create_initial_schema": createInitialSchema,
  "2026_11_23_1100_add_invitation_fields_to_messages": addInvitationFieldsToMessages,
  "2026_11_23_1101_create_outbox": createOutbox,
  "2026_11_23_1300_add_languages_to_articles": addLanguagesToArticles,
  "2026_11_23_1301_create_article_history": createArticleHistory,
};

function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

function unwrap(result: MigrationResultSet): void {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed`, { cause: result.error });
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  unwrap(await createMigrator(db).migrateToLatest());
}

/** Migrates up or down to the named migration (tests of data carried across a migration). */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  unwrap(await createMigrator(db).migrateTo(name));
}

export async function migrateDownAll(db: Kysely<any>): Promise<void> {
  const migrator = createMigrator(db);
  for (;;) {
    const result = await migrator.migrateDown();
    unwrap(result);
    if (!result.results || result.results.length === 0) return;
  }
}
