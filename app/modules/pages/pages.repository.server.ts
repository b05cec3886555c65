import type { Kysely, Selectable } from "kysely";
import type { Database, PagesTable } from "#app/db/database.ts";
import type { Page, PageShowIn } from "./page.ts";
import type { PageInput } from "./page.schema.ts";

type PageRow = Selectable<PagesTable>;

function toPage(row: PageRow): Page {
  const { id, slug, title, content, excerpt } = row;
  return {
    id, slug, title, content, excerpt,
    published: Number(row.published) === 1,
    publishAt: row.publish_at,
    showIn: (row.show_in as PageShowIn) ?? "none",
    pt:
      row.pt_slug !== null && row.pt_title !== null && row.pt_content !== null
        ? {
            slug: row.pt_slug,
            title: row.pt_title,
            content: row.pt_content,
            excerpt: row.pt_excerpt,
            published: Number(row.pt_published) === 1,
            publishAt: row.pt_publish_at,
          }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRow(input: PageInput) {
  const { slug, title, content, excerpt } = input;
  return {
    slug, title, content, excerpt,
    published: input.published ? 1 : 0,
    publish_at: input.publishAt,
    show_in: input.showIn,
    pt_slug: input.pt?.slug ?? null,
    pt_title: input.pt?.title ?? null,
    pt_content: input.pt?.content ?? null,
    pt_excerpt: input.pt?.excerpt ?? null,
    pt_published: input.pt ? (input.pt.published ? 1 : 0) : null,
    pt_publish_at: input.pt?.publishAt ?? null,
  };
}

export async function listPageRows(db: Kysely<Database>): Promise<Page[]> {
  return (await db.selectFrom("pages").selectAll().orderBy("title").orderBy("id").execute()).map(toPage);
}

export async function findPageRow(db: Kysely<Database>, id: number): Promise<Page | undefined> {
  const row = await db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPage(row) : undefined;
}

/** The page whose slug in `language` is `slug`, other than `exceptId`. */
export async function findPageIdBySlug(db: Kysely<Database>, language: "en" | "pt", slug: string, exceptId?: number): Promise<number | undefined> {
  let query = db.selectFrom("pages").select("id").where(language === "pt" ? "pt_slug" : "slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst())?.id;
}

export async function insertPageRow(db: Kysely<Database>, input: PageInput, now: string): Promise<Page> {
  const row = await db
    .insertInto("pages")
    .values({ ...toRow(input), created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPage(row);
}

export async function updatePageRow(db: Kysely<Database>, id: number, input: PageInput, now: string): Promise<Page | undefined> {
  const row = await db
    .updateTable("pages")
    .set({ ...toRow(input), updated_at: now })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPage(row) : undefined;
}

export async function deletePageRow(db: Kysely<Database>, id: number): Promise<Page | undefined> {
  const before = await findPageRow(db, id);
  if (!before) return undefined;
  await db.deleteFrom("pages").where("id", "=", id).execute();
  return before;
}

/** Whether a page version's time falls in (`after`, `until`]: it went live then. */
export async function hasPageGoingLiveBetween(db: Kysely<Database>, after: string, until: string): Promise<boolean> {
  const row = await db
    .selectFrom("pages")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("published", "=", 1), eb("publish_at", ">", after), eb("publish_at", "<=", until)]),
        eb.and([eb("pt_published", "=", 1), eb("pt_publish_at", ">", after), eb("pt_publish_at", "<=", until)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
