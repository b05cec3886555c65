import { unzipSync } from "fflate";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { SITE_CONTENT_PT } from "#app/content/site-content.pt.ts";
import { buildPressKitArchive, PRESS_PHOTO_WEB_PX } from "./press-kit-archive.server.ts";

/** A camera JPEG with GPS coordinates and the camera's make and model in its EXIF. */
function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 90, g: 120, b: 150 } } })
    .withExif({
      IFD0: { Make: "Canon", Model: "EOS R5", Software: "Camera firmware 1.2" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "10/1 54/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "37/1 4/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

describe("the press-kit archive", () => {
  it("writes the credit into every photo's XMP and EXIF and leaves the camera's location and make out", async () => {
    const source = await cameraPhoto();
    const sourceExif = (await sharp(source).metadata()).exif?.toString("latin1") ?? "";
    expect(sourceExif).toContain("Canon");
    const zip = await buildPressKitArchive({
      content: { en: SITE_CONTENT_EN, pt: SITE_CONTENT_PT },
      updatedOn: "May 12, 2025",
      readImage: async () => source,
    });
    const files = unzipSync(new Uint8Array(zip));
    const photos = Object.keys(files).filter((name) => name.startsWith("photos/"));
    // Six approved photos (the press kit's three are among them), each in two sizes.
    expect(photos.filter((name) => name.startsWith("photos/web/"))).toHaveLength(6);
    expect(photos.filter((name) => name.startsWith("photos/print/"))).toHaveLength(6);
    // Named from the English caption: the sample photos say they are samples (issue 30).
    expect(photos).toContain("photos/print/01-sample-photo-official-portrait.jpg");

    for (const name of [...photos, "book/cover.jpg"]) {
      const metadata = await sharp(Buffer.from(files[name] ?? [])).metadata();
      expect(metadata.format, name).toBe("jpeg");
      const xmp = metadata.xmp?.toString("utf8") ?? "";
      expect(xmp, name).toContain(`<rdf:li xml:lang="x-default">${SITE_CONTENT_EN.mediaKit.imageCredit}</rdf:li>`);
      expect(xmp, name).toContain(`<rdf:li xml:lang="pt-BR">${SITE_CONTENT_PT.mediaKit.imageCredit}</rdf:li>`);
      expect(xmp, name).toContain('xmpRights:Marked="True"');
      const exif = metadata.exif?.toString("latin1") ?? "";
      expect(exif, name).toContain("Photo: (c) Caio Menezes Aragao. All rights reserved.");
      expect(exif, name).not.toContain("Canon");
      expect(exif, name).not.toContain("EOS R5");
      expect(exif, name).not.toContain("firmware");
      // No GPS directory at all (tag 0x8825 would point to it).
      expect(exif.includes("\x88\x25") || exif.includes("\x25\x88"), name).toBe(false);
      const longSide = Math.max(metadata.width ?? 0, metadata.height ?? 0);
      if (name.startsWith("photos/web/")) expect(longSide).toBe(PRESS_PHOTO_WEB_PX);
      if (name.startsWith("photos/print/")) {
        expect(longSide).toBe(2400);
        expect(metadata.density).toBe(300);
      }
    }
  });

  it("holds the three bios in both languages, the book sheets and the media contact", async () => {
    const zip = await buildPressKitArchive({
      content: { en: SITE_CONTENT_EN, pt: SITE_CONTENT_PT },
      updatedOn: "May 12, 2025",
      readImage: async () => undefined,
    });
    const files = unzipSync(new Uint8Array(zip));
    const text = (name: string) => new TextDecoder().decode(files[name]);
    expect(Object.keys(files).sort()).toEqual([
      "README.txt",
      "bio/en/bio-long.txt",
      "bio/en/bio-medium.txt",
      "bio/en/bio-short.txt",
      "bio/pt/bio-long.txt",
      "bio/pt/bio-medium.txt",
      "bio/pt/bio-short.txt",
      "book/book-sheet-en.txt",
      "book/book-sheet-pt.txt",
      "media-contact.txt",
    ]);
    expect(text("bio/en/bio-short.txt")).toBe(`${SITE_CONTENT_EN.mediaKit.shortBio}\n`);
    expect(text("bio/pt/bio-medium.txt")).toBe(`${SITE_CONTENT_PT.pressKit.mediumBio}\n`);
    expect(text("bio/en/bio-long.txt")).toBe(`${SITE_CONTENT_EN.pressKit.biography.join("\n\n")}\n`);
    expect(text("book/book-sheet-en.txt")).toContain("English title: Roots and Algorithms");
    expect(text("book/book-sheet-pt.txt")).toContain(`Onde comprar: ${SITE_CONTENT_PT.book.link}`);
    expect(text("media-contact.txt")).toContain(SITE_CONTENT_EN.mediaKit.contact.email);
    expect(text("README.txt")).toContain(`Credit line: ${SITE_CONTENT_EN.mediaKit.imageCredit}`);
  });
});
