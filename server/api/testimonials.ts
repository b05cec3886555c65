import { Router } from "express";
import { parseOrThrow } from "#app/lib/validation.ts";
import { TestimonialInputSchema } from "#app/modules/testimonials/testimonial.schema.ts";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  TESTIMONIAL_NOT_FOUND_MESSAGE,
  updateTestimonial,
} from "#app/modules/testimonials/testimonials.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { parseId } from "./params.ts";
import { requireAdmin } from "./session.ts";

/** `/api/testimonials` (issue 28): what others said, public to read, the admin's to write. */
export function createTestimonialsRouter(ctx: ServerContext): Router {
  const router = Router();

  router.get("/", async (_req, res) => {
    res.json(await listTestimonials(ctx.db));
  });

  router.get("/:id", async (req, res) => {
    res.json(await getTestimonial(ctx.db, parseId(req.params.id, TESTIMONIAL_NOT_FOUND_MESSAGE)));
  });

  router.post("/", requireAdmin, async (req, res) => {
    res.status(201).json(await createTestimonial(ctx.db, ctx.contentVersion, parseOrThrow(TestimonialInputSchema, req.body), auditActor(req, res)));
  });

  router.put("/:id", requireAdmin, async (req, res) => {
    const id = parseId(req.params.id, TESTIMONIAL_NOT_FOUND_MESSAGE);
    res.json(await updateTestimonial(ctx.db, ctx.contentVersion, id, parseOrThrow(TestimonialInputSchema, req.body), auditActor(req, res)));
  });

  router.delete("/:id", requireAdmin, async (req, res) => {
    await deleteTestimonial(ctx.db, ctx.contentVersion, parseId(req.params.id, TESTIMONIAL_NOT_FOUND_MESSAGE), auditActor(req, res));
    res.json({ success: true, message: "Testimonial deleted successfully" });
  });

  return router;
}
