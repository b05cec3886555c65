import { TRANSLATIONS } from "../../app/i18n/translations.ts";
import { expect, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The public pages with JavaScript turned off (ADR 018): what the platform does without script —
 * the forms post to the home page's action, the search is a GET form, the drawer is a popover and the
 * book preview a dialog opened by invoker commands. A fresh server of its own (the forms are rate limited).
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: FreshServer;
let token = "";
test.beforeAll(async ({ request }) => {
  server = await startFreshServer();
  // An owner and the sample articles, for the inbox and the search.
  const init = await request.post(`${server.baseURL}/api/init`);
  const { username, password } = (await init.json()) as { username: string; password: string };
  const login = await request.post(`${server.baseURL}/api/auth/login`, { data: { username, password } });
  token = ((await login.json()) as { token: string }).token;
  const samples = await request.post(`${server.baseURL}/api/sample-articles`, { headers: { Authorization: `Bearer ${token}` } });
  expect(samples.ok()).toBe(true);
});
test.afterAll(async () => {
  await server?.stop();
});

const LANGS = [
  { lang: "en", path: "/", errors: { required: "This field is required", email: "Invalid email address" } },
  { lang: "pt", path: "/pt", errors: { required: "Campo obrigatório", email: "E-mail inválido" } },
] as const;

for (const { lang, path, errors } of LANGS) {
  const t = TRANSLATIONS[lang];

  test(`${lang}: a form sent without script shows the spec's messages under the fields and keeps what was typed`, async ({ page, pageErrors }) => {
    test.skip(test.info().project.name !== "desktop", "server behaviour: one viewport");
    await page.goto(`${server.baseURL}${path}`);
    const speaking = page.locator("#speaking form");
    await speaking.getByLabel(t.name).fill("Ana Organizer");
    await speaking.getByLabel(t.email).fill("not-an-email");
    await speaking.getByLabel(t.message).fill("We would love to have you.");
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), speaking.getByRole("button", { name: t.sendInvite }).click()]);
    expect(response.status()).toBe(400);
    expect(response.headers()["cache-control"]).toBe("no-store");

    const form = page.locator("#speaking form");
    await expect(form.getByLabel(t.name)).toHaveValue("Ana Organizer");
    await expect(form.getByLabel(t.message)).toHaveValue("We would love to have you.");
    await expect(form.getByLabel(t.email)).toHaveValue("not-an-email");
    await expect(form.getByLabel(t.email)).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel(t.email)).toHaveAccessibleDescription(errors.email);
    await expect(form.getByLabel(t.eventDetails)).toHaveAccessibleDescription(errors.required);
    await expect(form.getByLabel(t.name)).not.toHaveAttribute("aria-invalid", /.*/);
    // The page lands on the form (the action's address carries the section's anchor).
    expect(new URL(page.url()).hash).toBe("#speaking");
    // The browser logs the document's 400, which is the point of this test.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !entry.includes("status of 400")));
  });

  test(`${lang}: a valid invitation sent without script is stored and the page says so`, async ({ page, request }) => {
    test.skip(test.info().project.name !== "desktop", "server behaviour: one viewport");
    await page.goto(`${server.baseURL}${path}`);
    const speaking = page.locator("#speaking form");
    await speaking.getByLabel(t.name).fill(`No Script ${lang}`);
    await speaking.getByLabel(t.email).fill(`noscript.${lang}@example.org`);
    await speaking.getByLabel(t.eventDetails).fill("Board retreat, Recife, 40 people");
    await speaking.getByLabel(t.message).fill("Sent from a browser without JavaScript.");
    await speaking.getByRole("button", { name: t.sendInvite }).click();
    // Post, redirect, get: a reload sends nothing twice.
    await expect(page).toHaveURL(`${server.baseURL}${path}?sent=speaking#speaking`);
    await expect(page.locator('[data-slot="toast"]')).toHaveText(t.requestSent);
    // The lasting confirmation with the reply promise stands in the form's place (issue 30).
    const confirmation = page.locator("#speaking-form-sent");
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(t.replyPromise);
    await expect(confirmation).toContainText(lang === "en" ? "24–48 hours" : "até 48 horas");
    await expect(page.locator("#speaking form")).toBeHidden();
    await expect(page.locator("#speaking form").getByLabel(t.name)).toHaveValue("");
    // "Send another message" brings the empty form back.
    await confirmation.getByRole("link", { name: t.sendAnother }).click();
    await expect(page.locator("#speaking form").getByLabel(t.name)).toBeVisible();
    await expect(page.locator("#speaking-form-sent")).toBeHidden();

    const list = await request.get(`${server.baseURL}/api/messages`, { headers: { Authorization: `Bearer ${token}` } });
    const messages = (await list.json()) as { name: string; language: string; kind: string }[];
    expect(messages).toContainEqual(expect.objectContaining({ name: `No Script ${lang}`, language: lang, kind: "speaking" }));
  });
}

test("without script the drawer opens as a popover and Escape closes it; the book preview opens as a modal dialog", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "the drawer is for phones");
  const t = TRANSLATIONS.en;
  await page.goto(`${server.baseURL}/`);
  await page.getByRole("button", { name: t.openMenu }).click();
  const drawer = page.getByRole("dialog", { name: t.mainNavigation });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: t.articles })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.locator("#book").getByRole("button", { name: t.peekInside }).click();
  const preview = page.getByRole("dialog", { name: new RegExp(t.bookPreviewTitle) });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((element) => element.matches(":modal"))).toBe(true);
  await preview.getByRole("button", { name: t.close, exact: true }).click();
  await expect(preview).toBeHidden();
});

test("without script the articles search is a GET form: Enter loads the filtered list", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "one viewport");
  await page.goto(`${server.baseURL}/articles`);
  const cards = page.locator("#article-results article");
  await expect(cards).toHaveCount(6);
  const search = page.getByRole("searchbox", { name: TRANSLATIONS.en.searchLabel });
  await search.fill("edge");
  await search.press("Enter");
  await expect(page).toHaveURL(`${server.baseURL}/articles?q=edge`);
  // Fewer cards, and the first sample article (about multimodal models, not the edge) is gone.
  await expect(cards).not.toHaveCount(6);
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: /multimodal/i })).toHaveCount(0);
  await expect(page.getByRole("searchbox", { name: TRANSLATIONS.en.searchLabel })).toHaveValue("edge");
});

test("a post to the forms' action that is not a form gets a 400 page that says so, never a 500", async ({ request }) => {
  test.skip(test.info().project.name !== "desktop", "server behaviour: one viewport");
  for (const [path, text] of [
    ["/?index", "The form could not be read"],
    ["/pt?index", "Não foi possível ler o formulário"],
  ] as const) {
    const json = await request.post(`${server.baseURL}${path}`, { headers: { "Content-Type": "application/json" }, data: { name: "x" } });
    expect(json.status()).toBe(400);
    expect(await json.text()).toContain(text);
    const broken = await request.post(`${server.baseURL}${path}`, { headers: { "Content-Type": "multipart/form-data; boundary=x" }, data: "garbage" });
    expect(broken.status()).toBe(400);
    expect(await broken.text()).not.toMatch(/at \w+ \(|node:internal/);
  }
});
