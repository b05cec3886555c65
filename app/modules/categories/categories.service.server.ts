import type { Kysely } from "kysely";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { CategoryRowUpdate, Database } from "#app/db/database.ts";
import { isForeignKeyViolation, isUniqueViolation } from "#app/db/errors.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import type { Category } from "./category.ts";
import type { CategoryInput } from "./category.schema.ts";
import {
  countArticlesInCategory,
  deleteCategoryRow,
  findCategoryRowById,
  findCategoryRowBySlug,
  insertCategory,
  listCategoryRows,
  updateCategoryRow,
} from "./categories.repository.server.ts";

export const CATEGORY_NOT_FOUND_MESSAGE = "Category not found";

function duplicateSlug(slug: string): AppError {
  return new AppError("CONFLICT", `A category with the slug "${slug}" already exists. Choose a different slug.`);
}

function inUse(count: number): AppError {
  const articles = count === 1 ? "1 article" : `${count} articles`;
  return new AppError(
    "CONFLICT",
    `This category still has ${articles}. Move or delete them before deleting the category.`,
  );
}

/** Row values of an input; `pt` left out of the body leaves the Portuguese text as it is. */
function toRowValues(input: CategoryInput): CategoryRowUpdate {
  const values: CategoryRowUpdate = { name: input.name, slug: input.slug, description: input.description };
  if (input.pt !== undefined) {
    values.name_pt = input.pt?.name ?? null;
    values.description_pt = input.pt?.description ?? null;
  }
  return values;
}

export function listCategories(db: Kysely<Database>): Promise<Category[]> {
  return listCategoryRows(db);
}

export function findCategoryById(db: Kysely<Database>, id: number): Promise<Category | undefined> {
  return findCategoryRowById(db, id);
}

export function findCategoryBySlug(db: Kysely<Database>, slug: string): Promise<Category | undefined> {
  return findCategoryRowBySlug(db, slug);
}

/** Category writes commit with a new content version: the article filters and labels show categories. */
export async function createCategory(db: Kysely<Database>, contentVersion: ContentVersionTracker, input: CategoryInput, actor: AuditActor = {}): Promise<Category> {
  try {
    return await contentVersion.commit(db, async (trx) => {
      if (await findCategoryRowBySlug(trx, input.slug)) throw duplicateSlug(input.slug);
      const now = nowIso();
      const category = await insertCategory(trx, { name: input.name, slug: input.slug, ...toRowValues(input), created_at: now, updated_at: now });
      await recordAuditEvent(trx, actor, { action: "category.created", target: { type: "category", id: category.id, label: category.name } });
      return category;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(input.slug);
    throw error;
  }
}

export async function updateCategory(
  db: Kysely<Database>,
  contentVersion: ContentVersionTracker,
  id: number,
  input: CategoryInput,
  actor: AuditActor = {},
): Promise<Category> {
  try {
    return await contentVersion.commit(db, async (trx) => {
      // A category that does not exist is a 404 even when the slug it asks for is taken.
      if (!(await findCategoryRowById(trx, id))) throw new AppError("NOT_FOUND", CATEGORY_NOT_FOUND_MESSAGE);
      const holder = await findCategoryRowBySlug(trx, input.slug);
      if (holder && holder.id !== id) throw duplicateSlug(input.slug);
      const updated = await updateCategoryRow(trx, id, { ...toRowValues(input), updated_at: nowIso() });
      if (!updated) throw new AppError("NOT_FOUND", CATEGORY_NOT_FOUND_MESSAGE);
      await recordAuditEvent(trx, actor, { action: "category.updated", target: { type: "category", id, label: updated.name } });
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(input.slug);
    throw error;
  }
}

/** Refuses (409) while articles are filed under the category; deletes nothing then. */
export async function deleteCategory(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, actor: AuditActor = {}): Promise<void> {
  try {
    await contentVersion.commit(db, async (trx) => {
      const count = await countArticlesInCategory(trx, id);
      if (count > 0) throw inUse(count);
      const before = await findCategoryRowById(trx, id);
      if (!(await deleteCategoryRow(trx, id))) throw new AppError("NOT_FOUND", CATEGORY_NOT_FOUND_MESSAGE);
      await recordAuditEvent(trx, actor, { action: "category.deleted", target: { type: "category", id, label: before?.name ?? null } });
    });
  } catch (error) {
    // An article filed under it between the count and the delete: the foreign key refuses.
    if (isForeignKeyViolation(error)) throw inUse(await countArticlesInCategory(db, id));
    throw error;
  }
}
