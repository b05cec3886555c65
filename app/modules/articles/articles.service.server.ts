import type { Kysely } from "kysely";
import type { ArticleRowUpdate, Database } from "#app/db/database.ts";
import { isForeignKeyViolation, isUniqueViolation } from "#app/db/errors.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { findCategoryById } from "#app/modules/categories/categories.service.server.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import type { Article } from "./article.ts";
import type { ArticleInput } from "./article.schema.ts";
import { sanitizeArticleHtml } from "./article-html.server.ts";
import {
  deleteArticleRow,
  findArticleById,
  findArticleBySlug,
  findArticleIdBySlug,
  insertArticle,
  listAllArticleRows,
  updateArticleRow,
} from "./articles.repository.server.ts";

export const ARTICLE_NOT_FOUND_MESSAGE = "Article not found";

function duplicateSlug(slug: string): AppError {
  return new AppError("CONFLICT", `An article with the slug "${slug}" already exists. Choose a different slug.`);
}

async function assertCategoryExists(db: Kysely<Database>, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await findCategoryById(db, categoryId))) {
    throw new AppError("VALIDATION", "The selected category does not exist", {
      issues: [{ path: "categoryId", message: "The selected category does not exist" }],
    });
  }
}

/** Stored HTML is sanitised on the way in; pages sanitise again when rendering (ADR 005). */
function toRowValues(input: ArticleInput): ArticleRowUpdate {
  const values: ArticleRowUpdate = {
    title: input.title,
    slug: input.slug,
    content: sanitizeArticleHtml(input.content),
    excerpt: input.excerpt,
    cover_image: input.coverImage,
    published: input.published ? 1 : 0,
    featured: input.featured ? 1 : 0,
    category_id: input.categoryId,
  };
  if (input.pt === null) {
    Object.assign(values, { title_pt: null, excerpt_pt: null, content_pt: null });
  } else if (input.pt !== undefined) {
    Object.assign(values, {
      title_pt: input.pt.title,
      excerpt_pt: input.pt.excerpt,
      content_pt: sanitizeArticleHtml(input.pt.content),
    });
  }
  return values;
}

function translateWriteError(error: unknown, input: ArticleInput): never {
  if (error instanceof AppError) throw error;
  if (isUniqueViolation(error)) throw duplicateSlug(input.slug);
  if (isForeignKeyViolation(error)) {
    throw new AppError("VALIDATION", "The selected category does not exist");
  }
  throw error;
}

export function listAllArticles(db: Kysely<Database>): Promise<Article[]> {
  return listAllArticleRows(db);
}

/** A published article by slug; drafts only when `includeDrafts` (an admin is asking). */
export async function getArticleBySlug(
  db: Kysely<Database>,
  slug: string,
  options: { includeDrafts?: boolean } = {},
): Promise<Article> {
  const article = await findArticleBySlug(db, slug);
  if (!article || (!article.published && !options.includeDrafts)) {
    throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
  }
  return article;
}

/** Creates an article; the article and the new content version commit together. */
export async function createArticle(db: Kysely<Database>, contentVersion: ContentVersionTracker, input: ArticleInput): Promise<Article> {
  try {
    return await contentVersion.commit(db, async (trx) => {
      if (await findArticleIdBySlug(trx, input.slug)) throw duplicateSlug(input.slug);
      await assertCategoryExists(trx, input.categoryId);
      const now = nowIso();
      const values = toRowValues(input);
      return insertArticle(trx, {
        ...values,
        title: input.title,
        slug: input.slug,
        content: values.content ?? "",
        published: input.published ? 1 : 0,
        featured: input.featured ? 1 : 0,
        published_at: input.published ? now : null,
        created_at: now,
        updated_at: now,
      });
    });
  } catch (error) {
    translateWriteError(error, input);
  }
}

/** Replaces an article's fields; `publishedAt` is set on first publication and kept afterwards. */
export async function updateArticle(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  id: number,
  input: ArticleInput,
): Promise<Article> {
  try {
    return await contentVersion.commit(db, async (trx) => {
      const existing = await findArticleById(trx, id);
      if (!existing) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
      const holder = await findArticleIdBySlug(trx, input.slug);
      if (holder !== undefined && holder !== id) throw duplicateSlug(input.slug);
      await assertCategoryExists(trx, input.categoryId);
      const now = nowIso();
      const values: ArticleRowUpdate = { ...toRowValues(input), updated_at: now };
      if (input.published && existing.publishedAt === null) values.published_at = now;
      const updated = await updateArticleRow(trx, id, values);
      if (!updated) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
      return updated;
    });
  } catch (error) {
    translateWriteError(error, input);
  }
}

export async function deleteArticle(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number): Promise<void> {
  await contentVersion.commit(db, async (trx) => {
    if (!(await deleteArticleRow(trx, id))) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
  });
}
