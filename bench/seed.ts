// Seeds a fresh database for the benchmark: 200 published articles (or `--articles N`) with realistic bodies, covers and
// Portuguese versions: the first 30 through the real services (so the data is what the admin would create), the
// rest copies of those rows inserted a batch at a time (issue 23: 10,000 articles in seconds, not minutes).
import sharp from "sharp";
import type { Kysely } from "kysely";
import type { ArticleRow, Database, NewArticleRow } from "#app/db/database.ts";
import { ArticleInputSchema } from "#app/modules/articles/article.schema.ts";
import { createArticle } from "#app/modules/articles/articles.service.server.ts";
import { toArticle } from "#app/modules/articles/articles.repository.server.ts";
import { indexArticles, refreshSearchStatistics } from "#app/modules/articles/article-search.repository.server.ts";
import { SAMPLE_ARTICLES } from "#app/modules/articles/sample-articles.server.ts";
import { createCategory } from "#app/modules/categories/categories.service.server.ts";
import { bumpContentVersion, ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import { storeUploadedImage } from "#app/modules/uploads/images.service.server.ts";

export const BENCH_ARTICLES = 200;

/** `--articles N` (issue 23's table: 200, 2,000, 10,000), or the default 200. */
export function benchArticleCount(argv: readonly string[]): number {
  const at = argv.indexOf("--articles");
  const count = at === -1 ? BENCH_ARTICLES : Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1) throw new Error("--articles takes a whole number of articles, e.g. --articles 10000");
  return count;
}

/**
 * Articles made through the services; the rest are copies of them (`#i` titles and slugs of their own),
 * inserted a batch at a time with their search rows (`indexArticles`), as the repository writes them.
 * 30: every pairing of the six samples and the five covers.
 */
const THROUGH_SERVICES = 30;
const BATCH = 500;

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
  const templates: ArticleRow[] = [];
  for (let i = 0; i < Math.min(count, THROUGH_SERVICES); i++) {
    const sample = SAMPLE_ARTICLES[i % SAMPLE_ARTICLES.length];
    if (!sample) throw new Error("no sample articles");
    const slug = `${sample.slug}-${i}`;
    firstSlug ||= slug;
    const translated = sample.pt ?? { title: `${sample.title} (PT)`, excerpt: sample.excerpt, content: sample.content };
    const made = await createArticle(
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
    templates.push(await db.selectFrom("articles").selectAll().where("id", "=", made.id).executeTakeFirstOrThrow());
  }
  // The copies: the same columns as the service writes, the sample's title, slug and time of their own.
  const start = Date.now();
  for (let from = THROUGH_SERVICES; from < count; from += BATCH) {
    const values: NewArticleRow[] = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const { id: _id, ...template } = templates[i % THROUGH_SERVICES] as ArticleRow;
      const sample = SAMPLE_ARTICLES[i % SAMPLE_ARTICLES.length];
      const translated = sample?.pt ?? { title: `${sample?.title} (PT)` };
      const at = new Date(start + i).toISOString();
      values.push({
        ...template,
        slug: `${sample?.slug}-${i}`,
        title: `${sample?.title} #${i}`,
        // The Portuguese slug defaults to the English one (article.schema.ts), as for the service's rows.
        slug_pt: `${sample?.slug}-${i}`,
        title_pt: `${translated.title} #${i}`,
        featured: 0,
        published_at: at,
        published_at_pt: at,
        created_at: at,
        updated_at: at,
      });
    }
    await db.transaction().execute(async (trx) => {
      const rows = await trx.insertInto("articles").values(values).returningAll().execute();
      await indexArticles(trx, rows.map(toArticle));
    });
  }
  // One new content version for the copies: every view reads the archive again. Their search rows were
  // written at once, as when the server indexes a restored archive; it then refreshes the planner's
  // statistics (articles.repository.server.ts, reconcileSearchIndex), and so does the seed.
  if (count > THROUGH_SERVICES) {
    await bumpContentVersion(db);
    await refreshSearchStatistics(db);
  }
  return { slug: firstSlug, imageUrl: covers[0] ?? "" };
}
