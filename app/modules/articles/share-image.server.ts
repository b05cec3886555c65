import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/i18n/language.ts";
import { uploadedImageId } from "#app/modules/uploads/images.describe.server.ts";
import { findImageFile } from "#app/modules/uploads/images.service.server.ts";
import { loadSharp } from "#app/modules/uploads/sharp.server.ts";
import { SHARE_IMAGE_SIZE } from "./article-view.ts";
import { findPublishedForShare, type PublishedArticles } from "./published-articles.service.server.ts";
import { escapeXml } from "#app/lib/xml.ts";

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
const CACHE_LIMIT = 200;
const cache = new Map<string, Buffer>();


/** Greedy word wrap by an average glyph width; the last line gets an ellipsis when the text is longer. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || line === "") line = next.length > maxChars ? `${next.slice(0, maxChars - 1)}…` : next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] ?? "").replace(/[\s,.;:]*\S{0,3}$/, "")}…`;
    return kept;
  }
  return lines;
}

/** The site's card: dark ground, amber rule, the article title and the owner's name. */
function cardSvg(title: string, owner: { name: string; role: string }): string {
  const fontSize = title.length > 90 ? 52 : title.length > 50 ? 60 : 68;
  const lines = wrapText(title, Math.floor(1040 / (fontSize * 0.52)), 4);
  const lineHeight = Math.round(fontSize * 1.18);
  const top = 150 + Math.max(0, (4 - lines.length) * lineHeight) / 2;
  const tspans = lines
    .map((line, i) => `<tspan x="80" y="${top + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b0f17"/><stop offset="0.65" stop-color="#121826"/><stop offset="1" stop-color="#3a2a0c"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="80" y="70" width="120" height="6" rx="3" fill="#f5b942"/>
  <text font-family="DejaVu Serif, Liberation Serif, serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${tspans}</text>
  <text x="80" y="540" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" font-weight="700" fill="#f5b942">${escapeXml(owner.name)}</text>
  <text x="80" y="582" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#cbd5e1">${escapeXml(owner.role)}</text>
</svg>`;
}

async function render(db: Kysely<Database>, title: string, coverImage: string | null, owner: { name: string; role: string }): Promise<Buffer> {
  const sharp = await loadSharp();
  const coverId = uploadedImageId(coverImage);
  const cover = coverId ? await findImageFile(db, `${coverId}.webp`) : undefined;
  if (cover) {
    return sharp(cover.bytes).resize(WIDTH, HEIGHT, { fit: "cover", position: "attention" }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  }
  return sharp(Buffer.from(cardSvg(title, owner))).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

/**
 * A 1200x630 JPEG for link previews (LinkedIn rejects WebP): the uploaded cover cropped to size,
 * or a card with the title and the owner's name. Undefined when the article is not published.
 */
export async function getShareImage(
  db: Kysely<Database>,
  publishedArticles: PublishedArticles,
  slug: string,
  language: Language,
  owner: { name: string; role: string },
): Promise<Buffer | undefined> {
  const article = await findPublishedForShare(publishedArticles, slug, language);
  if (!article) return undefined;
  const key = `${article.version}:${language}:${slug}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const image = await render(db, article.title, article.coverImage, owner);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, image);
  return image;
}
