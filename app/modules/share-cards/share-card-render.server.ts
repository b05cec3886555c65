import type { OverlayOptions } from "sharp";
import { loadSharp } from "#app/modules/uploads/sharp.server.ts";
import { SHARE_CARD_SIZE, type ShareCard } from "./share-card.ts";
import type { CardFonts } from "./share-card-fonts.server.ts";
import { fitLines, type FittedLines, type RenderedText, TextRenderer, type TextStyle } from "./share-card-text.server.ts";

/**
 * Draws a share card (ADR 025): dark ground, amber rule, the section, the title in Fraunces on at most
 * three lines, the owner's name and role in Inter, and the photo, when there is one, as a full-height
 * panel on the right. Every line is measured before it is placed, so no text leaves the safe margins.
 */

const { width: WIDTH, height: HEIGHT } = SHARE_CARD_SIZE;

/** Empty space kept on every side of the text, and between the text and the photo. */
export const SHARE_CARD_MARGIN_PX = 60;
/** Width of the photo panel on the right; the text column ends a margin before it. */
export const SHARE_CARD_PHOTO_WIDTH_PX = 440;
export const SHARE_CARD_TITLE_MAX_LINES = 3;
/** Title sizes tried in turn; the smallest is used, with an ellipsis, when none holds the title in three lines. */
export const SHARE_CARD_TITLE_SIZES_PX = [68, 60, 52] as const;

const RULE = { top: 64, width: 96, height: 6 };
const SECTION_TOP = 100;
const TITLE_TOP = 156;
const NAME_TOP = 462;
const ROLE_TOP = 514;
const LINE_HEIGHT = 1.16;
const AMBER = "#f5b942";

const SECTION_STYLE: TextStyle = { face: "text", weight: 600, sizePx: 22, color: AMBER, letterSpacingPx: 3 };
const NAME_STYLE: TextStyle = { face: "text", weight: 600, sizePx: 34, color: "#ffffff" };
const ROLE_STYLE: TextStyle = { face: "text", weight: 400, sizePx: 24, color: "#cbd5e1" };
const titleStyle = (sizePx: number): TextStyle => ({ face: "display", weight: 600, sizePx, color: "#ffffff" });

/** The x range the text of a card may use. */
export function shareCardTextColumn(hasPhoto: boolean): { left: number; right: number } {
  const right = hasPhoto ? WIDTH - SHARE_CARD_PHOTO_WIDTH_PX - SHARE_CARD_MARGIN_PX : WIDTH - SHARE_CARD_MARGIN_PX;
  return { left: SHARE_CARD_MARGIN_PX, right };
}

function backgroundSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b0f17"/><stop offset="0.65" stop-color="#121826"/><stop offset="1" stop-color="#3a2a0c"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="${SHARE_CARD_MARGIN_PX}" y="${RULE.top}" width="${RULE.width}" height="${RULE.height}" rx="3" fill="${AMBER}"/>
</svg>`;
}

export interface CardLayout {
  titleSizePx: number;
  title: FittedLines;
  section: string;
  name: string;
  role: string;
}

/** The title at the largest size that holds it in three lines, else the smallest with an ellipsis. */
async function fitTitle(title: string, maxWidth: number, renderer: TextRenderer): Promise<{ sizePx: number; fitted: FittedLines }> {
  let last: { sizePx: number; fitted: FittedLines } | undefined;
  for (const sizePx of SHARE_CARD_TITLE_SIZES_PX) {
    const fitted = await fitLines(title, titleStyle(sizePx), maxWidth, SHARE_CARD_TITLE_MAX_LINES, renderer);
    last = { sizePx, fitted };
    if (!fitted.truncated) break;
  }
  return last as { sizePx: number; fitted: FittedLines };
}

async function oneLine(text: string, style: TextStyle, maxWidth: number, renderer: TextRenderer): Promise<string> {
  return (await fitLines(text, style, maxWidth, 1, renderer)).lines[0] ?? "";
}

/** Where each line of the card goes, measured with the card's fonts. */
export async function layoutShareCard(card: ShareCard, hasPhoto: boolean, renderer: TextRenderer): Promise<CardLayout> {
  const { left, right } = shareCardTextColumn(hasPhoto);
  const width = right - left;
  const { sizePx, fitted } = await fitTitle(card.title, width, renderer);
  return {
    titleSizePx: sizePx,
    title: fitted,
    section: await oneLine(card.section.toLocaleUpperCase(card.language === "pt" ? "pt-BR" : "en-US"), SECTION_STYLE, width, renderer),
    name: await oneLine(card.name, NAME_STYLE, width, renderer),
    role: await oneLine(card.role, ROLE_STYLE, width, renderer),
  };
}

function overlay(text: RenderedText, left: number, top: number): OverlayOptions {
  return { input: text.data, raw: { width: text.width, height: text.height, channels: 4 }, left, top };
}

/**
 * The card as a 1200x630 JPEG. `photo` is the decoded bytes of `card.photo` (undefined when it has
 * none or it could not be read: the card is then drawn without it).
 */
export async function renderShareCard(card: ShareCard, photo: Buffer | undefined, fonts: CardFonts): Promise<Buffer> {
  const sharp = await loadSharp();
  const renderer = new TextRenderer(fonts);
  const hasPhoto = photo !== undefined;
  const layout = await layoutShareCard(card, hasPhoto, renderer);
  const left = SHARE_CARD_MARGIN_PX;
  const layers: OverlayOptions[] = [];
  if (photo) {
    const panel = await sharp(photo)
      .rotate()
      .resize(SHARE_CARD_PHOTO_WIDTH_PX, HEIGHT, { fit: "cover", position: "attention" })
      .removeAlpha()
      .toBuffer();
    layers.push({ input: panel, left: WIDTH - SHARE_CARD_PHOTO_WIDTH_PX, top: 0 });
  }
  const pieces: { text: string; style: TextStyle; top: number }[] = [
    { text: layout.section, style: SECTION_STYLE, top: SECTION_TOP },
    ...layout.title.lines.map((line, index) => ({
      text: line,
      style: titleStyle(layout.titleSizePx),
      top: TITLE_TOP + Math.round(index * layout.titleSizePx * LINE_HEIGHT),
    })),
    { text: layout.name, style: NAME_STYLE, top: NAME_TOP },
    { text: layout.role, style: ROLE_STYLE, top: ROLE_TOP },
  ];
  for (const piece of pieces) {
    if (piece.text === "") continue;
    layers.push(overlay(await renderer.render(piece.text, piece.style), left, piece.top));
  }
  return sharp(Buffer.from(backgroundSvg()))
    .composite(layers)
    .flatten({ background: "#0b0f17" })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}

/** Reads a photo that sharp can decode; anything else counts as no photo. */
export async function decodablePhoto(bytes: Buffer | undefined): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  if (!bytes) return undefined;
  try {
    await sharp(bytes).metadata();
    return bytes;
  } catch {
    return undefined;
  }
}
