import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import { getSiteContent } from "#app/content/site.ts";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { parseOrThrow } from "#app/lib/validation.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import {
  findLatestRevision,
  findRevision,
  insertRevision,
  listRevisionSummaries,
  type StoredRevision,
} from "./site-content.repository.server.ts";
import { fillMissingFields, mediaKitSlice, SITE_CONTENT_HISTORY_LIMIT, type SiteContentDocument, type SiteContentRevision } from "./site-content.ts";
import { IMAGE_PATH_MESSAGE, SiteContentSchema } from "./site-content.schema.ts";

export const REVISION_NOT_FOUND_MESSAGE = "Revision not found";

/** The media kit of the shipped sample content was last updated with its press kit. */
function seedMediaKitUpdatedAt(language: Language): string {
  return `${getSiteContent(language).pressKit.lastUpdated.iso}T00:00:00.000Z`;
}

/**
 * The stored content of a revision. Content saved by an older version of the site gets the fields it
 * lacks from the shipped content; content that still does not validate is shown as the shipped content
 * (and logged), so that a page never breaks on it.
 */
function contentOf(revision: StoredRevision, language: Language): SiteContent {
  const seed = getSiteContent(language);
  try {
    const stored = fillMissingFields(JSON.parse(revision.content), seed);
    let parsed = SiteContentSchema.safeParse(stored);
    if (!parsed.success) parsed = SiteContentSchema.safeParse(withShippedImagesWhereRefused(stored, seed, parsed.error.issues));
    if (parsed.success) return parsed.data;
    console.error(`[site-content] revision ${revision.id} (${language}) does not validate:`, parsed.error.issues.slice(0, 3));
  } catch (error) {
    console.error(`[site-content] revision ${revision.id} (${language}) is not JSON:`, error);
  }
  return seed;
}

/**
 * Content saved before image fields took only the site's images (issue 22) may hold another path, such
 * as `/api/auth/logout`: that field shows the shipped image of the same place instead, the rest stays.
 */
function withShippedImagesWhereRefused(stored: unknown, seed: SiteContent, issues: readonly { path: readonly PropertyKey[]; message: string }[]): unknown {
  const copy = structuredClone(stored) as Record<PropertyKey, unknown>;
  for (const issue of issues) {
    if (issue.message !== IMAGE_PATH_MESSAGE || issue.path.length === 0) continue;
    let target: unknown = copy;
    let fallback: unknown = seed;
    for (const key of issue.path.slice(0, -1)) {
      target = (target as Record<PropertyKey, unknown> | undefined)?.[key];
      fallback = (fallback as Record<PropertyKey, unknown> | undefined)?.[key];
    }
    const last = issue.path.at(-1)!;
    const shipped = (fallback as Record<PropertyKey, unknown> | undefined)?.[last];
    if (target && typeof target === "object") (target as Record<PropertyKey, unknown>)[last] = typeof shipped === "string" ? shipped : seed.person.image;
  }
  return copy;
}

function toDocument(language: Language, revision: StoredRevision | undefined): SiteContentDocument {
  if (!revision) return { language, content: getSiteContent(language), revision: null, mediaKitUpdatedAt: seedMediaKitUpdatedAt(language) };
  return {
    language,
    content: contentOf(revision, language),
    revision: { id: revision.id, createdAt: revision.createdAt, createdBy: revision.createdBy },
    mediaKitUpdatedAt: revision.mediaKitUpdatedAt,
  };
}

/** The content of one language as shown now: the newest revision, or the shipped content. */
export async function readSiteContent(db: Kysely<Database>, language: Language): Promise<SiteContentDocument> {
  return toDocument(language, await findLatestRevision(db, language));
}

/**
 * Validates and stores `input` as the new content of `language` (a new revision), and bumps the shared
 * content version so that every instance's cached pages refresh within a second.
 */
export async function saveSiteContent(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  language: Language,
  input: unknown,
  userId: number | null,
  actor: AuditActor = {},
): Promise<SiteContentDocument> {
  const content = parseOrThrow(SiteContentSchema, input);
  return contentVersion.commit(db, async (trx) => {
    const current = await readSiteContent(trx, language);
    const now = nowIso();
    const mediaKitUpdatedAt = mediaKitSlice(current.content) === mediaKitSlice(content) ? current.mediaKitUpdatedAt : now;
    const id = await insertRevision(trx, {
      language,
      content: JSON.stringify(content),
      media_kit_updated_at: mediaKitUpdatedAt,
      created_at: now,
      created_by: userId,
    });
    const saved = await findRevision(trx, language, id);
    await recordAuditEvent(trx, actor, { action: "content.updated", target: { type: "site_content", id: language, label: language === "pt" ? "Português" : "English" }, details: { revision: id } });
    return toDocument(language, saved);
  });
}

export function listSiteContentRevisions(db: Kysely<Database>, language: Language): Promise<SiteContentRevision[]> {
  return listRevisionSummaries(db, language, SITE_CONTENT_HISTORY_LIMIT);
}

/** One earlier revision with its content (the admin loads it into the form to restore it). */
export async function getSiteContentRevision(db: Kysely<Database>, language: Language, id: number): Promise<SiteContentDocument> {
  const revision = await findRevision(db, language, id);
  if (!revision) throw new AppError("NOT_FOUND", REVISION_NOT_FOUND_MESSAGE);
  return toDocument(language, revision);
}
