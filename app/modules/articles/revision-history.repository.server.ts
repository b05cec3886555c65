import type { Generated, Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { ArticleRevisionSummary, RevisionKind } from "./article-revision.ts";

/**
 * The queries of one kind of document's history (ADR 021 for articles, ADR 044 for pages): its
 * revisions, and its autosaved drafts, one per document (slot "<slotPrefix>-<id>") and one for a
 * document not created yet ("new"). Articles and pages keep the same columns in their own tables.
 */
export interface HistoryTables {
  revisions: "article_revisions" | "page_revisions";
  drafts: "article_drafts" | "page_drafts";
  /** The column naming the document, in both tables. */
  owner: "article_id" | "page_id";
  slotPrefix: "article" | "page";
}

/** One revision with its text. */
export interface StoredRevision<Text> extends ArticleRevisionSummary {
  data: Text;
}

// Both kinds' tables as one shape: the owner column is named by `HistoryTables.owner` at run time.
interface RevisionsTable {
  id: Generated<number>;
  owner: number;
  kind: string;
  data: string;
  size: number;
  summary: string;
  created_at: string;
  updated_at: string;
}
interface DraftsTable {
  slot: string;
  owner: number | null;
  data: string;
  saved_at: string;
  created_at: string;
}
type HistoryDatabase = { revisions: RevisionsTable; drafts: DraftsTable };
const SUMMARY_COLUMNS = ["id", "kind", "size", "summary", "created_at", "updated_at"] as const;

function toKind(value: string): RevisionKind {
  return value === "save" || value === "restore" ? value : "autosave";
}

function toSummary(row: Omit<RevisionsTable, "id" | "data" | "owner"> & { id: number }): ArticleRevisionSummary {
  return { id: row.id, kind: toKind(row.kind), createdAt: row.created_at, updatedAt: row.updated_at, size: row.size, summary: row.summary };
}

/**
 * The history queries over `tables`. `parseDraft` reads a stored draft: stored drafts passed the
 * editor's schema when saved; parsing again fills fields added since.
 */
export function historyRepository<Text, Draft>(tables: HistoryTables, parseDraft: (json: unknown) => Draft) {
  // The one place the two kinds' table and column names meet the common shape above.
  const as = (db: Kysely<Database>) => db as unknown as Kysely<HistoryDatabase>;
  const revisions = tables.revisions as unknown as "revisions";
  const drafts = tables.drafts as unknown as "drafts";
  const owner = tables.owner as unknown as "owner";
  const slot = (id: number | "new") => (id === "new" ? "new" : `${tables.slotPrefix}-${id}`);
  const toRevision = (row: Omit<RevisionsTable, "id"> & { id: number }): StoredRevision<Text> => ({ ...toSummary(row), data: JSON.parse(row.data) as Text });

  return {
    async listRevisions(db: Kysely<Database>, ownerId: number): Promise<ArticleRevisionSummary[]> {
      const rows = await as(db).selectFrom(revisions).select(SUMMARY_COLUMNS).where(owner, "=", ownerId).orderBy("id", "desc").execute();
      return rows.map(toSummary);
    },

    async findRevision(db: Kysely<Database>, ownerId: number, revisionId: number): Promise<StoredRevision<Text> | undefined> {
      const row = await as(db).selectFrom(revisions).selectAll().where(owner, "=", ownerId).where("id", "=", revisionId).executeTakeFirst();
      return row ? toRevision(row) : undefined;
    },

    /** The newest revision and the one before it (the newest one's summary is written against that). */
    async findLatestRevisions(db: Kysely<Database>, ownerId: number): Promise<StoredRevision<Text>[]> {
      const rows = await as(db).selectFrom(revisions).selectAll().where(owner, "=", ownerId).orderBy("id", "desc").limit(2).execute();
      return rows.map(toRevision);
    },

    async insertRevision(
      db: Kysely<Database>,
      values: { ownerId: number; kind: RevisionKind; data: Text; size: number; summary: string; now: string },
    ): Promise<ArticleRevisionSummary> {
      const row = await as(db)
        .insertInto(revisions)
        .values({
          [owner]: values.ownerId,
          kind: values.kind,
          data: JSON.stringify(values.data),
          size: values.size,
          summary: values.summary,
          created_at: values.now,
          updated_at: values.now,
        })
        .returning(SUMMARY_COLUMNS)
        .executeTakeFirstOrThrow();
      return toSummary(row);
    },

    async updateRevision(db: Kysely<Database>, id: number, values: { data: Text; size: number; summary: string; now: string }): Promise<ArticleRevisionSummary> {
      const row = await as(db)
        .updateTable(revisions)
        .set({ data: JSON.stringify(values.data), size: values.size, summary: values.summary, updated_at: values.now })
        .where("id", "=", id)
        .returning(SUMMARY_COLUMNS)
        .executeTakeFirstOrThrow();
      return toSummary(row);
    },

    async listRevisionDates(db: Kysely<Database>, ownerId: number): Promise<{ id: number; createdAt: string }[]> {
      const rows = await as(db).selectFrom(revisions).select(["id", "created_at"]).where(owner, "=", ownerId).execute();
      return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
    },

    async deleteRevisions(db: Kysely<Database>, ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await as(db).deleteFrom(revisions).where("id", "in", ids).execute();
    },

    async findDraft(db: Kysely<Database>, ownerId: number | "new"): Promise<{ data: Draft; savedAt: string } | undefined> {
      const row = await as(db).selectFrom(drafts).selectAll().where("slot", "=", slot(ownerId)).executeTakeFirst();
      return row ? { data: parseDraft(JSON.parse(row.data)), savedAt: row.saved_at } : undefined;
    },

    async upsertDraft(db: Kysely<Database>, ownerId: number | "new", data: unknown, now: string): Promise<void> {
      const json = JSON.stringify(data);
      await as(db)
        .insertInto(drafts)
        .values({ slot: slot(ownerId), [owner]: ownerId === "new" ? null : ownerId, data: json, saved_at: now, created_at: now })
        .onConflict((oc) => oc.column("slot").doUpdateSet({ data: json, saved_at: now }))
        .execute();
    },

    async deleteDraft(db: Kysely<Database>, ownerId: number | "new"): Promise<void> {
      await as(db).deleteFrom(drafts).where("slot", "=", slot(ownerId)).execute();
    },
  };
}
