import { type RequestHandler, Router } from "express";
import multer from "multer";
import { AppError } from "#app/lib/app-error.ts";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "#app/modules/uploads/image.ts";
import { storeUploadedImage } from "#app/modules/uploads/images.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { auditActor } from "./audit.ts";
import { declaredLengthAtMost } from "./request-guards.ts";
import { requireAdmin } from "./session.ts";

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
});

/** The image plus room for the multipart framing (boundaries, part headers, the small fields). */
export const UPLOAD_REQUEST_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

const MALFORMED_UPLOAD_MESSAGE = 'Malformed upload: send one image file as multipart/form-data in the form field "image".';

/**
 * Receives the one file. Limit errors (size, counts) keep their own messages (error-handler.ts);
 * anything else multer or busboy reports (a truncated or malformed multipart body, a part without a
 * field name) is the client's malformed request: 400.
 */
const receiveImage: RequestHandler = (req, res, next) => {
  upload.single("image")(req, res, (error?: unknown) => {
    if (!error) return next();
    const code = (error as { code?: unknown }).code;
    next(typeof code === "string" && code.startsWith("LIMIT_") ? error : new AppError("VALIDATION", MALFORMED_UPLOAD_MESSAGE));
  });
};

export function createUploadsRouter(ctx: ServerContext): Router {
  const router = Router();
  // The declared size is checked first, before the credentials and before a byte of the body is read.
  router.post("/image", declaredLengthAtMost(UPLOAD_REQUEST_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE), requireAdmin, (req, _res, next) => {
    if (!req.is("multipart/form-data")) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", 'Send the image as multipart/form-data in the field "image".');
    }
    next();
  }, receiveImage, async (req, res) => {
    if (!req.file) throw new AppError("VALIDATION", 'No image received: send the file in the form field "image".');
    const image = await storeUploadedImage(ctx.db, req.file.buffer, auditActor(req, res));
    res.status(201).json(image);
  });
  return router;
}
