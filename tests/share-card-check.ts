import sharp from "sharp";

/**
 * Reads a share card back as a link-preview crawler gets it and measures it (ADR 025), independently
 * of how it was drawn: the card's ground is dark (luminance under 50 everywhere) and every piece of text
 * on it light (white, slate or amber, above 150), so the pixels brighter than TEXT_LUMINANCE in the text
 * area are the text, and their bounding box must stay inside the safe margins.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** No text closer than this to an edge of the card, or to the photo. */
export const SAFE_MARGIN_PX = 60;
/** The photo, when a card has one, fills the card's right 440 px. */
export const PHOTO_LEFT_PX = 760;
export const MAX_CARD_BYTES = 5 * 1024 * 1024;
const TEXT_LUMINANCE = 110;

export interface CardReading {
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  bytes: number;
  /** Bounding box of the text pixels in the text area (right and bottom exclusive), if any. */
  text: { left: number; top: number; right: number; bottom: number } | undefined;
  /** How many rows of the text area hold text pixels. */
  textRows: number;
  /**
   * Standard deviation of the luminance in the card's rightmost 40 px, the photo's edge when there is
   * one and the empty right margin when not: a photo has detail, the plain ground hardly any.
   */
  rightEdgeDetail: number;
  /** Greyscale pixels, for comparing two cards. */
  grey: Buffer;
  hasPhoto: boolean;
}

export async function readCard(jpeg: Buffer, hasPhoto: boolean): Promise<CardReading> {
  const metadata = await sharp(jpeg).metadata();
  const { data: grey, info } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
  const areaRight = hasPhoto ? PHOTO_LEFT_PX : info.width;
  let box: CardReading["text"];
  let textRows = 0;
  for (let y = 0; y < info.height; y++) {
    let rowHasText = false;
    for (let x = 0; x < areaRight; x++) {
      if ((grey[y * info.width + x] ?? 0) <= TEXT_LUMINANCE) continue;
      rowHasText = true;
      box = box
        ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x + 1), bottom: Math.max(box.bottom, y + 1) }
        : { left: x, top: y, right: x + 1, bottom: y + 1 };
    }
    if (rowHasText) textRows++;
  }
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = info.width - 40; x < info.width; x++) {
      const value = grey[y * info.width + x] ?? 0;
      sum += value;
      squares += value * value;
      count++;
    }
  }
  const mean = sum / count;
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    bytes: jpeg.length,
    text: box,
    textRows,
    rightEdgeDetail: Math.sqrt(Math.max(0, squares / count - mean * mean)),
    grey,
    hasPhoto,
  };
}

/** What is wrong with a card, as sentences (empty: nothing). */
export function cardProblems(card: CardReading, hasPhoto: boolean): string[] {
  const problems: string[] = [];
  if (card.format !== "jpeg") problems.push(`format is ${card.format}, not jpeg`);
  if (card.width !== CARD_WIDTH || card.height !== CARD_HEIGHT) problems.push(`size is ${card.width}x${card.height}, not 1200x630`);
  if (card.bytes >= MAX_CARD_BYTES) problems.push(`${card.bytes} bytes, not under 5 MB`);
  const box = card.text;
  if (!box || card.textRows < 60) problems.push(`hardly any text (${card.textRows} rows)`);
  if (box) {
    const right = (hasPhoto ? PHOTO_LEFT_PX : CARD_WIDTH) - SAFE_MARGIN_PX;
    if (box.left < SAFE_MARGIN_PX) problems.push(`text starts at x=${box.left}, left of the ${SAFE_MARGIN_PX} px margin`);
    if (box.right > right) problems.push(`text reaches x=${box.right}, past x=${right}`);
    if (box.top < SAFE_MARGIN_PX) problems.push(`text starts at y=${box.top}, above the margin`);
    if (box.bottom > CARD_HEIGHT - SAFE_MARGIN_PX) problems.push(`text reaches y=${box.bottom}, below the margin`);
  }
  return problems;
}

/** How many separate bands of text rows (lines of text) lie between rows `top` and `bottom` of the text area. */
export function textBands(card: CardReading, top: number, bottom: number): number {
  const areaRight = card.hasPhoto ? PHOTO_LEFT_PX : CARD_WIDTH;
  let bands = 0;
  let inBand = false;
  for (let y = top; y < bottom; y++) {
    let rowHasText = false;
    for (let x = 0; x < areaRight && !rowHasText; x++) rowHasText = (card.grey[y * CARD_WIDTH + x] ?? 0) > TEXT_LUMINANCE;
    if (rowHasText && !inBand) bands++;
    inBand = rowHasText;
  }
  return bands;
}

/** Share of pixels whose grey level differs by more than 32 between two cards of the same size. */
export function differingShare(a: CardReading, b: CardReading): number {
  let differing = 0;
  for (let i = 0; i < a.grey.length; i++) if (Math.abs((a.grey[i] ?? 0) - (b.grey[i] ?? 0)) > 32) differing++;
  return differing / a.grey.length;
}
