import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Writing without fear (issue 12, ADR 020 and 021) in the owner's browser: autosave and its recovery
 * after a closed tab, asking before leaving, revisions with their diff and restore, the schedule
 * controls in the owner's time zone, previews in both languages and signed preview links. A fresh
 * server of its own, whose scheduler looks for due articles every 250 ms. Desktop project only.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.use({ timezoneId: "America/Sao_Paulo" });

const TIME_ZONE = "America/Sao_Paulo";
let server: FreshServer;
let token = "";
const owner = { username: "", password: "" };
const url = (pathname: string) => `${server.baseURL}${pathname}`;

async function api<T = unknown>(method: string, pathname: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(url(pathname), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

test.beforeAll(async () => {
  server = await startFreshServer({ SCHEDULER_POLL_MS: "250" });
  const init = await fetch(url("/api/init"), { method: "POST" });
  Object.assign(owner, (await init.json()) as { username: string; password: string });
  const login = await fetch(url("/api/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: owner.username, password: owner.password }),
  });
  token = ((await login.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await server?.stop();
});


async function signIn(page: Page): Promise<void> {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const articleCard = (page: Page, title: string) =>
  page.getByTestId("admin-article-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function openEditor(page: Page, title: string) {
  await articleCard(page, title).getByRole("button", { name: /Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await expect(dialog.getByLabel("Title", { exact: true })).toBeVisible();
  return dialog;
}

/** "YYYY-MM-DD" of a day in the owner's time zone, `days` from today. */
function localDay(days: number): string {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
  return parts;
}

test("a new article typed and then left in a closed tab is offered back, and nothing was published", async ({ page, context }) => {
  await signIn(page);
  await page.getByRole("button", { name: "New Article" }).click();
  let dialog = page.getByRole("dialog", { name: "Create New Article" });
  await dialog.getByLabel("Title", { exact: true }).fill("Notes typed before a crash");
  const editor = dialog.getByRole("textbox", { name: "Content", exact: true });
  await editor.click();
  await page.keyboard.type("Every word here was typed before the tab was closed.");
  await expect(dialog.getByText(/^Draft autosaved at/)).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page);
  await page.close();

  const next = await context.newPage();
  await next.goto(url("/admin"));
  await expect(next.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  // Nothing was created, nothing is public.
  await expect(next.getByTestId("admin-article-card")).toHaveCount(0);
  expect(((await (await fetch(url("/api/articles"))).json()) as unknown[]).length).toBe(0);

  await next.getByRole("button", { name: "New Article" }).click();
  dialog = next.getByRole("dialog", { name: "Create New Article" });
  const offer = dialog.getByRole("region", { name: "Autosaved version" });
  await expect(offer).toContainText("An autosaved version from");
  await expectNoAxeViolations(next);
  await offer.getByRole("button", { name: "Restore autosaved version" }).click();
  await expect(offer).toHaveCount(0);
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Notes typed before a crash");
  await expect(dialog.getByLabel("Slug (URL)", { exact: true })).toHaveValue("notes-typed-before-a-crash");
  await expect(dialog.getByRole("textbox", { name: "Content", exact: true })).toContainText("Every word here was typed before the tab was closed.");
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(toasts(next).getByText("Article created successfully")).toBeVisible();
  await expect(articleCard(next, "Notes typed before a crash").getByText("Draft", { exact: true })).toBeVisible();
  // The draft of the new article is done with.
  expect((await api<{ draft: unknown }>("GET", "/api/articles/new/draft")).body.draft).toBeNull();
});

test("a draft the server cannot keep on closing keeps the editor open with the text, says so, and is kept once the server answers", async ({ page, pageErrors }) => {
  await signIn(page);
  // No answer from the server for the draft, as when the connection drops: the autosave and the close both fail.
  await page.route("**/api/articles/new/draft", (route) => (route.request().method() === "PUT" ? route.abort("connectionfailed") : route.fallback()));
  await page.getByRole("button", { name: "New Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Article" });
  await dialog.getByLabel("Title", { exact: true }).fill("Words the server did not get");
  await page.keyboard.press("Escape");
  const confirm = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await confirm.getByRole("button", { name: "Close and keep draft" }).click();
  await expect(confirm.getByRole("alert")).toHaveText(
    "Your changes could not be saved as a draft: the server did not answer. They are still here. Try again, or discard them.",
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Keep editing" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Words the server did not get");

  // The server answers again: the same close keeps the draft and closes.
  await page.unroute("**/api/articles/new/draft");
  await page.keyboard.press("Escape");
  await confirm.getByRole("button", { name: "Close and keep draft" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  const kept = (await api<{ draft: { data: { title: string } } | null }>("GET", "/api/articles/new/draft")).body.draft;
  expect(kept?.data.title).toBe("Words the server did not get");
  await api("DELETE", "/api/articles/new/draft");
  // The browser logged the refused requests, and only those.
  const refused = pageErrors.filter((entry) => entry.includes("ERR_CONNECTION_FAILED") && entry.includes("/api/articles/new/draft"));
  expect(refused.length).toBeGreaterThan(0);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((entry) => !refused.includes(entry)));
});

test("edits to a published article are autosaved as its pending draft, offered after a reload, and leaving before they are saved asks first", async ({
  page,
}) => {
  const created = await api<{ id: number }>("POST", "/api/articles", {
    title: "A published piece",
    slug: "a-published-piece",
    content: "<p>What visitors read today.</p>",
    published: true,
  });
  expect(created.status).toBe(201);
  await signIn(page);
  let dialog = await openEditor(page, "A published piece");
  await dialog.getByLabel("Title", { exact: true }).fill("A published piece, rewritten");
  await expect(dialog.getByText(/^Draft autosaved at/)).toBeVisible({ timeout: 10_000 });
  // Visitors still read the published text.
  const publicView = (await (await fetch(url("/api/articles/a-published-piece"))).json()) as { title: string };
  expect(publicView.title).toBe("A published piece");

  // A change not autosaved yet: leaving asks first (and the page stays).
  await dialog.getByLabel("Excerpt (optional)", { exact: true }).fill("Typed a moment ago");
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe("beforeunload");
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(dialog.getByText(/^Draft autosaved at/)).toBeVisible({ timeout: 10_000 });

  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  dialog = await openEditor(page, "A published piece");
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("A published piece");
  const offer = dialog.getByRole("region", { name: "Autosaved version" });
  await offer.getByRole("button", { name: "Restore autosaved version" }).click();
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("A published piece, rewritten");
  await expect(dialog.getByLabel("Excerpt (optional)", { exact: true })).toHaveValue("Typed a moment ago");
  await dialog.getByRole("button", { name: "Update Article" }).click();
  await expect(toasts(page).getByText("Article updated successfully")).toBeVisible();
  expect(((await (await fetch(url("/api/articles/a-published-piece"))).json()) as { title: string }).title).toBe("A published piece, rewritten");
});

test("the History tab lists revisions, shows a readable diff against the editor's text and restores one", async ({ page }) => {
  const created = await api<{ id: number }>("POST", "/api/articles", {
    title: "Version one of the essay",
    slug: "versioned-essay",
    content: "<p>The first draft said little.</p>",
    published: true,
  });
  await api("PUT", `/api/articles/${created.body.id}`, {
    title: "Version two of the essay",
    slug: "versioned-essay",
    content: "<p>The second draft says much more than the first.</p>",
    published: true,
  });
  await signIn(page);
  const dialog = await openEditor(page, "Version two of the essay");
  await dialog.getByRole("tab", { name: "History" }).click();
  const revisions = dialog.getByRole("list", { name: "Revisions" }).getByRole("button");
  await expect(revisions).toHaveCount(2);
  await expect(revisions.first()).toContainText("Title changed, Content +4 words");
  await expect(revisions.last()).toContainText("First version");
  await revisions.last().click();

  const differences = dialog.getByRole("region", { name: "Differences" });
  await expect(differences.getByRole("heading", { name: "Title" })).toBeVisible();
  await expect(differences.getByRole("deletion").first()).toContainText("two");
  await expect(differences.getByRole("insertion").first()).toContainText("one");
  await expect(differences.getByRole("heading", { name: "Content" })).toBeVisible();
  await expectNoAxeViolations(page);

  await differences.getByRole("button", { name: "Restore this revision" }).click();
  await expect(revisions).toHaveCount(3);
  await expect(revisions.first()).toContainText("Restored");
  await dialog.getByRole("tab", { name: "English" }).click();
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue("Version one of the essay");
  await expect(dialog.getByRole("textbox", { name: "Content", exact: true })).toHaveText("The first draft said little.");
  // Restoring changed nothing public yet.
  expect(((await (await fetch(url("/api/articles/versioned-essay"))).json()) as { title: string }).title).toBe("Version two of the essay");
  await dialog.getByRole("button", { name: "Update Article" }).click();
  await expect(toasts(page).getByText("Article updated successfully")).toBeVisible();
  expect(((await (await fetch(url("/api/articles/versioned-essay"))).json()) as { title: string }).title).toBe("Version one of the essay");
});

test("English now and Portuguese tomorrow: the schedule controls speak the owner's time zone, and hreflang follows when the Portuguese version goes live", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole("button", { name: "New Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Article" });
  await dialog.getByLabel("Title", { exact: true }).fill("Scheduled in two languages");
  await dialog.getByRole("textbox", { name: "Content", exact: true }).click();
  await page.keyboard.type("The English version goes live at once.");
  await dialog.getByRole("switch", { name: "Published" }).click();

  await dialog.getByRole("tab", { name: "Portuguese" }).click();
  await dialog.getByLabel("Portuguese title").fill("Programado em duas línguas");
  await dialog.getByLabel("Portuguese slug (URL)").fill("programado-em-duas-linguas");
  await dialog.getByRole("textbox", { name: "Portuguese content" }).click();
  await page.keyboard.type("A versão em português entra no ar amanhã.");
  // It followed the English switch; the Portuguese version waits for its own time.
  const ptSwitch = dialog.getByRole("switch", { name: "Portuguese version published" });
  await expect(ptSwitch).toBeChecked();
  await ptSwitch.click();
  const tomorrow = localDay(1);
  await dialog.getByLabel("Schedule the Portuguese version").fill(`${tomorrow}T09:00`);
  await expect(dialog.getByText(/Goes live on .* 9:00 AM \(America\/Sao_Paulo\), within a minute\./)).toBeVisible();
  await expectNoAxeViolations(page);

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/articles") && r.request().method() === "POST"),
    dialog.getByRole("button", { name: "Create Article" }).click(),
  ]);
  const saved = (await response.json()) as { id: number; published: boolean; pt: { published: boolean; publishAt: string } };
  // 09:00 in São Paulo (UTC-3) is 12:00 UTC.
  expect(saved).toMatchObject({ published: true, pt: { published: false, publishAt: `${tomorrow}T12:00:00.000Z` } });

  const card = articleCard(page, "Scheduled in two languages");
  await expect(card.getByText("Published", { exact: true })).toBeVisible();
  await expect(card.getByText(/Portuguese version scheduled for .* 9:00 AM/)).toBeVisible();
  const overview = page.getByRole("list", { name: "Scheduled publications" });
  await expect(overview.getByRole("listitem")).toHaveCount(1);
  await expect(overview).toContainText("Portuguese version of Scheduled in two languages");
  await expect(page.getByText(`Times in your time zone (${TIME_ZONE})`)).toBeVisible();

  // English is live without a Portuguese alternate; the Portuguese address leads to it.
  await page.goto(url("/articles/scheduled-in-two-languages"));
  await expect(page.getByRole("heading", { level: 1, name: "Scheduled in two languages" })).toBeVisible();
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0);
  await page.goto(url("/pt/articles/programado-em-duas-linguas"));
  await expect(page).toHaveURL(url("/articles/scheduled-in-two-languages"));

  // Tomorrow comes: the scheduler (every 250 ms here) publishes it, and the pages follow.
  const db = new Database(path.join(server.dataDir, "site.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE articles SET publish_at_pt = ? WHERE id = ?").run(new Date(Date.now() - 1000).toISOString(), saved.id);
  } finally {
    db.close();
  }
  await expect(async () => {
    await page.goto(url("/pt/articles/programado-em-duas-linguas"));
    // Until then the address leads to the English page.
    expect(page.url()).toBe(url("/pt/articles/programado-em-duas-linguas"));
  }).toPass({ timeout: 10_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Programado em duas línguas" })).toBeVisible();
  await expect(page.locator('head link[hreflang="en-US"]')).toHaveAttribute("href", url("/articles/scheduled-in-two-languages"));
  await page.goto(url("/articles/scheduled-in-two-languages"));
  // This browser saw the English page before (public pages may be kept 60 s): revalidate it.
  await page.reload();
  await expect(page.locator('head link[hreflang="pt-BR"]')).toHaveAttribute("href", url("/pt/articles/programado-em-duas-linguas"));
  await page.getByRole("banner").getByRole("link", { name: /PT/ }).first().click();
  await expect(page).toHaveURL(url("/pt/articles/programado-em-duas-linguas"));

  // The switch stored the choice: the English address now leads to the Portuguese version's own slug,
  // while an article written in English only stays in English (no loop between the two addresses).
  await page.goto(url("/articles/scheduled-in-two-languages"));
  await expect(page).toHaveURL(url("/pt/articles/programado-em-duas-linguas"));
  await api("POST", "/api/articles", { title: "Only in English", slug: "only-in-english", content: "<p>No translation planned.</p>", published: true });
  const toPortuguese: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pt/")) toPortuguese.push(request.url());
  });
  await page.goto(url("/articles/only-in-english"));
  await expect(page.getByRole("heading", { level: 1, name: "Only in English" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
  await expect(page).toHaveURL(url("/articles/only-in-english"));
  expect(toPortuguese).toEqual([]);
});

test("the owner previews a draft in both languages, and a signed link shows it to a colleague until it is revoked", async ({ page, browser }) => {
  const created = await api<{ id: number }>("POST", "/api/articles", {
    title: "Unpublished thinking",
    slug: "unpublished-thinking",
    content: "<p>Not for visitors yet.</p>",
    published: false,
    pt: { title: "Pensamento inédito", slug: "pensamento-inedito", excerpt: "", content: "<p>Ainda não é para os visitantes.</p>" },
  });
  expect(created.status).toBe(201);
  await signIn(page);
  const card = articleCard(page, "Unpublished thinking");
  await expect(card.getByRole("link", { name: /Preview/ })).toHaveAttribute("href", `/preview/articles/${created.body.id}`);
  const dialog = await openEditor(page, "Unpublished thinking");

  for (const [button, heading, notice] of [
    ["Preview", "Unpublished thinking", "Preview: the article as visitors will see it."],
    ["Preview in Portuguese", "Pensamento inédito", "Pré-visualização: o artigo como os visitantes o verão."],
  ] as const) {
    const opened = page.context().waitForEvent("page");
    await dialog.getByRole("button", { name: button, exact: true }).click();
    const preview = await opened;
    await expect(preview.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(preview.getByRole("note")).toContainText(notice);
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expectNoAxeViolations(preview);
    await preview.close();
  }

  await dialog.getByRole("button", { name: "Preview links" }).click();
  const links = page.getByRole("dialog", { name: "Preview links" });
  await links.getByRole("button", { name: "Create preview link" }).click();
  await expect(links.getByRole("listitem")).toHaveCount(1);
  const address = (await links.getByRole("listitem").first().locator("code").textContent()) ?? "";
  expect(address).toMatch(new RegExp(`^${server.baseURL}/preview/`));
  await expect(links.getByRole("listitem").first()).toContainText("Active");
  await expectNoAxeViolations(page);

  // A colleague without an account, in a browser of their own.
  const colleague = await (browser as Browser).newContext();
  const theirs = await colleague.newPage();
  await theirs.goto(address);
  await expect(theirs.getByRole("heading", { level: 1, name: "Unpublished thinking" })).toBeVisible();
  await expect(theirs.getByRole("note")).toContainText("This preview link expires on");
  await theirs.getByRole("note").getByRole("link", { name: "See the Portuguese version" }).click();
  await expect(theirs.getByRole("heading", { level: 1, name: "Pensamento inédito" })).toBeVisible();

  await links.getByRole("button", { name: "Revoke" }).click();
  await expect(links.getByRole("listitem").first()).toContainText("Revoked");
  const response = await theirs.goto(address);
  expect(response?.status()).toBe(410);
  await expect(theirs.getByRole("heading", { level: 1, name: "This preview link has been withdrawn" })).toBeVisible();
  await colleague.close();
});
