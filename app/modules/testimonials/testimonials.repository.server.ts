import type { Kysely } from "kysely";
import type { Database, NewTestimonialRow, TestimonialRow, TestimonialRowUpdate } from "#app/db/database.ts";
import type { Testimonial } from "./testimonial.ts";

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    quote: row.quote,
    person: row.person,
    role: row.role,
    organisation: row.organisation,
    talkId: row.talk_id,
    event: row.event,
    photo: row.photo,
    permissionDate: row.permission_date,
    featured: Boolean(row.featured),
    pt: { quote: row.quote_pt },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listTestimonialRows(db: Kysely<Database>): Promise<Testimonial[]> {
  const rows = await db.selectFrom("testimonials").selectAll().orderBy("permission_date", "desc").orderBy("id").execute();
  return rows.map(toTestimonial);
}

export async function listTestimonialRowsOfTalk(db: Kysely<Database>, talkId: number): Promise<Testimonial[]> {
  const rows = await db.selectFrom("testimonials").selectAll().where("talk_id", "=", talkId).orderBy("permission_date", "desc").orderBy("id").execute();
  return rows.map(toTestimonial);
}

export async function findTestimonialRow(db: Kysely<Database>, id: number): Promise<Testimonial | undefined> {
  const row = await db.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toTestimonial(row) : undefined;
}

export async function talkExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom("talks").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export async function insertTestimonial(db: Kysely<Database>, row: NewTestimonialRow): Promise<Testimonial> {
  return toTestimonial(await db.insertInto("testimonials").values(row).returningAll().executeTakeFirstOrThrow());
}

export async function updateTestimonialRow(db: Kysely<Database>, id: number, update: TestimonialRowUpdate): Promise<Testimonial | undefined> {
  const row = await db.updateTable("testimonials").set(update).where("id", "=", id).returningAll().executeTakeFirst();
  return row ? toTestimonial(row) : undefined;
}

export async function deleteTestimonialRow(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
