import type { SiteContent } from "#app/content/site-content.ts";
import { formatLongDateIn } from "#app/lib/dates.ts";
import type { Language } from "#app/lib/language.ts";
import { prepareCardFonts } from "#app/modules/share-cards/share-card-fonts.server.ts";
import { splitTalks, type Talk, talkText } from "#app/modules/talks/talk.ts";
import { orderForShow, type Testimonial, testimonialAttribution, testimonialQuote } from "#app/modules/testimonials/testimonial.ts";
import { oneSheetText } from "./one-sheet-text.ts";

/**
 * The speaker one-sheet (issue 28): one A4 page for an event's committee, in one language, built from
 * the site content, the talks and the testimonials; the site's typefaces embedded (Fraunces, Inter:
 * the packages' WOFF2 decompressed to TrueType), real text, the portrait at print resolution.
 */

export interface OneSheetInput {
  content: SiteContent;
  language: Language;
  talks: readonly Talk[];
  testimonials: readonly Testimonial[];
  siteUrl: string;
  /** The bytes of a site image (uploaded or shipped), or undefined. */
  readImage: (src: string) => Promise<Buffer | undefined>;
  today?: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const INK = "#0b0f19";
const ACCENT = "#a16207";
const MUTED = "#475569";

/** The portrait as a JPEG of print quality (300 dpi at its printed size), or undefined. */
async function portraitJpeg(input: OneSheetInput): Promise<Buffer | undefined> {
  const bytes = await input.readImage(input.content.hero.image.src).catch(() => undefined);
  if (!bytes) return undefined;
  const { default: sharp } = await import("sharp");
  return sharp(bytes).resize(560, 700, { fit: "cover", position: "attention" }).jpeg({ quality: 88 }).toBuffer();
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

export async function buildOneSheet(input: OneSheetInput): Promise<Buffer> {
  const { content, language } = input;
  const words = oneSheetText(language);
  // pdfkit and sharp load with the first one-sheet, not at start-up (ADR 019: what only some requests need).
  const [fonts, { default: PDFDocument }] = await Promise.all([prepareCardFonts(), import("pdfkit")]);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    autoFirstPage: true,
    info: { Title: `${content.name} · ${words.download}`, Author: content.name, Subject: content.role },
    lang: language === "pt" ? "pt-BR" : "en",
    displayTitle: true,
    pdfVersion: "1.7",
  });
  const done = collect(doc);
  doc.registerFont("display", fonts.display.file);
  doc.registerFont("text", fonts.text.file);
  // Nothing may ever start a second page: each block is bounded and ellipsised.
  doc.on("pageAdded", () => {
    throw new Error("The one-sheet must fit one page");
  });

  const width = A4.width - 2 * MARGIN;
  const portrait = await portraitJpeg(input);
  const photoWidth = 140;
  const textLeft = portrait ? MARGIN + photoWidth + 20 : MARGIN;
  const textWidth = A4.width - MARGIN - textLeft;
  if (portrait) doc.image(portrait, MARGIN, MARGIN, { width: photoWidth, height: 175 });

  doc.font("display").fontSize(26).fillColor(INK).text(content.name, textLeft, MARGIN, { width: textWidth });
  doc.font("text").fontSize(10.5).fillColor(ACCENT).text(content.role, { width: textWidth });
  doc.moveDown(0.6);
  doc.font("text").fontSize(9).fillColor(INK).text(content.mediaKit.shortBio, { width: textWidth, height: 120, ellipsis: true, lineGap: 1.5 });

  let y = Math.max(doc.y, portrait ? MARGIN + 175 : 0) + 16;
  const heading = (title: string) => {
    doc.font("display").fontSize(13).fillColor(INK).text(title, MARGIN, y, { width });
    y = doc.y + 4;
  };

  heading(words.keynotes);
  const columnWidth = (width - 2 * 12) / 3;
  let tallest = y;
  content.keynotes.slice(0, 3).forEach((keynote, index) => {
    const x = MARGIN + index * (columnWidth + 12);
    doc.font("text").fontSize(9).fillColor(ACCENT).text(keynote.title, x, y, { width: columnWidth, height: 36, ellipsis: true });
    doc.font("text").fontSize(8).fillColor(MUTED).text(keynote.summary, x, doc.y + 2, { width: columnWidth, height: 70, ellipsis: true, lineGap: 1 });
    tallest = Math.max(tallest, doc.y);
  });
  y = tallest + 14;

  const { past, upcoming } = splitTalks(input.talks, input.today);
  const recent = [...upcoming.slice(0, 2), ...past].slice(0, 4);
  if (recent.length > 0) {
    heading(words.recentTalks);
    for (const talk of recent) {
      const line = `${formatLongDateIn(talk.date, language)} · ${talkText(talk, language).title} · ${talk.eventName}, ${talk.city}`;
      doc.font("text").fontSize(8.5).fillColor(INK).text(line, MARGIN, y, { width, height: 12, ellipsis: true });
      y = doc.y + 2;
    }
    y += 10;
  }

  const quotes = orderForShow(input.testimonials).slice(0, 3);
  if (quotes.length > 0) {
    heading(words.testimonials);
    for (const testimonial of quotes) {
      doc.font("display").fontSize(9.5).fillColor(INK).text(`“${testimonialQuote(testimonial, language)}”`, MARGIN, y, { width, height: 40, ellipsis: true });
      const source = [testimonial.person === content.name ? null : testimonialAttribution(testimonial), testimonial.event].filter(Boolean).join(" · ");
      doc.font("text").fontSize(7.5).fillColor(MUTED).text(`— ${source || testimonial.person}`, MARGIN, doc.y + 1, { width, height: 11, ellipsis: true });
      y = doc.y + 6;
    }
    y += 6;
  }

  const { book } = content;
  heading(words.book);
  doc
    .font("text")
    .fontSize(9)
    .fillColor(INK)
    .text(`${book.title}${language === "pt" ? `: ${book.subtitle}` : ` (${book.englishTitle})`}, ${book.year}`, MARGIN, y, { width, height: 24, ellipsis: true });
  doc.font("text").fontSize(8).fillColor(MUTED).text(book.tagline, MARGIN, doc.y + 1, { width, height: 24, ellipsis: true });
  y = doc.y + 14;

  heading(words.contact);
  const site = content.person.url;
  // The invite form's section, or the contact one, or the home when the owner hides both (issue 28).
  const section = content.showOnSite.speaking ? "#speaking" : content.showOnSite.contact ? "#contact" : "";
  const invite = `${input.siteUrl}${language === "pt" ? "/pt" : ""}/${section}`;
  doc.font("text").fontSize(9).fillColor(INK).text(`${content.contact.email} · ${site}`, MARGIN, y, { width, height: 12, ellipsis: true });
  doc.font("text").fontSize(9).fillColor(ACCENT).text(words.invite.replace("{url}", invite), MARGIN, doc.y + 2, { width, height: 12, ellipsis: true, link: invite });

  doc.end();
  return done;
}
