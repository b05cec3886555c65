import type { Router } from "express";
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
import { createRecordsRouter } from "./records-router.ts";

/** `/api/testimonials` (issue 28): what others said, public to read, the admin's to write. */
export function createTestimonialsRouter(ctx: ServerContext): Router {
  return createRecordsRouter(ctx, {
    schema: TestimonialInputSchema,
    notFound: TESTIMONIAL_NOT_FOUND_MESSAGE,
    deleted: "Testimonial deleted successfully",
    list: listTestimonials,
    get: getTestimonial,
    create: createTestimonial,
    update: updateTestimonial,
    remove: deleteTestimonial,
  });
}
