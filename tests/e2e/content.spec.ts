import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The owner edits the site content in the admin (issue 13): taglines, a stat, a press photo and the
 * museum letter, in English and Portuguese, with validation messages and a preview, and sees them live
 * at once. Its own server and database (a fresh install); desktop project only.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: FreshServer;
let password = "";

test.beforeAll(async () => {
  server = await startFreshServer();
  const init = await fetch(`${server.baseURL}/api/init`, { method: "POST" });
  password = ((await init.json()) as { password: string }).password;
});

test.afterAll(async () => {
  await server?.stop();
});


const url = (pathname: string) => `${server.baseURL}${pathname}`;
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

async function openContent(page: Page, section: string): Promise<void> {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "Site content" }).click();
  await page.getByRole("navigation", { name: "Content sections" }).getByRole("button", { name: section, exact: true }).click();
}

test("the owner changes a tagline and a stat in both languages, after a validation message and a preview", async ({ page }) => {
  await openContent(page, "Hero");
  await expectNoAxeViolations(page);

  // An empty tagline is refused with the form's message under the field, and nothing is saved.
  await page.getByLabel("Tagline 2 (English)").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("This field is required")).toBeVisible();
  await expect(page.getByLabel("Tagline 2 (English)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: /Hero 1 error/ })).toBeVisible();

  await page.getByLabel("Tagline 2 (English)").fill("From Aracaju to the world: technology with roots.");
  await page.getByLabel("Tagline 1 (English)").fill("Leading Brazil's next AI chapter.");
  await page.getByLabel("Tagline 1 (Portuguese)").fill("Liderando o próximo capítulo da IA no Brasil.");
  await page.getByLabel("Stat 2 figure").fill("150+");
  await expect(page.getByText("Unsaved changes (English and Portuguese)")).toBeVisible();

  // The preview draws the hero with the unsaved text, in each language.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("dialog", { name: "Preview: Hero" });
  await expect(preview.getByText("Leading Brazil's next AI chapter.").first()).toBeAttached();
  await expect(preview.getByText("150+")).toBeVisible();
  await preview.getByRole("button", { name: "Português" }).click();
  await expect(preview.getByText("Liderando o próximo capítulo da IA no Brasil.").first()).toBeAttached();
  await page.keyboard.press("Escape");

  // Nothing is public before saving.
  expect(await (await fetch(url("/"))).text()).not.toContain("Leading Brazil's next AI chapter.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).getByText("Site content saved")).toBeVisible();
  await expect(page.getByText("No unsaved changes")).toBeVisible();

  await page.goto(url("/"));
  await expect(page.getByText("Leading Brazil's next AI chapter.").first()).toBeAttached();
  await expect(page.getByText("150+", { exact: true })).toBeVisible();
  await page.goto(url("/pt"));
  await expect(page.getByText("Liderando o próximo capítulo da IA no Brasil.").first()).toBeAttached();
});

test("on a phone, the fields scrolled under the sticky save bar do not show through it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openContent(page, "Hero");
  const bar = page.getByRole("button", { name: "Save changes" }).locator("xpath=..");
  // Scroll the portrait's card (its label, hint and photo) to the bar's height, then ask what the bar's
  // points paint: the bar and its own contents, nothing from the form behind it.
  for (const offset of [0, 200, 400, 600, 800, 1000]) {
    await page.evaluate((y) => window.scrollTo(0, y), offset);
    const covered = await bar.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points: [number, number][] = [];
      for (let x = box.left + 4; x < box.right - 4; x += 24) for (const y of [box.top + 4, box.top + box.height / 2, box.bottom - 4]) points.push([x, y]);
      return points.filter(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && !element.contains(hit);
      }).length;
    });
    expect(covered, `points of the save bar painted over at scroll ${offset}`).toBe(0);
  }
  // And its background hides what is behind it: a translucent one let the fields' text show through.
  const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
  const translucent = background === "transparent" || /\/\s*0?\.\d+\)$/.test(background) || /^rgba\(.*,\s*0?\.\d+\)$/.test(background);
  expect(translucent, `the save bar's background ${background}`).toBe(false);
});

test("the owner replaces a press photo with its alt text in both languages and rewrites the museum letter", async ({ page }) => {
  await openContent(page, "Media kit");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Upload Image 1").setInputFiles({ name: "new-portrait.jpg", mimeType: "image/jpeg", buffer: photo });
  // The row shows the size; the stored address is in the image's (advanced) address field.
  await expect(page.getByText("1200 × 900 px")).toBeVisible();
  await expect(page.getByLabel(/^Image 1 image address/).first()).toHaveValue(/^\/uploads\/images\/[A-Za-z0-9_-]{22}\.webp$/);
  await page.getByLabel("Image 1 alt text (English)").fill("The owner on stage in Recife, 2026");
  await page.getByLabel("Image 1 alt text (Portuguese)").fill("O dono no palco em Recife, 2026");

  await page.getByRole("navigation", { name: "Content sections" }).getByRole("button", { name: "Museum letter" }).click();
  await page.getByLabel("Closing (English)").fill("With gratitude and admiration,");
  await page.getByLabel("Closing (Portuguese)").fill("Com gratidão e admiração,");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).getByText("Site content saved")).toBeVisible();

  await page.goto(url("/media-kit"));
  const image = page.getByRole("img", { name: "The owner on stage in Recife, 2026" });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^\/uploads\/images\/[A-Za-z0-9_-]{22}\.webp$/);
  // The media kit's date follows the edit of what it shows.
  const today = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date());
  await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
  await page.goto(url("/pt/media-kit"));
  await expect(page.getByRole("img", { name: "O dono no palco em Recife, 2026" })).toBeVisible();

  await page.goto(url("/museum-letter"));
  await expect(page.getByText("With gratitude and admiration,")).toBeVisible();
  await page.goto(url("/pt/museum-letter"));
  await expect(page.getByText("Com gratidão e admiração,")).toBeVisible();
});

test("the owner adds talks; visitors see them on the home page and /talks, with a calendar file and Event data", async ({ page }) => {
  await openContent(page, "Hero");
  await page.getByRole("tab", { name: "Talks" }).click();
  await page.getByRole("button", { name: "New Talk" }).click();
  const dialog = page.getByRole("dialog", { name: "New Talk" });
  await dialog.getByRole("button", { name: "Create Talk" }).click();
  await expect(dialog.getByText("This field is required").first()).toBeVisible();
  await dialog.getByLabel("Event", { exact: true }).fill("Lisbon Leadership Summit");
  await dialog.getByLabel("Talk title").fill("Roots and Algorithms: Leading AI");
  await dialog.getByLabel("Date").fill("2031-05-20");
  await dialog.getByLabel("City").fill("Lisboa");
  await dialog.getByLabel("Country code").fill("pt");
  await dialog.getByLabel("Language of the talk").selectOption("pt");
  await dialog.getByRole("button", { name: "Create Talk" }).click();
  await expect(toasts(page).getByText("Talk created successfully")).toBeVisible();
  await expect(page.getByText("Roots and Algorithms: Leading AI")).toBeVisible();
  await expectNoAxeViolations(page);

  // A past talk, through the API the tab uses (a cookie-authenticated write names its origin, ADR 014).
  const past = await page.request.post(url("/api/talks"), {
    headers: { Origin: new URL(url("/")).origin },
    data: { eventName: "AI Week Recife", title: "From Pilot to Profit", date: "2024-09-10", city: "Recife", country: "BR", language: "en", videoUrl: "https://video.example.com/pilot" },
  });
  expect(past.status()).toBe(201);

  await page.goto(url("/"));
  const upcoming = page.getByRole("list", { name: "Upcoming talks" });
  await expect(upcoming.getByRole("heading", { name: "Roots and Algorithms: Leading AI", exact: true })).toBeVisible();
  await expect(upcoming.getByText("From Pilot to Profit")).toHaveCount(0);

  await page.goto(url("/talks"));
  await expect(page.getByRole("heading", { name: "Talks and appearances", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Upcoming talks" }).getByText("May 20, 2031 · Lisboa, Portugal")).toBeVisible();
  await expect(page.getByRole("list", { name: "Past talks" }).getByRole("link", { name: "Video: From Pilot to Profit" })).toBeVisible();
  const events = await page.locator('script[type="application/ld+json"]').allTextContents();
  const graph = events.map((text) => JSON.parse(text) as { "@graph"?: { "@type": string; name: string; startDate: string }[] }).find((entry) => entry["@graph"]);
  expect(graph?.["@graph"]?.map((event) => [event["@type"], event.startDate])).toEqual([
    ["Event", "2031-05-20"],
    ["Event", "2024-09-10"],
  ]);
  await expectNoAxeViolations(page);

  const calendarLink = page.getByRole("link", { name: "Add to calendar: Roots and Algorithms: Leading AI" });
  const href = await calendarLink.getAttribute("href");
  expect(href).toMatch(/^\/talks\/\d+\/calendar\.ics$/);
  const calendar = await page.request.get(url(href ?? ""));
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const ics = await calendar.text();
  expect(ics).toContain("DTSTART;VALUE=DATE:20310520");
  expect(ics).toContain("SUMMARY:Roots and Algorithms: Leading AI (Lisbon Leadership Summit)");
  expect(ics).toContain("LOCATION:Lisboa\\, Portugal");
  // A past talk has no calendar file.
  await expect(page.getByRole("link", { name: "Add to calendar: From Pilot to Profit" })).toHaveCount(0);

  await page.goto(url("/pt/talks"));
  await expect(page.getByRole("heading", { name: "Palestras e participações", level: 1 })).toBeVisible();
  await expect(page.getByText("20 de maio de 2031 · Lisboa, Portugal")).toBeVisible();
  await expect(page.getByRole("link", { name: "Adicionar à agenda: Roots and Algorithms: Leading AI" })).toHaveAttribute("href", /^\/pt\/talks\/\d+\/calendar\.ics$/);
});

test("a journalist downloads the press kit in one click from the press kit and media kit pages", async ({ page }) => {
  for (const pathname of ["/press-kit", "/pt/media-kit"]) {
    await page.goto(url(pathname));
    const link = page.getByRole("link", { name: pathname.startsWith("/pt") ? "Baixar o kit de imprensa (ZIP)" : "Download the press kit (ZIP)" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("caio-menezes-aragao-press-kit.zip");
    const file = await download.path();
    const bytes = await import("node:fs").then((fs) => fs.readFileSync(file));
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
  }
});
