import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import { nowIso } from "#app/lib/time.ts";
import { type AuditActor, recordAuditEvent } from "#app/modules/audit/audit.service.server.ts";
import type { ContentVersionTracker } from "#app/modules/settings/content-version.service.server.ts";
import type { Testimonial } from "./testimonial.ts";
import type { TestimonialInput } from "./testimonial.schema.ts";
import {
  deleteTestimonialRow,
  findTestimonialRow,
  insertTestimonial,
  listTestimonialRows,
  listTestimonialRowsOfTalk,
  talkExists,
  updateTestimonialRow,
} from "./testimonials.repository.server.ts";

export const TESTIMONIAL_NOT_FOUND_MESSAGE = "Testimonial not found";
export const TESTIMONIAL_TALK_MESSAGE = "Choose a talk of this site, or none";

function toRow(input: TestimonialInput) {
  return {
    quote: input.quote,
    quote_pt: input.pt.quote,
    person: input.person,
    role: input.role,
    organisation: input.organisation,
    talk_id: input.talkId,
    event: input.event,
    photo: input.photo,
    permission_date: input.permissionDate,
    featured: input.featured ? 1 : 0,
  };
}

async function checkTalk(db: Kysely<Database>, input: TestimonialInput): Promise<void> {
  if (input.talkId !== null && !(await talkExists(db, input.talkId))) {
    throw new AppError("VALIDATION", TESTIMONIAL_TALK_MESSAGE, { issues: [{ path: "talkId", message: TESTIMONIAL_TALK_MESSAGE }] });
  }
}

/** Every testimonial, latest permission first. */
export function listTestimonials(db: Kysely<Database>): Promise<Testimonial[]> {
  return listTestimonialRows(db);
}

/** The testimonials about one talk (its page shows them). */
export function listTestimonialsOfTalk(db: Kysely<Database>, talkId: number): Promise<Testimonial[]> {
  return listTestimonialRowsOfTalk(db, talkId);
}

export async function getTestimonial(db: Kysely<Database>, id: number): Promise<Testimonial> {
  const testimonial = await findTestimonialRow(db, id);
  if (!testimonial) throw new AppError("NOT_FOUND", TESTIMONIAL_NOT_FOUND_MESSAGE);
  return testimonial;
}

function target(testimonial: Testimonial) {
  return { type: "testimonial", id: testimonial.id, label: testimonial.person };
}

/** Each write bumps the shared content version: the home, the talk pages and the media kit refresh. */
export function createTestimonial(db: Kysely<Database>, contentVersion: ContentVersionTracker, input: TestimonialInput, actor: AuditActor = {}): Promise<Testimonial> {
  const now = nowIso();
  return contentVersion.commit(db, async (trx) => {
    await checkTalk(trx, input);
    const testimonial = await insertTestimonial(trx, { ...toRow(input), created_at: now, updated_at: now });
    await recordAuditEvent(trx, actor, { action: "content.testimonial_created", target: target(testimonial) });
    return testimonial;
  });
}

export function updateTestimonial(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, input: TestimonialInput, actor: AuditActor = {}): Promise<Testimonial> {
  return contentVersion.commit(db, async (trx) => {
    if (!(await findTestimonialRow(trx, id))) throw new AppError("NOT_FOUND", TESTIMONIAL_NOT_FOUND_MESSAGE);
    await checkTalk(trx, input);
    const testimonial = await updateTestimonialRow(trx, id, { ...toRow(input), updated_at: nowIso() });
    if (!testimonial) throw new AppError("NOT_FOUND", TESTIMONIAL_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, { action: "content.testimonial_updated", target: target(testimonial) });
    return testimonial;
  });
}

export async function deleteTestimonial(db: Kysely<Database>, contentVersion: ContentVersionTracker, id: number, actor: AuditActor = {}): Promise<void> {
  await contentVersion.commit(db, async (trx) => {
    const before = await findTestimonialRow(trx, id);
    if (!before || !(await deleteTestimonialRow(trx, id))) throw new AppError("NOT_FOUND", TESTIMONIAL_NOT_FOUND_MESSAGE);
    await recordAuditEvent(trx, actor, { action: "content.testimonial_deleted", target: target(before) });
  });
}
