import { strToU8, type Zippable, zipSync } from "fflate";
import { loadSharp } from "#app/modules/uploads/sharp.server.ts";
import type { ImageAsset, SiteContent } from "#app/content/site-content.ts";
import type { Language } from "#app/lib/language.ts";
import { fileSlug } from "#app/lib/icalendar.ts";

/**
 * The press kit as one ZIP for journalists (issue 13): the approved photos in web and print sizes with
 * the credit line written into each JPEG (EXIF copyright and XMP rights/credit; location, camera and
 * every other metadata of the source left out), the short, medium and long bios in both languages,
 * the book sheet, the media contact and a README with the usage terms.
 */

/** Longest side of the web-size photos. */
export const PRESS_PHOTO_WEB_PX = 1600;
const PRINT_DENSITY_DPI = 300;

function xmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function langAlt(en: string, pt: string): string {
  return `<rdf:Alt><rdf:li xml:lang="x-default">${xmlText(en)}</rdf:li><rdf:li xml:lang="pt-BR">${xmlText(pt)}</rdf:li></rdf:Alt>`;
}

/** The XMP packet of a press photo: rights and credit (IPTC Core in XMP), description and alt text in both languages. */
export function pressPhotoXmp(photo: { credit: Record<Language, string>; alt: Record<Language, string>; caption: Record<Language, string>; usage: Record<Language, string> }): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/" xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"',
    ` photoshop:Credit="${xmlText(photo.credit.en)}" xmpRights:Marked="True">`,
    `<dc:rights>${langAlt(photo.credit.en, photo.credit.pt)}</dc:rights>`,
    `<dc:description>${langAlt(photo.caption.en, photo.caption.pt)}</dc:description>`,
    `<Iptc4xmpCore:AltTextAccessibility>${langAlt(photo.alt.en, photo.alt.pt)}</Iptc4xmpCore:AltTextAccessibility>`,
    `<xmpRights:UsageTerms>${langAlt(photo.usage.en, photo.usage.pt)}</xmpRights:UsageTerms>`,
    "</rdf:Description>",
    "</rdf:RDF>",
    "</x:xmpmeta>",
    '<?xpacket end="w"?>',
  ].join("");
}

/** EXIF holds ASCII; "©" and accents become their closest ASCII so that every reader shows the same text. */
function exifAscii(text: string): string {
  return text.replace(/©/g, "(c)").normalize("NFD").replace(/\p{M}/gu, "").replace(/[^\x20-\x7E]/g, "?");
}

interface PhotoPair {
  en: ImageAsset;
  pt: ImageAsset;
}

/** The approved photos: the media kit's, then the press kit's that are not among them. */
export function approvedPhotos(content: Record<Language, SiteContent>): PhotoPair[] {
  const pairs: PhotoPair[] = [];
  const seen = new Set<string>();
  const add = (en: readonly ImageAsset[], pt: readonly ImageAsset[]) =>
    en.forEach((image, index) => {
      if (seen.has(image.src)) return;
      seen.add(image.src);
      pairs.push({ en: image, pt: pt[index] ?? image });
    });
  add(content.en.mediaKit.images, content.pt.mediaKit.images);
  add(content.en.pressKit.photos, content.pt.pressKit.photos);
  return pairs;
}

async function pressJpeg(source: Buffer, pair: PhotoPair, content: Record<Language, SiteContent>, size: "web" | "print"): Promise<Buffer> {
  const sharp = await loadSharp();
  const credit = { en: pair.en.credit ?? content.en.mediaKit.imageCredit, pt: pair.pt.credit ?? content.pt.mediaKit.imageCredit };
  const xmp = pressPhotoXmp({
    credit,
    alt: { en: pair.en.alt, pt: pair.pt.alt },
    caption: { en: pair.en.caption, pt: pair.pt.caption },
    usage: { en: content.en.mediaKit.imageUsage, pt: content.pt.mediaKit.imageUsage },
  });
  // sharp writes no metadata of the source (no GPS, camera, dates): only what is set here.
  let image = sharp(source, { failOn: "error" }).rotate().toColourspace("srgb").flatten({ background: "#ffffff" });
  if (size === "web") image = image.resize({ width: PRESS_PHOTO_WEB_PX, height: PRESS_PHOTO_WEB_PX, fit: "inside", withoutEnlargement: true });
  return image
    .withExif({ IFD0: { Copyright: exifAscii(credit.en), ImageDescription: exifAscii(pair.en.caption), Artist: exifAscii(credit.en) } })
    .withXmp(xmp)
    .withDensity(size === "print" ? PRINT_DENSITY_DPI : 72)
    .jpeg({ quality: size === "print" ? 92 : 82 })
    .toBuffer();
}

function paragraphs(texts: readonly string[]): string {
  return `${texts.join("\n\n")}\n`;
}

function bookSheet(content: SiteContent, language: Language): string {
  const { book } = content;
  const pt = language === "pt";
  return [
    book.title,
    book.subtitle,
    "",
    `${pt ? "Título em inglês" : "English title"}: ${book.englishTitle} (${book.englishSubtitle})`,
    `${pt ? "Ano" : "Year"}: ${book.year}`,
    `${pt ? "Idioma" : "Language"}: ${book.language}`,
    `${pt ? "Formatos" : "Formats"}: ${book.formats.join(", ")}`,
    `${pt ? "Editora" : "Publisher"}: ${book.publisher}`,
    `${pt ? "Páginas" : "Pages"}: ${book.pageCount}`,
    `${pt ? "Onde comprar" : "Buy"}: ${book.link}`,
    "",
    ...book.description.flatMap((p) => [p, ""]),
    pt ? "Destaques:" : "Highlights:",
    ...book.highlights.map((h) => `- ${h}`),
    "",
  ].join("\n");
}

function contactSheet(content: Record<Language, SiteContent>): string {
  const block = (c: SiteContent, heading: string) => [heading, c.mediaKit.contact.name, c.mediaKit.contact.role, c.mediaKit.contact.email, "", c.mediaKit.contact.note, ""];
  return [...block(content.en, "MEDIA CONTACT"), ...block(content.pt, "CONTATO DE IMPRENSA")].join("\n");
}

function readme(content: Record<Language, SiteContent>, photoNames: string[], updatedOn: string): string {
  const { en, pt } = content;
  return [
    `${en.name}: ${en.pressKit.title} / ${pt.pressKit.title}`,
    `${updatedOn}`,
    "",
    "photos/web/    JPEG, at most 1600 px on the long side (72 dpi)",
    "photos/print/  JPEG, full resolution (300 dpi)",
    ...photoNames.map((name) => `  ${name}`),
    "bio/           short (100 words), medium and long bios in English (en) and Portuguese (pt)",
    "book/          book sheets in both languages and the cover",
    "media-contact.txt",
    "",
    `Credit line: ${en.mediaKit.imageCredit}`,
    en.mediaKit.imageUsage,
    "",
    `Crédito: ${pt.mediaKit.imageCredit}`,
    pt.mediaKit.imageUsage,
    "",
  ].join("\n");
}

/**
 * Builds the ZIP. `readImage` gives the bytes of an image of the content (readSiteImage); a photo whose
 * bytes are missing is left out of the archive rather than failing the whole download.
 */
export async function buildPressKitArchive(input: {
  content: Record<Language, SiteContent>;
  updatedOn: string;
  readImage: (src: string) => Promise<Buffer | undefined>;
}): Promise<Buffer> {
  const { content } = input;
  const files: Zippable = {};
  const text = (name: string, value: string) => {
    files[name] = [strToU8(value), { level: 9 }];
  };
  const names: string[] = [];
  const photos = approvedPhotos(content);
  for (const [index, pair] of photos.entries()) {
    const source = await input.readImage(pair.en.src);
    if (!source) continue;
    const name = `${String(index + 1).padStart(2, "0")}-${fileSlug(pair.en.caption) || "photo"}.jpg`;
    names.push(name);
    files[`photos/web/${name}`] = [await pressJpeg(source, pair, content, "web"), { level: 0 }];
    files[`photos/print/${name}`] = [await pressJpeg(source, pair, content, "print"), { level: 0 }];
  }
  for (const language of ["en", "pt"] as const) {
    const c = content[language];
    text(`bio/${language}/bio-short.txt`, `${c.mediaKit.shortBio}\n`);
    text(`bio/${language}/bio-medium.txt`, `${c.pressKit.mediumBio}\n`);
    text(`bio/${language}/bio-long.txt`, paragraphs(c.pressKit.biography));
    text(`book/book-sheet-${language}.txt`, bookSheet(c, language));
  }
  const cover = await input.readImage(content.en.book.cover.src);
  if (cover) {
    const pair = { en: content.en.book.cover, pt: content.pt.book.cover };
    files["book/cover.jpg"] = [await pressJpeg(cover, pair, content, "print"), { level: 0 }];
  }
  text("media-contact.txt", contactSheet(content));
  text("README.txt", readme(content, names, input.updatedOn));
  // A fixed time for every entry: the same content gives the same bytes (and ETag).
  return Buffer.from(zipSync(files, { mtime: new Date("2020-01-01T00:00:00Z") }));
}
