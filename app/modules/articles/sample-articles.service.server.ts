import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { AuditActor } from "#app/modules/audit/audit.service.server.ts";
import { createCategory, findCategoryBySlug } from "#app/modules/categories/categories.service.server.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { ArticleInputSchema } from "./article.schema.ts";
import { findArticleIdBySlug } from "./articles.repository.server.ts";
import { createArticle } from "./articles.service.server.ts";
import { SAMPLE_ARTICLES, SAMPLE_CATEGORIES } from "./sample-articles.server.ts";

export interface SampleArticlesResult {
  created: string[];
  skipped: string[];
}

/**
 * Creates the sample categories and articles that do not exist yet; running it twice adds nothing.
 * Each one is audited (`category.created`, `article.created`) inside its own transaction.
 */
export async function createSampleArticles(db: Kysely<Database>, contentVersion: ContentVersionTracker, actor: AuditActor = {}): Promise<SampleArticlesResult> {
  const categoryIds = new Map<string, number>();
  for (const sample of SAMPLE_CATEGORIES) {
    const category = (await findCategoryBySlug(db, sample.slug)) ?? (await createCategory(db, contentVersion, sample, actor));
    categoryIds.set(sample.slug, category.id);
  }

  const result: SampleArticlesResult = { created: [], skipped: [] };
  // Oldest first, so the first sample is the most recently published.
  for (const sample of [...SAMPLE_ARTICLES].reverse()) {
    if (await findArticleIdBySlug(db, sample.slug)) {
      result.skipped.unshift(sample.slug);
      continue;
    }
    const input = ArticleInputSchema.parse({
      title: sample.title,
      slug: sample.slug,
      content: sample.content,
      excerpt: sample.excerpt,
      published: true,
      featured: sample.featured,
      categoryId: categoryIds.get(sample.categorySlug) ?? null,
      pt: sample.pt,
    });
    await createArticle(db, contentVersion, input, actor);
    result.created.unshift(sample.slug);
  }
  return result;
}

export function describeSampleArticlesResult(result: SampleArticlesResult): string {
  const created = `Created ${result.created.length} sample article${result.created.length === 1 ? "" : "s"}`;
  if (result.skipped.length === 0) return `${created}.`;
  return `${created}; skipped ${result.skipped.length} that already existed (${result.skipped.join(", ")}).`;
}
