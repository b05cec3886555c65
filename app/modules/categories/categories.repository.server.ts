import type { Kysely } from "kysely";
import type { CategoryRow, CategoryRowUpdate, Database, NewCategoryRow } from "#app/db/database.ts";
import type { Category } from "./category.ts";

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    pt: row.name_pt !== null ? { name: row.name_pt, description: row.description_pt } : null,
  };
}

export async function listCategoryRows(db: Kysely<Database>): Promise<Category[]> {
  const rows = await db.selectFrom("categories").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(toCategory);
}

export async function findCategoryRowById(db: Kysely<Database>, id: number): Promise<Category | undefined> {
  const row = await db.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCategory(row) : undefined;
}

export async function findCategoryRowBySlug(db: Kysely<Database>, slug: string): Promise<Category | undefined> {
  const row = await db.selectFrom("categories").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toCategory(row) : undefined;
}

export async function insertCategory(db: Kysely<Database>, values: NewCategoryRow): Promise<Category> {
  const row = await db.insertInto("categories").values(values).returningAll().executeTakeFirstOrThrow();
  return toCategory(row);
}

export async function updateCategoryRow(
  db: Kysely<Database>,
  id: number,
  values: CategoryRowUpdate,
): Promise<Category | undefined> {
  const row = await db.updateTable("categories").set(values).where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toCategory(row) : undefined;
}

export async function deleteCategoryRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("categories").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many articles (drafts included) are filed under the category. */
export async function countArticlesInCategory(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom("articles")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("category_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
