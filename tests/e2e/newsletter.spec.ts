import { NEWSLETTER_TEXT } from "../../app/modules/newsletter/newsletter-text.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The newsletter's forms (issue 25) in both languages, with and without script: above the footer of
 * every public page and at the end of every article. A fresh server of its own (subscribing is rate limited).
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: FreshServer;
test.beforeAll(async ({ request }) => {
  server = await startFreshServer();
  const init = await request.post(`${server.baseURL}/api/init`);
  const { username, password } = (await init.json()) as { username: string; password: string };
  const login = await request.post(`${server.baseURL}/api/auth/login`, { data: { username, password } });
  const token = ((await login.json()) as { token: string }).token;
  const article = await request.post(`${server.baseURL}/api/articles`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: "Reading the room",
      slug: "reading-the-room",
      content: "<p>What a keynote taught me.</p>",
      published: true,
      pt: { title: "Ler a sala", slug: "ler-a-sala", content: "<p>O que uma palestra me ensinou.</p>", published: true },
    },
  });
  expect(article.status()).toBe(201);
});
test.afterAll(async () => {
  await server?.stop();
});

const LANGS = [
  { lang: "en", page: "/talks", home: "/", article: "/articles/reading-the-room" },
  { lang: "pt", page: "/pt/talks", home: "/pt", article: "/pt/articles/ler-a-sala" },
] as const;

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });
  for (const { lang, page: pagePath, home, article } of LANGS) {
    const t = NEWSLETTER_TEXT[lang];
    for (const { where, path, formId } of [
      { where: "the footer form", path: pagePath, formId: "newsletter-footer" },
      { where: "the home page's footer form", path: home, formId: "newsletter-footer" },
      { where: "the article's end form", path: article, formId: "newsletter-article" },
    ]) {
      test(`${lang}: ${where} posts to the page it sits on, keeps the typed text on an error and answers there`, async ({ page, pageErrors }) => {
        test.skip(test.info().project.name !== "desktop", "server behaviour: one viewport");
        await page.goto(`${server.baseURL}${path}`);
        const heading = await page.getByRole("heading", { level: 1 }).first().textContent();
        const form = page.locator(`form#${formId}`);
        await expect(form.getByRole("heading", { name: t.formTitle })).toBeVisible();
        await form.getByLabel(t.emailLabel).fill("not an address");
        await form.getByRole("button", { name: t.subscribe }).click();
        // The same page, in its language, the form in view with the message under the field.
        await expect(page).toHaveURL(new RegExp(`${path === "/" ? "/(\\?index)?" : `${path}(\\?index)?`}#${formId}$`));
        await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading ?? "");
        await expect(page.locator("html")).toHaveAttribute("lang", lang === "pt" ? "pt-BR" : "en");
        await expect(form.getByText(t.invalidEmail)).toBeVisible();
        await expect(form.getByLabel(t.emailLabel)).toHaveValue("not an address");
        await expect(form.getByLabel(t.emailLabel)).toHaveAttribute("aria-invalid", "true");
        // The browser logs the document's 400, which is the point of this step.
        pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !entry.includes("status of 400")));
        await form.getByLabel(t.emailLabel).fill(`noscript-${lang}-${formId}-${path.length}@example.org`);
        await form.getByRole("button", { name: t.subscribe }).click();
        await expect(form.getByText(t.accepted)).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading ?? "");
      });
    }

    test(`${lang}: a confirm or unsubscribe link that is not valid answers 404 with a page that says so`, async ({ page, pageErrors }) => {
      test.skip(test.info().project.name !== "desktop", "server behaviour: one viewport");
      const prefix = lang === "pt" ? "/pt" : "";
      for (const pathname of ["/newsletter/confirm?token=unknown", "/newsletter/unsubscribe?token=unknown"]) {
        const response = await page.goto(`${server.baseURL}${prefix}${pathname}`);
        expect(response?.status(), pathname).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.invalidLinkTitle);
        await expect(page.getByText(t.invalidLink)).toBeVisible();
        // Axe needs script: these pages are checked in the "with script" block below.
        await expect(page.getByRole("button", { name: pathname.includes("confirm") ? t.confirmButton : t.unsubscribeButton })).toHaveCount(0);
      }
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !entry.includes("status of 404")));
    });
  }
});

test.describe("with script", () => {
  for (const { lang, page: home } of LANGS) {
    const t = NEWSLETTER_TEXT[lang];
    test(`${lang}: the footer form answers in place through the API, and keeps the typed text on an error`, async ({ page }) => {
      await page.goto(`${server.baseURL}${home}`);
      await expect(page.locator("html")).toHaveAttribute("data-islands", /.*/);
      const form = page.locator("#newsletter-footer-title").locator("xpath=ancestor::form");
      const input = form.getByLabel(t.emailLabel);
      await input.fill("still not an address");
      await form.getByRole("button", { name: t.subscribe }).click();
      await expect(form.getByText(t.invalidEmail)).toBeVisible();
      await expect(input).toHaveValue("still not an address");
      await input.fill(`script-${lang}-${test.info().project.name}@example.org`);
      await form.getByRole("button", { name: t.subscribe }).click();
      await expect(form.getByText(t.accepted)).toBeVisible();
      await expect(input).toHaveValue("");
      expect(new URL(page.url()).pathname).toBe(home);
      await expectNoAxeViolations(page);
    });

    test(`${lang}: the subscriber's pages have no axe violations`, async ({ page }) => {
      const prefix = lang === "pt" ? "/pt" : "";
      for (const pathname of ["/newsletter", "/newsletter/confirm?token=unknown", "/newsletter/unsubscribe?token=unknown"]) {
        await page.goto(`${server.baseURL}${prefix}${pathname}`);
        await expect(page.locator("html")).toHaveAttribute("lang", lang === "pt" ? "pt-BR" : "en");
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe("one subscribe form per page", () => {
  for (const { lang, page: pagePath, article } of LANGS) {
    const t = NEWSLETTER_TEXT[lang];
    test(`${lang}: an article shows one subscribe form, the one the author box's "Subscribe" leads to; other pages keep the footer's`, async ({ page, pageErrors }) => {
      const forms = page.locator("form[data-island='newsletter-form']");
      await page.goto(`${server.baseURL}${article}`);
      // Issue 30: the article's end form and the footer's were both shown, one above the other.
      await expect(forms).toHaveCount(1);
      await expect(page.getByRole("textbox", { name: t.emailLabel })).toHaveCount(1);
      await expect(page.getByRole("button", { name: t.subscribe, exact: true })).toHaveCount(1);
      const box = page.getByRole("complementary").filter({ has: page.getByRole("link", { name: t.subscribe }) });
      const target = await box.getByRole("link", { name: t.subscribe }).getAttribute("href");
      await expect(forms).toHaveAttribute("id", (target ?? "").replace(/^#/, ""));
      // A page without its own form, and an article that is not there, keep the footer's.
      await page.goto(`${server.baseURL}${pagePath}`);
      await expect(forms).toHaveCount(1);
      await expect(forms).toHaveAttribute("id", "newsletter-footer");
      // The title's "e-mail" stays on one line (at 390 px the Portuguese title broke after "e-").
      const mailLines = await page.locator("#newsletter-footer-title").evaluate((heading) => {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = (node.textContent ?? "").indexOf("e-mail");
          if (at < 0) continue;
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + "e-mail".length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }
        return -1;
      });
      expect(mailLines).toBe(1);
      const missing = await page.goto(`${server.baseURL}${article}-missing`);
      expect(missing?.status()).toBe(404);
      await expect(forms).toHaveCount(1);
      await expect(forms).toHaveAttribute("id", "newsletter-footer");
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !entry.includes("status of 404")));
    });
  }
});
