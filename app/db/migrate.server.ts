import type { Kysely } from "kysely";
import { type Migration, type MigrationResultSet, Migrator } from "kysely/migration";
import * as createInitialSchema from "./migrations/2026_11_21_0900_create_initial_schema.ts";
import * as addSecondFactor from "./migrations/2026_11_23_1000_add_second_factor.ts";
import * as addSessionDetails from "./migrations/2026_11_23_1010_add_session_details.ts";
import * as createAuditEvents from "./migrations/2026_11_23_1020_create_audit_events.ts";
import * as createPasskeys from "./migrations/2026_11_23_1030_create_passkeys.ts";
import * as addInvitationFieldsToMessages from "./migrations/2026_11_23_1100_add_invitation_fields_to_messages.ts";
import * as createOutbox from "./migrations/2026_11_23_1101_create_outbox.ts";
import * as addLanguagesToArticles from "./migrations/2026_11_23_1300_add_languages_to_articles.ts";
import * as createArticleHistory from "./migrations/2026_11_23_1301_create_article_history.ts";
import * as createSiteContentRevisions from "./migrations/2026_11_23_1400_create_site_content_revisions.ts";
import * as createTalks from "./migrations/2026_11_23_1401_create_talks.ts";
import * as createContentChanges from "./migrations/2026_11_27_1000_create_content_changes.ts";
import * as createShareCards from "./migrations/2026_11_27_1000_create_share_cards.ts";
import * as addTalkPageFields from "./migrations/2026_11_28_1400_add_talk_page_fields.ts";
import * as createTestimonials from "./migrations/2026_11_28_1401_create_testimonials.ts";
import * as rewordSampleTestimonials from "./migrations/2026_11_29_1300_reword_sample_testimonials.ts";
import * as addAccountEmailAndLanguage from "./migrations/2026_11_27_1000_add_account_email_and_language.ts";
import * as createArticleSearch from "./migrations/2026_11_27_1100_create_article_search.ts";
import * as createAnalytics from "./migrations/2026_11_28_1100_create_analytics.ts";
import * as createNewsletter from "./migrations/2026_11_28_1200_create_newsletter.ts";
import * as createPages from "./migrations/2026_11_28_1300_create_pages.ts";
import * as addArticleBodyFacts from "./migrations/2026_11_29_1700_add_article_body_facts.ts";
import * as createPageHistory from "./migrations/2026_11_29_1200_create_page_history.ts";
import * as indexArticleSearchByLanguage from "./migrations/2026_11_30_0900_index_article_search_by_language.ts";

// Listed statically so the production bundle and Node's type stripping both see them.
const MIGRATIONS: Record<string, Migration> = {
  "2026_11_21_0900_create_initial_schema": createInitialSchema,
  "2026_11_23_1000_add_second_factor": addSecondFactor,
  "2026_11_23_1010_add_session_details": addSessionDetails,
  "2026_11_23_1020_create_audit_events": createAuditEvents,
  "2026_11_23_1030_create_passkeys": createPasskeys,
  "2026_11_23_1100_add_invitation_fields_to_messages": addInvitationFieldsToMessages,
  "2026_11_23_1101_create_outbox": createOutbox,
  "2026_11_23_1300_add_languages_to_articles": addLanguagesToArticles,
  "2026_11_23_1301_create_article_history": createArticleHistory,
  "2026_11_23_1400_create_site_content_revisions": createSiteContentRevisions,
  "2026_11_23_1401_create_talks": createTalks,
  "2026_11_27_1000_create_content_changes": createContentChanges,
  "2026_11_27_1000_create_share_cards": createShareCards,
  "2026_11_27_1000_add_account_email_and_language": addAccountEmailAndLanguage,
  "2026_11_27_1100_create_article_search": createArticleSearch,
  "2026_11_28_1400_add_talk_page_fields": addTalkPageFields,
  "2026_11_28_1401_create_testimonials": createTestimonials,
  "2026_11_29_1300_reword_sample_testimonials": rewordSampleTestimonials,
  "2026_11_28_1100_create_analytics": createAnalytics,
  "2026_11_28_1200_create_newsletter": createNewsletter,
  "2026_11_28_1300_create_pages": createPages,
  "2026_11_29_1700_add_article_body_facts": addArticleBodyFacts,
  "2026_11_29_1200_create_page_history": createPageHistory,
  "2026_11_30_0900_index_article_search_by_language": indexArticleSearchByLanguage,
};

/** Every migration this version of the code knows, oldest first (a backup's schema must be one of them). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS).sort();

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
