import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import {
  type ArticleRevisionSummary,
  type ArticleText,
  REVISION_COALESCE_MS,
  revisionsToPrune,
  sameText,
  summarizeChange,
  textSize,
} from "./article-revision.ts";
import { historyRepository, type HistoryTables, type StoredRevision } from "./revision-history.repository.server.ts";

export const REVISION_NOT_FOUND_MESSAGE = "Revision not found";

/** What one kind of document (an article, a page) tells the history about itself. */
export interface HistoryKind<Doc, Text, Draft> {
  tables: HistoryTables;
  /** The API's message when the document does not exist ("Article not found", "Page not found"). */
  notFoundMessage: string;
  findDocument: (db: Kysely<Database>, id: number) => Promise<Doc | undefined>;
  parseDraft: (json: unknown) => Draft;
  textOf: (document: Doc) => Text;
  textOfDraft: (draft: Draft) => Text;
  /** The editor's fields for a saved document, publication settings included. */
  draftOf: (document: Doc) => Draft;
  /** `base` with the text of a revision (publication settings and placement stay as they are). */
  withText: (base: Draft, text: Text) => Draft;
  /** The text in the articles' shape, for the rules of ADR 021 (what changed, sizes, retention). */
  asArticleText: (text: Text) => ArticleText;
}

export interface DraftState<Draft> {
  data: Draft;
  savedAt: string;
}

export interface SavedDraft {
  savedAt: string;
  /** False when the draft is the saved document again (nothing is pending, so no draft is kept). */
  pending: boolean;
  /** The revision the autosave created or updated, or null when the text was already the newest revision. */
  revision: ArticleRevisionSummary | null;
}

type Versioned = { content: string; pt: { content: string } | null };

/** The text fields every document has, as a `withText` writes them over its draft. */
export function commonTextOf(text: { title: string; slug: string; content: string; excerpt: string }) {
  return { title: text.title, slug: text.slug, content: text.content, excerpt: text.excerpt };
}

function sanitizeDraft<Draft extends Versioned>(draft: Draft): Draft {
  const clean = (html: string) => (html === "" ? "" : sanitizeArticleHtml(html));
  return { ...draft, content: clean(draft.content), pt: draft.pt ? { ...draft.pt, content: clean(draft.pt.content) } : null };
}

/**
 * Revisions and autosaved drafts (ADR 021), one piece serving articles and pages (ADR 044). Every save
 * keeps a revision of both languages; autosaves within 10 minutes of the autosave revision before them
 * update it (coalesced). Retention: the newest 50, and beyond them the newest of each day. An autosaved
 * draft never changes what visitors see. The services around it write the audit.
 */
export function revisionHistory<Doc extends { id: number }, Text, Draft extends Versioned>(kind: HistoryKind<Doc, Text, Draft>) {
  const repo = historyRepository<Text, Draft>(kind.tables, kind.parseDraft);
  const same = (a: Text, b: Text) => sameText(kind.asArticleText(a), kind.asArticleText(b));
  const size = (text: Text) => textSize(kind.asArticleText(text));
  const summary = (before: Text | null, after: Text) => summarizeChange(before === null ? null : kind.asArticleText(before), kind.asArticleText(after));

  async function requireDocument(db: Kysely<Database>, id: number): Promise<Doc> {
    const document = await kind.findDocument(db, id);
    if (!document) throw new AppError("NOT_FOUND", kind.notFoundMessage);
    return document;
  }

  async function requireRevision(db: Kysely<Database>, id: number, revisionId: number): Promise<StoredRevision<Text>> {
    const revision = await repo.findRevision(db, id, revisionId);
    if (!revision) throw new AppError("NOT_FOUND", REVISION_NOT_FOUND_MESSAGE);
    return revision;
  }

  async function prune(db: Kysely<Database>, id: number): Promise<void> {
    await repo.deleteRevisions(db, revisionsToPrune(await repo.listRevisionDates(db, id)));
  }

  /** An autosave's revision: coalesced into the newest one while it is a recent autosave. */
  async function recordAutosaveRevision(db: Kysely<Database>, id: number, text: Text, now: string): Promise<ArticleRevisionSummary | null> {
    const [latest, previous] = await repo.findLatestRevisions(db, id);
    if (latest && same(latest.data, text)) return null;
    if (latest?.kind === "autosave" && Date.parse(now) - Date.parse(latest.createdAt) < REVISION_COALESCE_MS) {
      return repo.updateRevision(db, latest.id, { data: text, size: size(text), summary: summary(previous?.data ?? null, text), now });
    }
    const created = await repo.insertRevision(db, { ownerId: id, kind: "autosave", data: text, size: size(text), summary: summary(latest?.data ?? null, text), now });
    await prune(db, id);
    return created;
  }

  return {
    requireDocument,

    /** After a create or update (inside its transaction): a "save" revision unless the text is unchanged. */
    async recordSavedRevision(db: Kysely<Database>, document: Doc, now: string, clearDraft: number | "new" | null): Promise<void> {
      if (clearDraft !== null) await repo.deleteDraft(db, clearDraft);
      const text = kind.textOf(document);
      const [latest] = await repo.findLatestRevisions(db, document.id);
      if (latest && same(latest.data, text)) return;
      await repo.insertRevision(db, { ownerId: document.id, kind: "save", data: text, size: size(text), summary: summary(latest?.data ?? null, text), now });
      await prune(db, document.id);
    },

    /** Autosave: keeps what the editor holds as the pending draft (or the "new" slot's), and a coalesced revision. */
    async saveDraft(db: Kysely<Database>, id: number | "new", input: Draft): Promise<SavedDraft> {
      const draft = sanitizeDraft(input);
      const now = nowIso();
      return db.transaction().execute(async (trx) => {
        if (id === "new") {
          await repo.upsertDraft(trx, "new", draft, now);
          return { savedAt: now, pending: true, revision: null };
        }
        const document = await requireDocument(trx, id);
        const text = kind.textOfDraft(draft);
        const revision = await recordAutosaveRevision(trx, id, text, now);
        if (same(kind.textOf(document), text)) {
          await repo.deleteDraft(trx, id);
          return { savedAt: now, pending: false, revision };
        }
        await repo.upsertDraft(trx, id, draft, now);
        return { savedAt: now, pending: true, revision };
      });
    },

    /** The autosaved draft, or null when nothing is pending (not an error: the editor asks on every open). */
    async getDraft(db: Kysely<Database>, id: number | "new"): Promise<DraftState<Draft> | null> {
      if (id !== "new") await requireDocument(db, id);
      return (await repo.findDraft(db, id)) ?? null;
    },

    findDraft: repo.findDraft,

    /** Discards the autosaved draft; idempotent (no draft: nothing to do). */
    async discardDraft(db: Kysely<Database>, id: number | "new"): Promise<void> {
      if (id !== "new") await requireDocument(db, id);
      await repo.deleteDraft(db, id);
    },

    async listRevisions(db: Kysely<Database>, id: number): Promise<ArticleRevisionSummary[]> {
      await requireDocument(db, id);
      return repo.listRevisions(db, id);
    },

    async getRevision(db: Kysely<Database>, id: number, revisionId: number): Promise<StoredRevision<Text>> {
      await requireDocument(db, id);
      return requireRevision(db, id, revisionId);
    },

    /**
     * Inside the caller's transaction: restores a revision into the pending draft (the publication
     * settings stay as they are) and records it as a new revision. Visitors see it only once saved.
     */
    async restoreRevision(trx: Kysely<Database>, id: number, revisionId: number) {
      const now = nowIso();
      const document = await requireDocument(trx, id);
      const source = await requireRevision(trx, id, revisionId);
      const base = (await repo.findDraft(trx, id))?.data ?? kind.draftOf(document);
      const data = kind.withText(base, source.data);
      await repo.upsertDraft(trx, id, data, now);
      const summaryText = `Restored revision ${source.id}`;
      const revision = await repo.insertRevision(trx, { ownerId: id, kind: "restore", data: source.data, size: size(source.data), summary: summaryText, now });
      await prune(trx, id);
      return { document, source, restored: { draft: { data, savedAt: now }, revision } };
    },
  };
}
