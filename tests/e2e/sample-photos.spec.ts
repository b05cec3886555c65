import { getSiteContent } from "../../app/content/site.ts";
import { SAMPLE_PHOTOS_PREFIX } from "../../app/content/shipped-images.ts";
import type { ImageAsset } from "../../app/content/site-content.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The sample photos are honest placeholders (issue 30): their alt texts say what they are (no smiling man
 * in a blazer), their captions are text in the page's language (none baked into the pixels), and a
 * Portuguese page shows no English caption or alt text. Read-only, on the shared server.
 */
const LANGUAGES = [
  { language: "en", prefix: "", sample: /^(Second s|S)ample [a-z -]*placeholder$/, caption: /^Sample photo: / },
  { language: "pt", prefix: "/pt", sample: /de exemplo \(imagem provisória\)$/, caption: /^Foto de exemplo: / },
] as const;

function samplePhotos(language: "en" | "pt"): ImageAsset[] {
  const content = getSiteContent(language);
  return [content.hero.image, content.about.image, ...content.pressKit.photos, ...content.mediaKit.images].filter((image) => image.src.startsWith(SAMPLE_PHOTOS_PREFIX));
}

for (const { language, prefix, sample, caption } of LANGUAGES) {
  const other = language === "en" ? "pt" : "en";

  test(`${language}: every sample photo's alt text and caption says it is a sample, in the page's language`, () => {
    const photos = samplePhotos(language);
    expect(photos.length).toBeGreaterThanOrEqual(6);
    for (const photo of photos) {
      expect(photo.alt, photo.src).toMatch(sample);
      expect(photo.caption, photo.src).toMatch(caption);
      expect(`${photo.alt} ${photo.caption}`, photo.src).not.toMatch(/smil|blazer|shirt|sorri|camisa/i);
    }
  });

  test(`${language}: the home, press kit and media kit show the sample photos with their own alt texts and captions, none of the other language`, async ({ page }) => {
    test.skip(test.info().project.name !== "desktop", "one viewport");
    const content = getSiteContent(language);
    const foreign = samplePhotos(other).flatMap((photo) => [photo.alt, photo.caption]);
    await page.goto(prefix || "/");
    await expect(page.getByRole("img", { name: content.hero.image.alt, exact: true }).first()).toHaveAttribute("src", content.hero.image.src);
    for (const path of ["/press-kit", "/media-kit"]) {
      await page.goto(`${prefix}${path}`);
      const images = page.locator(`img[src^="${SAMPLE_PHOTOS_PREFIX}"]`);
      expect(await images.count(), path).toBeGreaterThan(0);
      for (const alt of await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("alt") ?? ""))) expect(alt, path).toMatch(sample);
      const text = await page.locator("main").innerText();
      for (const words of foreign) expect(text, `${path}: "${words}"`).not.toContain(words);
    }
    await page.goto(`${prefix}/media-kit`);
    for (const image of content.mediaKit.images) await expect(page.getByRole("figure").filter({ hasText: image.caption }).first()).toBeVisible();
  });
}
