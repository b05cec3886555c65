import type { Kysely } from "kysely";
import type { ArticleDraftRow, ArticleRevisionRow, Database } from "#app/db/database.ts";
import { ArticleDraftSchema } from "./article.schema.ts";
import type { ArticleDraftState, ArticleRevision, ArticleRevisionSummary, ArticleText, RevisionKind } from "./article-revision.ts";

function toKind(value: string): RevisionKind {
  return value === "save" || value === "restore" ? value : "autosave";
}

export function toRevisionSummary(row: Omit<ArticleRevisionRow, "data" | "article_id">): ArticleRevisionSummary {
  return { id: row.id, kind: toKind(row.kind), createdAt: row.created_at, updatedAt: row.updated_at, size: row.size, summary: row.summary };
}

export function toRevision(row: ArticleRevisionRow): ArticleRevision {
  return { ...toRevisionSummary(row), data: JSON.parse(row.data) as ArticleText };
}

function toDraftState(row: ArticleDraftRow): ArticleDraftState {
  // Stored drafts passed this schema when saved; parsing again fills fields added since.
  return { data: ArticleDraftSchema.parse(JSON.parse(row.data)), savedAt: row.saved_at };
}

export async function listRevisionRows(db: Kysely<Database>, articleId: number): Promise<ArticleRevisionSummary[]> {
  const rows = await db
    .selectFrom("article_revisions")
    .select(["id", "kind", "size", "summary", "created_at", "updated_at"])
    .where("article_id", "=", articleId)
    .orderBy("id", "desc")
    .execute();
  return rows.map(toRevisionSummary);
}

export async function findRevision(db: Kysely<Database>, articleId: number, revisionId: number): Promise<ArticleRevision | undefined> {
  const row = await db
    .selectFrom("article_revisions")
    .selectAll()
    .where("article_id", "=", articleId)
    .where("id", "=", revisionId)
    .executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

/** The newest revision and the one before it (the newest one's summary is written against that). */
export async function findLatestRevisions(db: Kysely<Database>, articleId: number): Promise<ArticleRevision[]> {
  const rows = await db.selectFrom("article_revisions").selectAll().where("article_id", "=", articleId).orderBy("id", "desc").limit(2).execute();
  return rows.map(toRevision);
}

export async function insertRevision(
  db: Kysely<Database>,
  values: { articleId: number; kind: RevisionKind; data: ArticleText; size: number; summary: string; now: string },
): Promise<ArticleRevisionSummary> {
  const row = await db
    .insertInto("article_revisions")
    .values({
      article_id: values.articleId,
      kind: values.kind,
      data: JSON.stringify(values.data),
      size: values.size,
      summary: values.summary,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning(["id", "kind", "size", "summary", "created_at", "updated_at"])
    .executeTakeFirstOrThrow();
  return toRevisionSummary(row);
}

export async function updateRevision(
  db: Kysely<Database>,
  id: number,
  values: { data: ArticleText; size: number; summary: string; now: string },
): Promise<ArticleRevisionSummary> {
  const row = await db
    .updateTable("article_revisions")
    .set({ data: JSON.stringify(values.data), size: values.size, summary: values.summary, updated_at: values.now })
    .where("id", "=", id)
    .returning(["id", "kind", "size", "summary", "created_at", "updated_at"])
    .executeTakeFirstOrThrow();
  return toRevisionSummary(row);
}

export async function listRevisionDates(db: Kysely<Database>, articleId: number): Promise<{ id: number; createdAt: string }[]> {
  const rows = await db.selectFrom("article_revisions").select(["id", "created_at"]).where("article_id", "=", articleId).execute();
  return rows.map((row) => ({ id: row.id, createdAt: row.created_at }));
}

export async function deleteRevisions(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("article_revisions").where("id", "in", ids).execute();
}

// Autosaved drafts: one per article (slot "article-<id>") and one for an article not created yet ("new").

export function draftSlot(articleId: number | "new"): string {
  return articleId === "new" ? "new" : `article-${articleId}`;
}

export async function findDraftRow(db: Kysely<Database>, articleId: number | "new"): Promise<ArticleDraftState | undefined> {
  const row = await db.selectFrom("article_drafts").selectAll().where("slot", "=", draftSlot(articleId)).executeTakeFirst();
  return row ? toDraftState(row) : undefined;
}

export async function upsertDraftRow(db: Kysely<Database>, articleId: number | "new", data: unknown, now: string): Promise<void> {
  const json = JSON.stringify(data);
  await db
    .insertInto("article_drafts")
    .values({ slot: draftSlot(articleId), article_id: articleId === "new" ? null : articleId, data: json, saved_at: now, created_at: now })
    .onConflict((oc) => oc.column("slot").doUpdateSet({ data: json, saved_at: now }))
    .execute();
}

export async function deleteDraftRow(db: Kysely<Database>, articleId: number | "new"): Promise<boolean> {
  const result = await db.deleteFrom("article_drafts").where("slot", "=", draftSlot(articleId)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
