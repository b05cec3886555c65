import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { ArticleRevisionSummary } from "#app/modules/articles/article-revision.ts";
import { commonTextOf, revisionHistory } from "#app/modules/articles/revision-history.service.server.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { Page } from "./page.ts";
import { type PageDraft, PageDraftSchema } from "./page.schema.ts";
import { asArticleText, draftOfPage, type PageDraftState, type PageText, textOfPage, textOfPageDraft } from "./page-revision.ts";
import { findPageRow } from "./pages.repository.server.ts";

function withText(base: PageDraft, text: PageText): PageDraft {
  return { ...base, ...commonTextOf(text), pt: text.pt ? { published: base.pt?.published, publishAt: base.pt?.publishAt ?? null, ...text.pt } : null };
}

/**
 * A page's revisions and autosaved drafts (ADR 044): the articles' history (ADR 021) over the pages'
 * own tables. Every save keeps a revision of both languages; autosaves within 10 minutes of the
 * autosave revision before them update it; the newest 50 are kept, and beyond them the newest of each
 * day. An autosaved draft never changes what visitors see.
 */
const history = revisionHistory<Page, PageText, PageDraft>({
  tables: { revisions: "page_revisions", drafts: "page_drafts", owner: "page_id", slotPrefix: "page" },
  notFoundMessage: "Page not found",
  findDocument: findPageRow,
  parseDraft: (json) => PageDraftSchema.parse(json),
  textOf: textOfPage, textOfDraft: textOfPageDraft, draftOf: draftOfPage,
  withText, asArticleText,
});

/**
 * After a create or update (inside its transaction): the pending draft ends (the "new" slot's for a
 * page just created) and a "save" revision is kept unless the text is unchanged.
 */
export async function recordSavedPageRevision(db: Kysely<Database>, page: Page, now: string, options: { created: boolean }): Promise<void> {
  await history.recordSavedRevision(db, page, now, options.created ? "new" : page.id);
}

/** Autosave, the pending draft (null when none), its discard, the revisions: the articles' rules over the pages' tables. */
export const { saveDraft: savePageDraft, getDraft: getPageDraft, discardDraft: discardPageDraft, listRevisions: listPageRevisions, getRevision: getPageRevision } = history;

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
  return db.transaction().execute(async (trx) => {
    const { document: page, source, restored } = await history.restoreRevision(trx, pageId, revisionId);
    await recordAuditEvent(trx, actor, { action: "page.revision_restored", target: { type: "page", id: pageId, label: page.title }, details: { revision: source.id } });
    return restored;
  });
}

/** The page's latest text for a preview: its autosaved draft when there is one, else what is saved. */
export async function findLatestPageText(db: Kysely<Database>, pageId: number): Promise<{ page: Page; draft: PageDraftState | undefined; data: PageDraft }> {
  const page = await history.requireDocument(db, pageId);
  const draft = await history.findDraft(db, pageId);
  return { page, draft, data: draft?.data ?? draftOfPage(page) };
}
