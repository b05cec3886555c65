import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Language } from "#app/lib/language.ts";
import { nowIso } from "#app/lib/time.ts";
import { sanitizeArticleHtml } from "#app/modules/articles/article-html.server.ts";
import { recordAuditEvent, type AuditActor } from "#app/modules/audit/audit.service.server.ts";
import type { AuditAction } from "#app/modules/audit/audit.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { type Page, type PageLink, pagePath, publicPageOf, type PublicPage } from "./page.ts";
import type { PageInput } from "./page.schema.ts";
import {
  deletePageRow,
  findPageIdBySlug,
  findPageRow,
  hasPageGoingLiveBetween,
  insertPageRow,
  listPageRows,
  updatePageRow,
} from "./pages.repository.server.ts";
import { PollingWorker } from "#app/lib/polling-worker.server.ts";
import { recordSavedPageRevision } from "./page-revisions.service.server.ts";

export const PAGE_NOT_FOUND_MESSAGE = "Page not found";

/** The message for a slug a route of the site uses (issue 27). */
export function reservedSlugMessage(slug: string): string {
  return `The address /${slug} belongs to the site itself; choose another slug`;
}

export function listPages(db: Kysely<Database>): Promise<Page[]> {
  return listPageRows(db);
}

export async function getPage(db: Kysely<Database>, id: number): Promise<Page> {
  const page = await findPageRow(db, id);
  if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
  return page;
}

/** Refuses reserved and taken slugs with a message naming the field; sanitises both contents. */
async function checkedInput(db: Kysely<Database>, input: PageInput, reserved: ReadonlySet<string>, exceptId?: number): Promise<PageInput> {
  const issues: { path: string; message: string }[] = [];
  for (const [language, path, slug] of [
    ["en", "slug", input.slug],
    ["pt", "pt.slug", input.pt?.slug],
  ] as const) {
    if (slug === undefined) continue;
    if (reserved.has(slug)) issues.push({ path, message: reservedSlugMessage(slug) });
    else if (await findPageIdBySlug(db, language, slug, exceptId)) issues.push({ path, message: `Another page already uses the slug ${slug}` });
  }
  if (issues.length > 0) throw new AppError("VALIDATION", issues[0]?.message ?? "Invalid slug", { issues });
  return {
    ...input,
    content: sanitizeArticleHtml(input.content),
    pt: input.pt ? { ...input.pt, content: sanitizeArticleHtml(input.pt.content) } : null,
  };
}

/** How the audit log names a page: its id and title (English, else Portuguese). */
export function pageTarget(page: Pick<Page, "id" | "title" | "pt">): { type: string; id: number; label: string | null } {
  return { type: "page", id: page.id, label: page.title || page.pt?.title || null };
}

/** Publication changed (either language), a publication time set, or another change (the articles' rule). */
function pageUpdateAction(before: Page, after: Page): AuditAction {
  if (before.published !== after.published) return after.published ? "page.published" : "page.unpublished";
  if (Boolean(before.pt?.published) !== Boolean(after.pt?.published)) return after.pt?.published ? "page.published" : "page.unpublished";
  const scheduled = (page: Page) => [page.publishAt, page.pt?.publishAt].join(" ");
  if (scheduled(before) !== scheduled(after) && (after.publishAt || after.pt?.publishAt)) return "page.scheduled";
  return "page.updated";
}

export function createPage(db: Kysely<Database>, contentVersion: ContentVersionTracker, reserved: ReadonlySet<string>, input: PageInput, actor: AuditActor = {}): Promise<Page> {
  return contentVersion.commit(db, async (trx) => {
    const now = nowIso();
    const page = await insertPageRow(trx, await checkedInput(trx, input, reserved), now);
    await recordSavedPageRevision(trx, page, now, { created: true });
    await recordAuditEvent(trx, actor, { action: "page.created", target: pageTarget(page), details: { published: page.published, ptPublished: page.pt?.published ?? false } });
    return page;
  });
}

export function updatePage(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  reserved: ReadonlySet<string>,
  id: number,
  input: PageInput,
  actor: AuditActor = {},
): Promise<Page> {
  return contentVersion.commit(db, async (trx) => {
    const now = nowIso();
    const before = await findPageRow(trx, id);
    if (!before) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
    const page = await updatePageRow(trx, id, await checkedInput(trx, input, reserved, id), now);
    if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
    await recordSavedPageRevision(trx, page, now, { created: false });
    await recordAuditEvent(trx, actor, {
      action: pageUpdateAction(before, page),
      target: pageTarget(page),
      details: before.slug !== page.slug ? { previousSlug: before.slug } : undefined,
    });
    return page;
  });
}

export async function deletePage(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, actor: AuditActor = {}): Promise<void> {
  await contentVersion.commit(db, async (trx) => {
    const page = await deletePageRow(trx, id);
    if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, { action: "page.deleted", target: pageTarget(page), details: { slug: page.slug } });
  });
}

/** The page live at `/{slug}` (or `/pt/{slug}`) now, or undefined. */
export async function findPublicPage(db: Kysely<Database>, language: Language, slug: string, now: Date = new Date()): Promise<PublicPage | undefined> {
  const id = await findPageIdBySlug(db, language, slug);
  const page = id === undefined ? undefined : await findPageRow(db, id);
  return page ? publicPageOf(page, language, now) : undefined;
}

/** Every page live in `language` now (sitemap, llms.txt, navigation). */
export async function listPublicPages(db: Kysely<Database>, language: Language, now: Date = new Date()): Promise<PublicPage[]> {
  return (await listPageRows(db)).flatMap((page) => publicPageOf(page, language, now) ?? []);
}

/** The header's and the footer's links to live pages in `language`. */
export async function readPageNavigation(db: Kysely<Database>, language: Language, now: Date = new Date()): Promise<Record<"header" | "footer", PageLink[]>> {
  const pages = await listPublicPages(db, language, now);
  const links = (place: "header" | "footer") => pages.filter((page) => page.showIn === place).map((page) => ({ title: page.title, href: pagePath(page.slug, language) }));
  return { header: links("header"), footer: links("footer") };
}

/**
 * A scheduled page version goes live by the clock, not by a write: when one's time has passed since
 * the last look, a new content version makes every instance's cached pages, navigation, sitemap and
 * llms.txt show it (issue 27). Each instance looks; a second bump for the same page is harmless.
 */
export class PageScheduleWatcher {
  private readonly worker: PollingWorker;
  private last = new Date().toISOString();

  constructor(db: Kysely<Database>, contentVersion: ContentVersionTracker, options: { pollIntervalMs: number; log: (text: string) => void }) {
    this.worker = new PollingWorker({
      intervalMs: options.pollIntervalMs,
      round: async () => {
        const now = new Date().toISOString();
        if (await hasPageGoingLiveBetween(db, this.last, now)) {
          await contentVersion.commit(db, async () => undefined);
          options.log("[pages] a scheduled page went live");
        }
        this.last = now;
      },
      onError: (text) => options.log(`[pages] could not look for scheduled pages: ${text}`),
    });
  }

  start(): void {
    this.worker.start();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
  }
}
