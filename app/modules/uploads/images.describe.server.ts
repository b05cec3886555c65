import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import { IMAGE_URL_PREFIX, imageUrl } from "./image.ts";
import { listVariantsOfImages } from "./images.repository.server.ts";

export interface DescribedImage {
  width: number;
  height: number;
  /** WebP renditions, narrowest first. */
  renditions: { url: string; width: number }[];
}

const UPLOADED_WEBP = /^\/uploads\/images\/([A-Za-z0-9_-]{22})\.webp$/;

export function uploadedImageId(url: string | null): string | undefined {
  return url ? UPLOADED_WEBP.exec(url)?.[1] : undefined;
}

/** Sizes and renditions of the uploaded images among `urls` (others are left out). */
export async function describeUploadedImages(db: Kysely<Database>, urls: (string | null)[]): Promise<Map<string, DescribedImage>> {
  const ids = [...new Set(urls.map(uploadedImageId).filter((id): id is string => id !== undefined))];
  const described = new Map<string, DescribedImage>();
  if (ids.length === 0) return described;
  for (const row of await listVariantsOfImages(db, ids)) {
    const url = `${IMAGE_URL_PREFIX}${row.image_id}.webp`;
    const entry = described.get(url) ?? { width: 0, height: 0, renditions: [] };
    if (row.name === ".webp") Object.assign(entry, { width: row.width, height: row.height });
    if (row.content_type === "image/webp") entry.renditions.push({ url: imageUrl(row.image_id, row.name), width: row.width });
    described.set(url, entry);
  }
  for (const entry of described.values()) entry.renditions.sort((a, b) => a.width - b.width);
  return described;
}
