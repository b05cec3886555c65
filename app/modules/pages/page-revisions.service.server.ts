import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { sanitizeArticleHtml } from "#app/modules/articles/article-html.server.ts";
import {
  type ArticleRevisionSummary,
  REVISION_COALESCE_MS,
  revisionsToPrune,
  sameText,
  summarizeChange,
  textSize,
} from "#app/modules/articles/article-revision.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Page } from "./page.ts";
import type { PageDraft } from "./page.schema.ts";
import { asArticleText, draftOfPage, type PageDraftState, type PageRevision, type PageText, textOfPage, textOfPageDraft } from "./page-revision.ts";
import {
  deletePageDraftRow,
  deletePageRevisions,
  findLatestPageRevisions,
  findPageDraftRow,
  findPageRevision,
  insertPageRevision,
  listPageRevisionDates,
  listPageRevisionRows,
  updatePageRevision,
  upsertPageDraftRow,
} from "./page-revisions.repository.server.ts";
import { findPageRow } from "./pages.repository.server.ts";

/**
 * A page's revisions and autosaved drafts (ADR 044): the articles' rules (ADR 021) over the pages'
 * own tables. Every save keeps a revision of both languages; autosaves within 10 minutes of the
 * autosave revision before them update it; the newest 50 are kept, and beyond them the newest of each
 * day. An autosaved draft never changes what visitors see.
 */

const PAGE_NOT_FOUND_MESSAGE = "Page not found";
export const PAGE_REVISION_NOT_FOUND_MESSAGE = "Revision not found";

async function requirePage(db: Kysely<Database>, pageId: number): Promise<Page> {
  const page = await findPageRow(db, pageId);
  if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
  return page;
}

const same = (a: PageText, b: PageText) => sameText(asArticleText(a), asArticleText(b));
const size = (text: PageText) => textSize(asArticleText(text));
const summary = (before: PageText | null, after: PageText) => summarizeChange(before ? asArticleText(before) : null, asArticleText(after));

async function prune(db: Kysely<Database>, pageId: number): Promise<void> {
  await deletePageRevisions(db, revisionsToPrune(await listPageRevisionDates(db, pageId)));
}

/**
 * After a create or update (inside its transaction): the pending draft ends (the "new" slot's for a
 * page just created) and a "save" revision is kept unless the text is unchanged.
 */
export async function recordSavedPageRevision(db: Kysely<Database>, page: Page, now: string, options: { created: boolean }): Promise<void> {
  await deletePageDraftRow(db, options.created ? "new" : page.id);
  const text = textOfPage(page);
  const [latest] = await findLatestPageRevisions(db, page.id);
  if (latest && same(latest.data, text)) return;
  await insertPageRevision(db, { pageId: page.id, kind: "save", data: text, size: size(text), summary: summary(latest?.data ?? null, text), now });
  await prune(db, page.id);
}

async function recordAutosaveRevision(db: Kysely<Database>, pageId: number, text: PageText, now: string): Promise<ArticleRevisionSummary | null> {
  const [latest, previous] = await findLatestPageRevisions(db, pageId);
  if (latest && same(latest.data, text)) return null;
  if (latest?.kind === "autosave" && Date.parse(now) - Date.parse(latest.createdAt) < REVISION_COALESCE_MS) {
    return updatePageRevision(db, latest.id, { data: text, size: size(text), summary: summary(previous?.data ?? null, text), now });
  }
  const created = await insertPageRevision(db, { pageId, kind: "autosave", data: text, size: size(text), summary: summary(latest?.data ?? null, text), now });
  await prune(db, pageId);
  return created;
}

function sanitizeDraft(draft: PageDraft): PageDraft {
  return {
    ...draft,
    content: draft.content === "" ? "" : sanitizeArticleHtml(draft.content),
    pt: draft.pt ? { ...draft.pt, content: draft.pt.content === "" ? "" : sanitizeArticleHtml(draft.pt.content) } : null,
  };
}

export interface SavedPageDraft {
  savedAt: string;
  /** False when the draft is the saved page again (nothing is pending, so no draft is kept). */
  pending: boolean;
  /** The revision the autosave created or updated, or null when the text was already the newest revision. */
  revision: ArticleRevisionSummary | null;
}

/** Autosave: keeps what the editor holds as the page's pending draft (or the "new" slot's), and a coalesced revision. */
export async function savePageDraft(db: Kysely<Database>, pageId: number | "new", input: PageDraft): Promise<SavedPageDraft> {
  const draft = sanitizeDraft(input);
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    if (pageId === "new") {
      await upsertPageDraftRow(trx, "new", draft, now);
      return { savedAt: now, pending: true, revision: null };
    }
    const page = await requirePage(trx, pageId);
    const text = textOfPageDraft(draft);
    const revision = await recordAutosaveRevision(trx, pageId, text, now);
    if (same(textOfPage(page), text)) {
      await deletePageDraftRow(trx, pageId);
      return { savedAt: now, pending: false, revision };
    }
    await upsertPageDraftRow(trx, pageId, draft, now);
    return { savedAt: now, pending: true, revision };
  });
}

/** The autosaved draft, or null when nothing is pending (not an error: the editor asks on every open). */
export async function getPageDraft(db: Kysely<Database>, pageId: number | "new"): Promise<PageDraftState | null> {
  if (pageId !== "new") await requirePage(db, pageId);
  return (await findPageDraftRow(db, pageId)) ?? null;
}

/** Discards the autosaved draft; idempotent. */
export async function discardPageDraft(db: Kysely<Database>, pageId: number | "new"): Promise<void> {
  if (pageId !== "new") await requirePage(db, pageId);
  await deletePageDraftRow(db, pageId);
}

export async function listPageRevisions(db: Kysely<Database>, pageId: number): Promise<ArticleRevisionSummary[]> {
  await requirePage(db, pageId);
  return listPageRevisionRows(db, pageId);
}

export async function getPageRevision(db: Kysely<Database>, pageId: number, revisionId: number): Promise<PageRevision> {
  await requirePage(db, pageId);
  const revision = await findPageRevision(db, pageId, revisionId);
  if (!revision) throw new AppError("NOT_FOUND", PAGE_REVISION_NOT_FOUND_MESSAGE);
  return revision;
}

function withText(base: PageDraft, text: PageText): PageDraft {
  return {
    ...base,
    title: text.title,
    slug: text.slug,
    content: text.content,
    excerpt: text.excerpt,
    pt: text.pt ? { published: base.pt?.published, publishAt: base.pt?.publishAt ?? null, ...text.pt } : null,
  };
}

/**
 * Restores a revision into the page's pending draft (publication settings and placement stay as they
 * are) and records it as a new revision. Visitors see it only when the owner then saves.
 */
export async function restorePageRevision(
  db: Kysely<Database>,
  pageId: number,
  revisionId: number,
  actor: AuditActor = {},
): Promise<{ draft: PageDraftState; revision: ArticleRevisionSummary }> {
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const page = await requirePage(trx, pageId);
    const source = await findPageRevision(trx, pageId, revisionId);
    if (!source) throw new AppError("NOT_FOUND", PAGE_REVISION_NOT_FOUND_MESSAGE);
    const base = (await findPageDraftRow(trx, pageId))?.data ?? draftOfPage(page);
    const data = withText(base, source.data);
    await upsertPageDraftRow(trx, pageId, data, now);
    const revision = await insertPageRevision(trx, { pageId, kind: "restore", data: source.data, size: size(source.data), summary: `Restored revision ${source.id}`, now });
    await prune(trx, pageId);
    await recordAuditEvent(trx, actor, { action: "page.revision_restored", target: { type: "page", id: pageId, label: page.title }, details: { revision: source.id } });
    return { draft: { data, savedAt: now }, revision };
  });
}

/** The page's latest text for a preview: its autosaved draft when there is one, else what is saved. */
export async function findLatestPageText(db: Kysely<Database>, pageId: number): Promise<{ page: Page; draft: PageDraftState | undefined; data: PageDraft }> {
  const page = await requirePage(db, pageId);
  const draft = await findPageDraftRow(db, pageId);
  return { page, draft, data: draft?.data ?? draftOfPage(page) };
}
