// Generates the site's placeholder images (sample persona) under public/: press photos, the book
// cover, the home share image and the article fallbacks. Run: node scripts/generate-placeholders.ts
// The owner replaces the files with real ones (same paths and sizes, or edit app/content/).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { escapeXml } from "#app/lib/xml.ts";

const PUBLIC = path.resolve(import.meta.dirname, "../public");
const content = SITE_CONTENT_EN;


function background(width: number, height: number, hue: "amber" | "slate"): string {
  const end = hue === "amber" ? "#4a3510" : "#1e293b";
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b0f17"/><stop offset="0.6" stop-color="#121826"/><stop offset="1" stop-color="${end}"/></linearGradient>
<radialGradient id="r" cx="0.75" cy="0.2" r="0.6"><stop offset="0" stop-color="#f5b942" stop-opacity="0.28"/><stop offset="1" stop-color="#f5b942" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#r)"/>`;
}

/**
 * A calm silhouette (head and shoulders, a figure on a stage, a group) in a dashed frame, in the site's
 * colours: an honest placeholder with no text in the pixels (issue 30), so that no English caption
 * shows on Portuguese pages or in the press kit's print files; captions are text in each language.
 */
function photoSvg(width: number, height: number, kind: "portrait" | "stage" | "group"): string {
  const cx = width / 2;
  let figure = "";
  if (kind === "portrait") {
    const r = width * 0.16;
    figure = `<circle cx="${cx}" cy="${height * 0.4}" r="${r}" fill="#cbd5e1" fill-opacity="0.18"/>
<path d="M ${cx - width * 0.34} ${height} C ${cx - width * 0.32} ${height * 0.66}, ${cx + width * 0.32} ${height * 0.66}, ${cx + width * 0.34} ${height} Z" fill="#cbd5e1" fill-opacity="0.14"/>`;
  } else if (kind === "stage") {
    figure = `<rect x="0" y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="#000" fill-opacity="0.35"/>
<circle cx="${cx}" cy="${height * 0.42}" r="${height * 0.07}" fill="#cbd5e1" fill-opacity="0.2"/>
<rect x="${cx - height * 0.09}" y="${height * 0.5}" width="${height * 0.18}" height="${height * 0.28}" rx="${height * 0.05}" fill="#cbd5e1" fill-opacity="0.16"/>
<ellipse cx="${cx}" cy="${height * 0.2}" rx="${width * 0.3}" ry="${height * 0.5}" fill="#f5b942" fill-opacity="0.06"/>`;
  } else {
    figure = [0.3, 0.5, 0.7]
      .map((x, i) => `<circle cx="${width * x}" cy="${height * (0.45 + (i % 2) * 0.04)}" r="${height * 0.06}" fill="#cbd5e1" fill-opacity="0.18"/>
<rect x="${width * x - height * 0.08}" y="${height * (0.52 + (i % 2) * 0.04)}" width="${height * 0.16}" height="${height * 0.3}" rx="${height * 0.05}" fill="#cbd5e1" fill-opacity="0.13"/>`)
      .join("");
  }
  const inset = Math.round(Math.min(width, height) * 0.04);
  const frame = `<rect x="${inset}" y="${inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" rx="${inset}" fill="none" stroke="#f5b942" stroke-opacity="0.35" stroke-width="${Math.max(2, Math.round(inset / 8))}" stroke-dasharray="${inset} ${inset / 2}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(width, height, "amber")}${figure}${frame}</svg>`;
}

function lines(text: string, maxChars: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if ((line + " " + word).trim().length > maxChars && line) {
      out.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) out.push(line);
  return out;
}

function bookCoverSvg(width: number, height: number): string {
  const title = lines(content.book.title, 14)
    .map((l, i) => `<tspan x="${width / 2}" y="${height * 0.36 + i * 104}">${escapeXml(l)}</tspan>`)
    .join("");
  const subtitle = lines(content.book.subtitle, 30)
    .map((l, i) => `<tspan x="${width / 2}" y="${height * 0.62 + i * 46}">${escapeXml(l)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(width, height, "amber")}
<rect x="60" y="60" width="${width - 120}" height="${height - 120}" fill="none" stroke="#f5b942" stroke-opacity="0.6" stroke-width="3"/>
<text text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="700" font-size="92" fill="#ffffff">${title}</text>
<text text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#e2e8f0">${subtitle}</text>
<text x="${width / 2}" y="${height - 140}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="44" letter-spacing="4" fill="#f5b942">${escapeXml(content.name.toUpperCase())}</text></svg>`;
}

function shareSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(width, height, "amber")}
<rect x="80" y="80" width="120" height="6" rx="3" fill="#f5b942"/>
<text x="80" y="260" font-family="DejaVu Serif, serif" font-weight="700" font-size="84" fill="#ffffff">${escapeXml(content.name)}</text>
<text x="80" y="340" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#f5b942">${escapeXml(content.role)}</text>
<text x="80" y="540" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#cbd5e1">${escapeXml(content.stats.map((s) => `${s.value} ${s.label}`).join("  ·  "))}</text></svg>`;
}

async function write(relative: string, svg: string, format: "jpeg" | "png"): Promise<void> {
  const file = path.join(PUBLIC, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  await (format === "png" ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 82, mozjpeg: true })).toFile(file);
  console.log(`wrote public${relative}`);
}

for (const photo of content.mediaKit.images) {
  const kind = photo.src.includes("portrait") ? "portrait" : photo.src.includes("stage") ? "stage" : "group";
  await write(photo.src, photoSvg(photo.width, photo.height, kind), "jpeg");
}
await write(content.book.cover.src, bookCoverSvg(content.book.cover.width, content.book.cover.height), "png");
await write(content.seo.shareImage.src, shareSvg(content.seo.shareImage.width, content.seo.shareImage.height), "jpeg");
await write("/assets/images/article-placeholder.jpg", photoSvg(1600, 900, "stage"), "jpeg");
