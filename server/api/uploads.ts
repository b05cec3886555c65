import { Router } from "express";
import multer from "multer";
import { AppError } from "#app/lib/app-error.ts";
import { IMAGE_MAX_BYTES } from "#app/modules/uploads/image.ts";
import { storeUploadedImage } from "#app/modules/uploads/images.service.server.ts";
import type { ServerContext } from "#server/context.ts";
import { requireAdmin } from "./session.ts";

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
});

export function createUploadsRouter(ctx: ServerContext): Router {
  const router = Router();
  router.post("/image", requireAdmin, (req, _res, next) => {
    if (!req.is("multipart/form-data")) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", 'Send the image as multipart/form-data in the field "image".');
    }
    next();
  }, upload.single("image"), async (req, res) => {
    if (!req.file) throw new AppError("VALIDATION", 'No image received: send the file in the form field "image".');
    const image = await storeUploadedImage(ctx.db, req.file.buffer);
    res.status(201).json(image);
  });
  return router;
}
