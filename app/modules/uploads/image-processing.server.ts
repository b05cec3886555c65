import crypto from "node:crypto";
import type { Metadata, OutputInfo, SharpOptions } from "sharp";
import { AppError } from "#app/lib/app-error.ts";
import { IMAGE_MAX_PIXELS, IMAGE_MAX_WIDTH, IMAGE_RENDITION_WIDTHS, SHARE_IMAGE_WIDTH } from "./image.ts";
import { loadSharp } from "./sharp.server.ts";

/** Raster formats we accept; the bytes decide, never the file name or the declared type. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export interface ProcessedVariant {
  name: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
  etag: string;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: ProcessedVariant[];
}

const NOT_AN_IMAGE = "The file is not a supported image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.";

function etagOf(bytes: Buffer): string {
  return `"${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
}

function variant(name: string, contentType: string, data: Buffer, info: OutputInfo): ProcessedVariant {
  return { name, contentType, width: info.width, height: info.height, bytes: data, etag: etagOf(data) };
}

/**
 * Decodes the upload fully, refuses what is not a raster image (SVG included) or is too large,
 * and re-encodes it: EXIF/GPS and every other metadata are dropped, orientation is applied.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new AppError("VALIDATION", "The file is empty. Choose an image to upload.");
  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "warning", animated: false };

  let metadata: Metadata;
  try {
    // The header only, without the pixel limit: a too-large picture gets its own clear 413 below.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("VALIDATION", NOT_AN_IMAGE);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError(
      "VALIDATION",
      metadata.format === "svg" ? "SVG images are not accepted. Upload a JPEG, PNG, WebP, GIF or AVIF picture." : NOT_AN_IMAGE,
    );
  }
  if (!metadata.width || !metadata.height) throw new AppError("VALIDATION", NOT_AN_IMAGE);
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) {
    throw new AppError("PAYLOAD_TOO_LARGE", "The image is too large: at most 40 megapixels are accepted.");
  }

  try {
    // Decode once into raw pixels (catches truncated data), then encode each rendition from them.
    const { data: pixels, info } = await sharp(input, options)
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const from = () => sharp(pixels, raw);

    const variants: ProcessedVariant[] = [];
    const full = await from().webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    variants.push(variant(".webp", "image/webp", full.data, full.info));
    for (const width of IMAGE_RENDITION_WIDTHS) {
      if (width >= info.width) continue;
      const out = await from().resize({ width }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      variants.push(variant(`-w${width}.webp`, "image/webp", out.data, out.info));
    }
    const share = await from()
      .resize({ width: SHARE_IMAGE_WIDTH, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    variants.push(variant(".jpg", "image/jpeg", share.data, share.info));
    return { width: info.width, height: info.height, variants };
  } catch {
    throw new AppError("VALIDATION", "The image could not be read: the file looks damaged or incomplete.");
  }
}
