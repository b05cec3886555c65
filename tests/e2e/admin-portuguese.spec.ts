import type { Browser, Page } from "@playwright/test";
import * as zxcvbnEnglish from "@zxcvbn-ts/language-en";
import * as zxcvbnPortuguese from "@zxcvbn-ts/language-pt-br";
import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { ANALYTICS_ADMIN_TEXT } from "#app/modules/analytics/analytics-admin-text.ts";
import { SAMPLE_ARTICLES_ADMIN_TEXT } from "#app/modules/articles/sample-articles-admin-text.ts";
import { SHARE_KIT_ADMIN_TEXT } from "#app/modules/articles/share-kit-admin-text.ts";
import { AUDIT_ADMIN_TEXT } from "#app/modules/audit/audit-admin-text.ts";
import { INBOX_ADMIN_TEXT } from "#app/modules/contact/inbox-admin-text.ts";
import { MAIL_SETTINGS_ADMIN_TEXT } from "#app/modules/contact/mail-settings-admin-text.ts";
import { FIRST_RUN_ADMIN_TEXT } from "#app/modules/first-run/first-run-admin-text.ts";
import { NEWSLETTER_ADMIN_TEXT } from "#app/modules/newsletter/newsletter-admin-text.ts";
import { PAGES_ADMIN_TEXT } from "#app/modules/pages/pages-admin-text.ts";
import { PRIVACY_ADMIN_TEXT } from "#app/modules/privacy/privacy-admin-text.ts";
import { SITE_CONTENT_ADMIN_TEXT } from "#app/modules/site-content/site-content-admin-text.ts";
import { TALK_PAGE_ADMIN_TEXT } from "#app/modules/talks/talk-page-admin-text.ts";
import { TALKS_ADMIN_TEXT } from "#app/modules/talks/talks-admin-text.ts";
import { TESTIMONIALS_ADMIN_TEXT } from "#app/modules/testimonials/testimonials-admin-text.ts";
import { startTestMailServer, type TestMailServer } from "#tests/setup/mail-server.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Issue 26: every signed-in admin screen and dialog in the owner's language. With Portuguese chosen, no
 * text of the page (text, aria-label, placeholder, title, alt) is one of the English dictionaries'
 * texts, nor reads as an English sentence; with English, none is a Portuguese one and the spec's
 * English stays exact. Both axe-clean. Its own server (with e-mail on, so the settings show it).
 */
test.describe.configure({ mode: "serial", timeout: 360_000 });

let server: FreshServer;
let mail: TestMailServer;
const owner = { username: "", password: "", token: "" };

const url = (pathname: string) => `${server.baseURL}${pathname}`;
const TABS = ["articles", "categories", "inbox", "content", "talks", "testimonials", "pages", "newsletter", "analytics", "settings", "audit"] as const;

/** Every string of one language in the admin's dictionaries: the central one and every feature's (a new feature's goes here too). */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === "string") into.push(value);
  else if (value && typeof value === "object") for (const inner of Object.values(value)) strings(inner, into);
  return into;
}
function dictionary(language: "en" | "pt"): string[] {
  const central = ADMIN_DICTIONARIES[language];
  // zxcvbn's advice, shown by the password strength meter.
  const advice = language === "en" ? zxcvbnEnglish.translations : zxcvbnPortuguese.translations;
  return strings([
    central.text,
    central.notificationStatuses,
    central.notificationPurposes,
    AUDIT_ADMIN_TEXT[language],
    INBOX_ADMIN_TEXT[language],
    SITE_CONTENT_ADMIN_TEXT[language],
    TALKS_ADMIN_TEXT[language],
    TALK_PAGE_ADMIN_TEXT[language],
    TESTIMONIALS_ADMIN_TEXT[language],
    PAGES_ADMIN_TEXT[language],
    NEWSLETTER_ADMIN_TEXT[language],
    ANALYTICS_ADMIN_TEXT[language],
    MAIL_SETTINGS_ADMIN_TEXT[language],
    FIRST_RUN_ADMIN_TEXT[language],
    PRIVACY_ADMIN_TEXT[language],
    SAMPLE_ARTICLES_ADMIN_TEXT[language],
    SHARE_KIT_ADMIN_TEXT[language],
    advice.warnings,
    advice.suggestions,
  ]);
}
/** The texts of one language that the other writes differently (names such as "LinkedIn" are the same in both). */
function onlyIn(language: "en" | "pt"): Set<string> {
  const other = new Set(dictionary(language === "en" ? "pt" : "en"));
  return new Set(dictionary(language).filter((text) => !other.has(text) && !text.includes("{")));
}

/** Words that only an English sentence has (none is a Portuguese word). */
const ENGLISH_WORDS = /\b(the|your|with|could|please|this|and|of|is|are|has|have|will|from|been|yet|not)\b/i;
/** Names and user content that may read as English on the Portuguese admin. */
const ALLOWED = [/^Google Authenticator$/, /Post Inspector/, /^owner@example\.com$/];

/** What the page shows or announces: text nodes and the attributes people and screen readers read. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement?.closest("script, style, code, textarea, [data-user-content]")) continue;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) out.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
}

async function expectOnlyLanguage(page: Page, language: "en" | "pt", where: string): Promise<void> {
  const texts = await visibleTexts(page);
  const foreign = onlyIn(language === "pt" ? "en" : "pt");
  const leftovers = texts.filter((text) => foreign.has(text));
  if (language === "pt") {
    leftovers.push(...texts.filter((text) => ENGLISH_WORDS.test(text) && !ALLOWED.some((allowed) => allowed.test(text)) && !foreign.has(text)));
  }
  expect(leftovers, `${where}: texts of the other language`).toEqual([]);
}

test.beforeAll(async () => {
  // A fresh server, the owner's sign-in (a slow password hash by design) and four writes: more than 30 s on a busy machine.
  test.setTimeout(240_000);
  mail = await startTestMailServer();
  server = await startFreshServer({ SMTP_URL: mail.url, MAIL_FROM: "Site <site@example.com>", OWNER_EMAIL: "owner@example.com", OUTBOX_POLL_MS: "100" });
  const init = (await (await fetch(url("/api/init"), { method: "POST" })).json()) as { username: string; password: string };
  Object.assign(owner, init);
  const login = await fetch(url("/api/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: owner.username, password: owner.password }),
  });
  owner.token = ((await login.json()) as { token: string }).token;
  const api = (method: string, path: string, body: unknown) =>
    fetch(url(path), { method, headers: { "content-type": "application/json", authorization: `Bearer ${owner.token}` }, body: JSON.stringify(body) });
  // Something in every list: an article, a category, a message, a talk, a page, a testimonial.
  expect((await api("POST", "/api/categories", { name: "Tecnologia", slug: "tecnologia" })).status).toBe(201);
  expect(
    (await api("POST", "/api/articles", { title: "Meu primeiro artigo", slug: "meu-primeiro-artigo", content: "<p>Um texto em português para o teste.</p>", published: true })).status,
  ).toBe(201);
  expect(
    (
      await fetch(url("/api/messages"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ kind: "contact", name: "Maria Souza", email: "maria@example.org", message: "Olá! Gostaria de conversar sobre uma palestra.", language: "pt" }),
      })
    ).status,
  ).toBe(201);
  expect(
    (await api("POST", "/api/talks", { eventName: "Congresso Nordeste", title: "IA na prática", date: "2027-05-10", city: "Aracaju", country: "BR", language: "pt", eventUrl: "", slidesUrl: "", videoUrl: "" })).status,
  ).toBe(201);
  expect((await api("POST", "/api/pages", { slug: "agora", title: "Agora", content: "<p>O que faço agora.</p>", published: true, showIn: "footer" })).status).toBe(201);
  expect((await api("POST", "/api/testimonials", { quote: "Clara e calorosa.", person: "Joana Lima", permissionDate: "2026-06-01" })).status).toBe(201);
});

test.afterAll(async () => {
  await server?.stop();
  await mail?.close();
});


async function setLanguage(language: "en" | "pt"): Promise<void> {
  const res = await fetch(url("/api/auth/me"), {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ language }),
  });
  expect(res.status).toBe(200);
}

async function signIn(browser: Browser, language: "en" | "pt"): Promise<Page> {
  const context = await browser.newContext({ locale: language === "pt" ? "pt-BR" : "en-US", viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url("/admin/login"));
  await page.getByLabel(language === "pt" ? "Usuário" : "Username").fill(owner.username);
  await page.getByLabel(language === "pt" ? "Senha" : "Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: language === "pt" ? "Entrar" : "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: language === "pt" ? "Painel" : "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
  return page;
}

async function openTab(page: Page, tab: (typeof TABS)[number]): Promise<void> {
  await page.goto(url(tab === "articles" ? "/admin" : `/admin?tab=${tab}`));
  await expect(page.locator(`[role="tabpanel"][data-state="active"] h2`).first()).toBeVisible({ timeout: 15_000 });
  // Let the tab's queries settle (lists, statuses), so their texts are there.
  await page.waitForLoadState("networkidle");
}

/** Each dialog of a tab, opened, checked, and closed again. */
async function walkDialogs(page: Page, tab: (typeof TABS)[number], language: "en" | "pt", check: (where: string) => Promise<void>): Promise<void> {
  const t = ADMIN_DICTIONARIES[language].text;
  const open = async (name: string) => {
    await page.getByRole("button", { name, exact: true }).first().click();
    await expect(page.getByRole("dialog").or(page.getByRole("alertdialog")).first()).toBeVisible();
  };
  const close = async () => {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  };
  if (tab === "articles") {
    await open(t.newArticle);
    // The editor loads with the dialog.
    await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
    await check("new article dialog");
    // The client's validation messages (the shared schema's) in the admin's language.
    await page.getByRole("textbox", { name: t.title, exact: true }).first().fill("ab");
    await page.getByRole("button", { name: t.createArticle, exact: true }).click();
    await expect(page.getByText(language === "pt" ? /^Título: / : /^Title /).first()).toBeVisible();
    await check("new article dialog's validation messages");
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog");
    if (await discard.isVisible().catch(() => false)) await discard.getByRole("button", { name: t.discardChanges }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The share kit: its checks by name.
    await open(`${t.shareKit} Meu primeiro artigo`);
    await expect(page.getByRole("list", { name: t.checks }).first().or(page.getByRole("alert").first())).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(t.shareCheckOgTitle).first()).toBeVisible();
    await check("share kit dialog");
    await close();
    await open(`${t.edit} Meu primeiro artigo`);
    await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("tab", { name: t.history }).click();
    await expect(page.getByRole("list", { name: t.revisions })).toBeVisible();
    await check("article history");
    await page.getByRole("button", { name: t.previewLinks }).click();
    await expect(page.getByRole("dialog", { name: t.previewLinks })).toBeVisible();
    await check("preview links dialog");
    await page.keyboard.press("Escape");
    await close();
    await open(`${t.delete} Meu primeiro artigo`);
    await check("delete article dialog");
    await page.getByRole("button", { name: t.cancel }).click();
  }
  if (tab === "categories") {
    await open(t.newCategory);
    await check("category dialog");
    await close();
    await page.getByRole("button", { name: `${t.deleteCategoryNamed.replace("{name}", "Tecnologia")}` }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check("delete category dialog");
    await page.getByRole("button", { name: t.cancel }).click();
  }
  if (tab === "articles") {
    // The first-run checklist (the generated password is still in use, so it shows).
    await expect(page.getByText(FIRST_RUN_ADMIN_TEXT[language].checklistTitle).first()).toBeVisible();
  }
  if (tab === "talks") {
    await open(TALKS_ADMIN_TEXT[language].newTalk);
    // The talk page's own fields are part of the dialog.
    await expect(page.getByRole("dialog").getByText(TALK_PAGE_ADMIN_TEXT[language].pageSection).first()).toBeVisible();
    await check("talk dialog");
    await close();
  }
  if (tab === "testimonials") {
    const words = TESTIMONIALS_ADMIN_TEXT[language];
    await open(words.add);
    await check("testimonial dialog");
    await close();
    await page.getByRole("button", { name: words.remove.replace("{person}", "Joana Lima") }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check("delete testimonial dialog");
    await page.getByRole("button", { name: t.cancel }).click();
  }
  if (tab === "pages") {
    const words = PAGES_ADMIN_TEXT[language];
    await open(words.newPage);
    await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
    await check("new page dialog");
    await close();
    await open(`${words.edit} Agora`);
    await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("dialog").getByRole("button", { name: t.history }).click();
    await check("page history");
    await close();
    await page.getByRole("button", { name: `${words.delete} Agora` }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check("delete page dialog");
    await page.getByRole("button", { name: t.cancel }).click();
  }
  if (tab === "inbox") {
    // The message and its delete dialog.
    await expect(page.getByText("Maria Souza").first()).toBeVisible();
    // The inbox is a list with a detail view: open the message, then its delete dialog.
    await page.getByRole("list", { name: t.messages }).getByRole("button", { name: /Maria Souza/ }).first().click();
    await page.getByRole("button", { name: `${t.delete}${t.deleteMessageFrom.replace("{name}", "Maria Souza")}` }).first().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check("delete message dialog");
    await page.getByRole("button", { name: t.cancel }).click();
  }
  if (tab === "settings") {
    // The password strength meter and zxcvbn's advice.
    await page.getByLabel(t.newPassword, { exact: true }).fill("qazwsxedc");
    await expect(page.getByText(t.strengthNotAccepted.trim())).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(language === "pt" ? "Esta é uma senha comumente usada." : "This is a commonly used password.")).toBeVisible();
    await check("password strength meter");
    await page.getByLabel(t.newPassword, { exact: true }).fill("");
    // Personal data: what is held for an address, and the erase dialog.
    const privacy = PRIVACY_ADMIN_TEXT[language];
    // The personal-data card's own form: the one whose button is "Look up" (the account and mail forms have address fields too).
    const lookUpForm = page.locator("form").filter({ has: page.getByRole("button", { name: privacy.lookUp, exact: true }) });
    await lookUpForm.getByRole("textbox", { name: privacy.emailLabel, exact: true }).fill("maria@example.org");
    await page.getByRole("button", { name: privacy.lookUp, exact: true }).click();
    await page.getByRole("button", { name: privacy.erase, exact: true }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check("erase personal data dialog");
    await page.getByRole("button", { name: t.cancel }).click();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  }
  if (tab === "content") {
    await open(SITE_CONTENT_ADMIN_TEXT[language].history);
    await check("content history dialog");
    await close();
  }
}

for (const language of ["pt", "en"] as const) {
  test(`every admin tab and dialog reads in ${language === "pt" ? "Portuguese" : "English"} only, axe-clean`, async ({ browser }) => {
    await setLanguage(language);
    const page = await signIn(browser, language);
    await expect(page.locator("html")).toHaveAttribute("lang", language === "pt" ? "pt-BR" : "en");
    for (const tab of TABS) {
      await openTab(page, tab);
      await expectOnlyLanguage(page, language, `${tab} tab`);
      await expectNoAxeViolations(page);
      await walkDialogs(page, tab, language, (where) => expectOnlyLanguage(page, language, where));
    }
    if (language === "en") {
      // The spec's English, exactly (spec §2).
      await openTab(page, "articles");
      for (const name of ["Articles", "Categories", "Settings"]) await expect(page.getByRole("tab", { name, exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "New Article", exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: "Add AI Trend Articles", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Site" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      await openTab(page, "settings");
      await expect(page.getByText("Site Settings", { exact: true })).toBeVisible();
    } else {
      // Dates in pt-BR form.
      await openTab(page, "audit");
      await expect(page.getByRole("cell", { name: /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ }).first()).toBeVisible();
    }
    await page.context().close();
  });
}

test("the 'Discard unsaved changes?' dialog fits a 1366 x 900 screen (issue 30)", async ({ browser }) => {
  await setLanguage("en");
  const page = await signIn(browser, "en");
  await page.getByRole("button", { name: "New Article", exact: true }).click();
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  await page.getByLabel("Title", { exact: true }).fill("A draft that will be left");
  await page.keyboard.press("Escape");
  const dialog = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(900);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  for (const name of ["Keep editing", "Close and keep draft", "Discard changes"]) await expect(dialog.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
  await page.context().close();
});
