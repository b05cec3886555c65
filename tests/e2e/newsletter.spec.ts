import { NEWSLETTER_TEXT } from "../../app/modules/newsletter/newsletter-text.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The newsletter's forms (issue 25) in both languages, with and without script: above the footer of
 * every public page and at the end of every article. A fresh server of its own (subscribing is rate limited).
 */
test.describe.configure({ mode: "serial", timeout: 60_000 });

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
  { lang: "en", home: "/talks", article: "/articles/reading-the-room", result: "/newsletter" },
  { lang: "pt", home: "/pt/talks", article: "/pt/articles/ler-a-sala", result: "/pt/newsletter" },
] as const;

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });
  for (const { lang, home, article, result } of LANGS) {
    const t = NEWSLETTER_TEXT[lang];
    test(`${lang}: the footer form posts to the page, keeps the typed text on an error and answers in place`, async ({ page, pageErrors }) => {
      test.skip(test.info().project.name !== "desktop", "server behaviour: one viewport");
      await page.goto(`${server.baseURL}${home}`);
      const form = page.locator("#newsletter-footer-title").locator("xpath=ancestor::form");
      await expect(form.getByRole("heading", { name: t.formTitle })).toBeVisible();
      await form.getByLabel(t.emailLabel).fill("not an address");
      await form.getByRole("button", { name: t.subscribe }).click();
      await expect(page).toHaveURL(`${server.baseURL}${result}`);
      await expect(page.getByText(t.invalidEmail)).toBeVisible();
      await expect(page.getByLabel(t.emailLabel)).toHaveValue("not an address");
      // The browser logs the document's 400, which is the point of this step.
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !entry.includes("status of 400")));
      await page.getByLabel(t.emailLabel).fill(`noscript-${lang}@example.org`);
      await page.getByRole("button", { name: t.subscribe }).click();
      await expect(page.getByText(t.accepted)).toBeVisible();
    });

    test(`${lang}: the article ends with the form, and the confirm and unsubscribe pages show one button or say the link is not valid`, async ({ page }) => {
      test.skip(test.info().project.name !== "desktop", "server behaviour: one viewport");
      await page.goto(`${server.baseURL}${article}`);
      await expect(page.locator("#newsletter-article-title")).toHaveText(t.formTitle);
      const prefix = lang === "pt" ? "/pt" : "";
      await page.goto(`${server.baseURL}${prefix}/newsletter/confirm?token=unknown`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.confirmTitle);
      await expect(page.getByText(t.invalidLink)).toBeVisible();
      await page.goto(`${server.baseURL}${prefix}/newsletter/unsubscribe?token=unknown`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.unsubscribeTitle);
    });
  }
});

test.describe("with script", () => {
  for (const { lang, home } of LANGS) {
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
