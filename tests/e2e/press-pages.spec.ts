import type { Page } from "@playwright/test";
import { getSiteContent } from "../../app/content/site.ts";
import type { SeoPageKey } from "../../app/content/site-content.ts";
import { TRANSLATIONS } from "../../app/i18n/translations.ts";
import { pageShareImage, type ShareCardPage } from "../../app/modules/share-cards/share-card.ts";
import { expect, expectNoAxeViolations, test, waitForWebFonts } from "./fixtures.ts";

/**
 * The press kit, media kit and museum letter (spec §2, §3, §9) in English and Portuguese:
 * content, back button, head without JavaScript, accessibility, images and print.
 */

const LANGUAGES = [
  {
    language: "en",
    prefix: "",
    htmlLang: "en",
    ogLocale: "en_US",
    back: "/#recognitions",
    pressKitDate: "May 12, 2025",
    letterDate: "March 15, 2025",
    book: { year: "2024", language: "Brazilian Portuguese", formats: "Print and Kindle" },
  },
  {
    language: "pt",
    prefix: "/pt",
    htmlLang: "pt-BR",
    ogLocale: "pt_BR",
    back: "/pt#recognitions",
    pressKitDate: "12 de maio de 2025",
    letterDate: "15 de março de 2025",
    book: { year: "2024", language: "Português (Brasil)", formats: "Impresso e Kindle" },
  },
] as const;

const PAGES: ReadonlyArray<{ key: Extract<SeoPageKey, "pressKit" | "mediaKit" | "museumLetter">; path: string }> = [
  { key: "pressKit", path: "/press-kit" },
  { key: "mediaKit", path: "/media-kit" },
  { key: "museumLetter", path: "/museum-letter" },
];

const SHARE_CARD_OF: Record<(typeof PAGES)[number]["key"], ShareCardPage> = {
  pressKit: "press-kit",
  mediaKit: "media-kit",
  museumLetter: "museum-letter",
};

/** The shipped sample testimonials (migration 2026_11_29_1300): the media kit's notable quotes on a fresh site. */
const SAMPLE_TESTIMONIALS = [
  { en: "the hall stayed full to the last minute", pt: "o auditório ficou cheio até o último minuto", source: "Marina Teles, Instituto Líderes do Nordeste · Convenção Nordeste de Lideranças 2025" },
  { en: "was the best-rated keynote of the forum", pt: "foi a palestra mais bem avaliada do fórum", source: "Ricardo Alves, Associação Brasileira de IA Aplicada · Fórum Brasileiro de IA Aplicada 2024" },
  { en: "We booked him again for the next edition.", pt: "Já o convidamos para a próxima edição.", source: "Helena Prado, Rede Energia e Dados · Semana de Energia e Dados 2024" },
] as const;

const localized = (prefix: string, path: string) => `${prefix}${path}`;

function decodeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The `content` of `<meta name|property="key">` in server-rendered HTML. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*\\s(?:name|property)="${key.replace(/[:.]/g, "\\$&")}"[^>]*>`, "i").exec(html)?.[0];
  const value = tag ? /\scontent="([^"]*)"/i.exec(tag)?.[1] : undefined;
  return value === undefined ? undefined : decodeHtml(value);
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  const tags = html.match(/<link[^>]*>/gi) ?? [];
  const tag = tags.find(
    (t) => new RegExp(`\\srel="${rel}"`, "i").test(t) && (!hreflang || new RegExp(`\\shreflang="${hreflang}"`, "i").test(t)),
  );
  const href = tag ? /\shref="([^"]*)"/i.exec(tag)?.[1] : undefined;
  return href === undefined ? undefined : decodeHtml(href);
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

async function expectBackButton(page: Page, name: string, href: string) {
  await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
}

for (const lang of LANGUAGES) {
  const content = getSiteContent(lang.language);
  const t = TRANSLATIONS[lang.language];

  test.describe(`press pages (${lang.language})`, () => {
    test(`the press kit: biography, three photos, key projects, speaking topics, contact, last updated (${lang.language})`, async ({ page }) => {
      const response = await page.goto(localized(lang.prefix, "/press-kit"));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang.htmlLang);
      await expect(page.getByRole("heading", { level: 1, name: content.pressKit.title })).toBeVisible();
      await expectBackButton(page, t.kitsBackToHome, lang.back);

      const updated = page.getByText(content.pressKit.lastUpdated.text);
      await expect(updated).toContainText(lang.pressKitDate);
      await expect(page.locator(`time[datetime="${content.pressKit.lastUpdated.iso}"]`)).toHaveText(content.pressKit.lastUpdated.text);

      await expect(page.getByRole("heading", { level: 2, name: t.biography })).toBeVisible();
      for (const paragraph of content.pressKit.biography) await expect(page.getByText(paragraph)).toBeVisible();

      const photos = page.getByRole("list", { name: t.photos }).getByRole("img");
      await expect(photos).toHaveCount(3);
      for (const [index, photo] of content.pressKit.photos.entries()) {
        const img = photos.nth(index);
        await expect(img).toHaveAttribute("src", photo.src);
        await expect(img).toHaveAttribute("alt", photo.alt);
        await expect(img).toHaveAttribute("width", String(photo.width));
        await expect(img).toHaveAttribute("height", String(photo.height));
        await expect(img).toHaveAttribute("loading", "lazy");
      }

      const projects = page.getByRole("region", { name: t.keyProjects });
      await expect(projects.getByRole("heading", { level: 3 })).toHaveText(content.pressKit.keyProjects.map((p) => p.name));
      for (const project of content.pressKit.keyProjects) {
        await expect(projects).toContainText(project.description);
        for (const highlight of project.highlights) await expect(projects).toContainText(highlight);
      }
      const topics = page.getByRole("region", { name: t.speakingTopics });
      await expect(topics.getByRole("heading", { level: 3 })).toHaveText(content.pressKit.speakingTopics.map((topic) => topic.title));

      await expect(page.getByRole("heading", { level: 2, name: t.pressContact })).toBeVisible();
      await expect(page.getByText(content.pressKit.contact.name, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: content.pressKit.contact.email })).toHaveAttribute(
        "href",
        `mailto:${content.pressKit.contact.email}`,
      );
      await expectNoAxeViolations(page);
    });

    test(`the media kit: contact, 100-word bio, six downloadable approved images with credit, book table, quotes, expertise (${lang.language})`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(localized(lang.prefix, "/media-kit"));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang.htmlLang);
      const kit = content.mediaKit;
      await expect(page.getByRole("heading", { level: 1, name: kit.title })).toBeVisible();
      await expectBackButton(page, t.kitsBackToHome, lang.back);

      await expect(page.getByRole("heading", { level: 2, name: t.mediaContact })).toBeVisible();
      await expect(page.getByRole("link", { name: kit.contact.email })).toHaveAttribute("href", `mailto:${kit.contact.email}`);

      await expect(page.getByRole("heading", { level: 2, name: t.shortBio })).toBeVisible();
      await expect(page.getByText(kit.shortBio)).toBeVisible();
      const words = kit.shortBio.trim().split(/\s+/).length;
      if (lang.language === "en") expect(words).toBe(100);
      await expect(page.getByText(t.wordCount.replace("{n}", String(words)))).toBeVisible();

      // Six approved images, each with its credit line and a link that downloads the original JPEG.
      await expect(page.getByText(kit.imageUsage)).toBeVisible();
      const gallery = page.getByRole("list", { name: t.approvedImages });
      const figures = gallery.getByRole("figure");
      await expect(figures).toHaveCount(6);
      for (const [index, image] of kit.images.entries()) {
        const figure = figures.nth(index);
        const img = figure.getByRole("img");
        await expect(img).toHaveAttribute("src", image.src);
        await expect(img).toHaveAttribute("alt", image.alt);
        await expect(img).toHaveAttribute("width", String(image.width));
        await expect(img).toHaveAttribute("height", String(image.height));
        await expect(img).toHaveAttribute("loading", "lazy");
        await expect(figure).toContainText(image.caption);
        await expect(figure).toContainText(kit.imageCredit);
        // The download line follows the figure in its list item (nothing may follow a figcaption in a figure).
        const download = gallery.getByRole("listitem").nth(index).getByRole("link", { name: t.downloadFullSizeOf.replace("{caption}", image.caption), exact: true });
        await expect(download).toHaveAttribute("href", image.src);
        await expect(download).toHaveAttribute("download", "");
        const file = await request.get(image.src);
        expect(file.status(), image.src).toBe(200);
        expect(file.headers()["content-type"], image.src).toMatch(/^image\/jpeg/);
      }

      // The book table: a real table named by its caption, one row header per field.
      await expect(page.getByRole("heading", { level: 2, name: t.bookInformation })).toBeVisible();
      const table = page.getByRole("table", { name: content.book.title });
      await expect(table).toBeVisible();
      await expect(table.getByRole("rowheader")).toHaveCount(kit.bookTable.length);
      for (const row of kit.bookTable) {
        await expect(table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: row.label, exact: true }) })).toContainText(
          row.value,
        );
      }
      await expect(table).toContainText(content.book.title);
      await expect(table).toContainText(content.book.englishTitle);
      await expect(table).toContainText(content.book.subtitle);
      await expect(table).toContainText(lang.book.year);
      await expect(table).toContainText(lang.book.language);
      await expect(table).toContainText(lang.book.formats);
      const store = table.getByRole("link");
      await expect(store).toHaveAttribute("href", content.book.link);
      await expect(store).toHaveAttribute("target", "_blank");
      await expect(store).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(store).toContainText(t.opensInNewTab);

      // Three quotes, each a blockquote with its source in a cite.
      await expect(page.getByRole("heading", { level: 2, name: t.notableQuotes })).toBeVisible();
      await expect(page.getByRole("blockquote")).toHaveCount(3);
      const quotes = page.getByRole("figure").filter({ has: page.getByRole("blockquote") });
      await expect(quotes).toHaveCount(3);
      // The notable quotes are the featured testimonials (issue 28): the shipped samples are organisers'
      // words about the sample persona's keynotes, with who said them and where as their source.
      for (const [index, sample] of SAMPLE_TESTIMONIALS.entries()) {
        await expect(quotes.nth(index).getByRole("blockquote")).toContainText(lang.prefix ? sample.pt : sample.en);
        await expect(quotes.nth(index).locator("cite")).toHaveText(sample.source);
      }

      const expertise = page.getByRole("region", { name: t.areasOfExpertise });
      await expect(expertise.getByRole("heading", { level: 2 })).toHaveText(t.areasOfExpertise);
      await expect(expertise.getByRole("listitem")).toHaveText([...kit.expertise]);

      await expectNoAxeViolations(page);
    });

    test(`the museum letter of March 15, 2025 about Future of Creativity, laid out as a letter (${lang.language})`, async ({ page }) => {
      const response = await page.goto(localized(lang.prefix, "/museum-letter"));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang.htmlLang);
      const letter = content.museumLetter;
      await expect(page.getByRole("heading", { level: 1, name: letter.title })).toBeVisible();
      await expectBackButton(page, t.kitsBackToHome, lang.back);

      const paper = page.getByRole("article");
      await expect(paper.locator('time[datetime="2025-03-15"]')).toHaveText(lang.letterDate);
      await expect(paper).toContainText("Future of Creativity");
      await expect(paper).toContainText("2026");
      await expect(paper).toContainText(letter.recipient);
      await expect(paper).toContainText(letter.subject);
      await expect(paper.getByText(letter.salutation)).toBeVisible();
      for (const paragraph of letter.paragraphs) await expect(paper.getByText(paragraph)).toBeVisible();
      await expect(paper.getByText(letter.closing)).toBeVisible();
      await expect(paper.getByText(letter.author.title, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const { key, path } of PAGES) {
      test(`${path} (${lang.language}) has its full head in the server HTML, without JavaScript`, async ({ request, baseURL }) => {
        const url = localized(lang.prefix, path);
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        expect(response.headers()["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600");
        expect(response.headers()["etag"]).toMatch(/^W\/"/);
        const html = await response.text();
        const seo = content.seo.pages[key];

        expect(/<html[^>]*\slang="([^"]*)"/.exec(html)?.[1], "<html lang>").toBe(lang.htmlLang);
        expect(decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(seo.title);
        expect(metaContent(html, "description")).toBe(seo.description);
        expect(metaContent(html, "keywords")).toBe(seo.keywords.join(", "));
        expect(metaContent(html, "robots")).toBe("index, follow");
        expect(linkHref(html, "canonical")).toBe(`${baseURL}${url}`);
        expect(linkHref(html, "alternate", "en-US")).toBe(`${baseURL}${path}`);
        expect(linkHref(html, "alternate", "pt-BR")).toBe(`${baseURL}/pt${path}`);
        expect(linkHref(html, "alternate", "x-default")).toBe(`${baseURL}${path}`);

        expect(metaContent(html, "og:title")).toBe(seo.title);
        expect(metaContent(html, "og:description")).toBe(seo.description);
        expect(metaContent(html, "og:url")).toBe(`${baseURL}${url}`);
        expect(metaContent(html, "og:locale")).toBe(lang.ogLocale);
        // The page's own card, in the page's language (ADR 025).
        const card = pageShareImage(SHARE_CARD_OF[key], content, lang.language);
        expect(card.url).toMatch(new RegExp(`^${lang.prefix}/share/${SHARE_CARD_OF[key]}\\.jpg\\?v=\\w+$`));
        expect(metaContent(html, "og:image")).toBe(`${baseURL}${card.url}`);
        expect(metaContent(html, "og:image:width")).toBe("1200");
        expect(metaContent(html, "og:image:height")).toBe("630");
        expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
        expect(metaContent(html, "twitter:title")).toBe(seo.title);
        expect(metaContent(html, "twitter:image")).toBe(`${baseURL}${card.url}`);

        const breadcrumbs = jsonLd(html).find((entry) => entry["@type"] === "BreadcrumbList");
        expect(breadcrumbs?.itemListElement).toEqual([
          { "@type": "ListItem", position: 1, name: t.home, item: `${baseURL}${lang.prefix || "/"}` },
          { "@type": "ListItem", position: 2, name: content[key].title, item: `${baseURL}${url}` },
        ]);

        const image = await request.get(card.url);
        expect(image.status()).toBe(200);
        expect(image.headers()["content-type"]).toMatch(/^image\/jpeg/);
        expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      });

      test(`${path} (${lang.language}) prints without header, footer, bars or buttons, black on white`, async ({ page }) => {
        await page.goto(localized(lang.prefix, path));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
        await page.emulateMedia({ media: "print" });
        await expect(page.getByRole("banner")).toBeHidden();
        await expect(page.getByRole("contentinfo")).toBeHidden();
        await expect(page.getByRole("link", { name: t.kitsBackToHome })).toBeHidden();
        await expect(page.getByRole("button", { name: t.print })).toBeHidden();
        if (key === "museumLetter") {
          // On paper the letter stands alone, from its letterhead to the signature.
          await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
          await expect(page.getByRole("article")).toBeVisible();
          await expect(page.getByRole("article")).toContainText(content.museumLetter.closing);
        } else {
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        }
        const colors = await page.evaluate(() => ({
          background: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(document.querySelector("main p") as Element).color,
        }));
        expect(colors).toEqual({ background: "rgb(255, 255, 255)", text: "rgb(0, 0, 0)" });
      });
    }
  });
}

test("the back button and the download links are reached with the keyboard", async ({ page }) => {
  await page.goto("/media-kit");
  const back = page.getByRole("link", { name: TRANSLATIONS.en.kitsBackToHome });
  for (let i = 0; i < 25 && !(await back.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(back).toBeFocused();
  const firstDownload = page.getByRole("link", { name: new RegExp(`^${TRANSLATIONS.en.downloadFullSize}`) }).first();
  for (let i = 0; i < 25 && !(await firstDownload.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(firstDownload).toBeFocused();
  await expect(firstDownload).toBeInViewport();
});

test("the approved images load without shifting the layout", async ({ page }) => {
  await page.goto("/media-kit");
  // The web fonts swap in after the first paint (first-paint.spec.ts checks that swap): wait until every
  // part has them, then count only the shifts the images cause while they load.
  await waitForWebFonts(page);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => {
    const w = window as unknown as { __imageShifts: number };
    w.__imageShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__imageShifts += entry.value;
      }
    }).observe({ type: "layout-shift" });
  });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0)))
    .toBe(true);
  await page.waitForTimeout(300);
  const shift = await page.evaluate(() => (window as unknown as { __imageShifts: number }).__imageShifts);
  expect(shift).toBeLessThan(0.01);
});

test("the sitemap lists the three pages in both languages", async ({ request, baseURL }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  expect(index).toContain(`<loc>${baseURL}/sitemaps/en-1.xml</loc>`);
  const xml = (await (await request.get("/sitemaps/en-1.xml")).text()) + (await (await request.get("/sitemaps/pt-1.xml")).text());
  for (const { path } of PAGES) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/pt${path}</loc>`);
  }
});
