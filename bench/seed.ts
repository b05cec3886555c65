// Seeds a fresh database for the benchmark: 200 published articles (or `--articles N`) with realistic bodies, covers and
// Portuguese versions, through the real services (so the data is what the admin would create).
import sharp from "sharp";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { ArticleInputSchema } from "#app/modules/articles/article.schema.ts";
import { createArticle } from "#app/modules/articles/articles.service.server.ts";
import { SAMPLE_ARTICLES } from "#app/modules/articles/sample-articles.server.ts";
import { createCategory } from "#app/modules/categories/categories.service.server.ts";
import { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { storeUploadedImage } from "#app/modules/uploads/images.service.server.ts";

export const BENCH_ARTICLES = 200;

/** `--articles N` (issue 23's table: 200, 2,000, 10,000), or the default 200. */
export function benchArticleCount(argv: readonly string[]): number {
  const at = argv.indexOf("--articles");
  const count = at === -1 ? BENCH_ARTICLES : Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1) throw new Error("--articles takes a whole number of articles, e.g. --articles 10000");
  return count;
}

export async function seedBenchData(db: Kysely<Database>, count: number = BENCH_ARTICLES): Promise<{ slug: string; imageUrl: string }> {
  const contentVersion = new ContentVersionTracker();
  const category = await createCategory(db, contentVersion, { name: "AI Trends", slug: "ai-trends", description: null });
  const covers: string[] = [];
  for (let i = 0; i < 5; i++) {
    const bytes = await sharp({
      create: { width: 2000, height: 1125, channels: 3, background: { r: 30 + i * 40, g: 40, b: 90 } },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    covers.push((await storeUploadedImage(db, bytes)).url);
  }
  let firstSlug = "";
  for (let i = 0; i < count; i++) {
    const sample = SAMPLE_ARTICLES[i % SAMPLE_ARTICLES.length];
    if (!sample) throw new Error("no sample articles");
    const slug = `${sample.slug}-${i}`;
    firstSlug ||= slug;
    const translated = sample.pt ?? { title: `${sample.title} (PT)`, excerpt: sample.excerpt, content: sample.content };
    await createArticle(
      db,
      contentVersion,
      ArticleInputSchema.parse({
        title: `${sample.title} #${i}`,
        slug,
        content: sample.content,
        excerpt: sample.excerpt,
        coverImage: covers[i % covers.length],
        published: true,
        featured: i === 0,
        categoryId: category.id,
        pt: { ...translated, title: `${translated.title} #${i}` },
      }),
    );
  }
  return { slug: firstSlug, imageUrl: covers[0] ?? "" };
}
