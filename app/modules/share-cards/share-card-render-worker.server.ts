// The share-card drawing process (issue 22, finding 3): forked by ShareCardRenderProcess, run at the
// lowest CPU priority with one libvips thread, so that drawing cards never slows the pages down.
import type { ShareCard } from "./share-card.ts";
import { type CardFonts, prepareCardFonts } from "./share-card-fonts.server.ts";
import { decodablePhoto, renderShareCard } from "./share-card-render.server.ts";
import { loadSharp } from "#app/modules/uploads/sharp.server.ts";

interface DrawRequest {
  id: number;
  card: ShareCard;
  photo: Uint8Array | null;
}

let fonts: Promise<CardFonts> | undefined;

async function draw({ card, photo }: DrawRequest): Promise<Buffer> {
  const sharp = await loadSharp();
  sharp.concurrency(1);
  fonts ??= prepareCardFonts();
  fonts.catch(() => (fonts = undefined));
  return renderShareCard(card, await decodablePhoto(photo ? Buffer.from(photo) : undefined), await fonts);
}

process.on("message", (request: DrawRequest) => {
  draw(request).then(
    (jpeg) => process.send?.({ id: request.id, jpeg }),
    (error: unknown) => process.send?.({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server went away (or stopped drawing): so does this process.
process.on("disconnect", () => process.exit(0));
