import { execFileSync } from "node:child_process";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The owner's whole journey on a fresh install (issue 5): its own server and database, because
 * POST /api/init works once per database. Runs in the desktop project only.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: FreshServer;
const owner = { username: "", password: "" };
const ARTICLE = {
  title: "The Future of AI Leadership",
  slug: "future-of-ai-leadership",
  ptTitle: "O futuro da liderança em IA",
};
const CATEGORY = { name: "Executive Leadership", slug: "executive-leadership" };
const SPARE_CATEGORY = { name: "Board Notes", slug: "board-notes" };

test.beforeAll(async () => {
  server = await startFreshServer();
});

test.afterAll(async () => {
  await server?.stop();
});


const url = (pathname: string) => `${server.baseURL}${pathname}`;

/** The toast region (Radix also copies the text into a hidden live region outside it). */
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Expected failed requests log a console error in the browser: assert that it happened, then forget it. */
async function expectConsoleError(pageErrors: string[], pattern: RegExp): Promise<void> {
  await expect.poll(() => pageErrors.some((entry) => pattern.test(entry)), { message: `a console error matching ${pattern}` }).toBe(true);
  for (let i = pageErrors.length - 1; i >= 0; i--) if (pattern.test(pageErrors[i] ?? "")) pageErrors.splice(i, 1);
}

async function signIn(page: Page, password = owner.password): Promise<void> {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
}

async function pngImage(width: number, height: number, color: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

function usDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(date);
}

/** The text ProseMirror holds as selected (the DOM selection reaches it a moment after a key press). */
function selectedText(editor: Locator): Promise<string> {
  return editor.evaluate((element) => {
    const view = (element as HTMLElement & { editor?: { state: { selection: { from: number; to: number }; doc: { textBetween(a: number, b: number): string } } } }).editor;
    return view ? view.state.doc.textBetween(view.state.selection.from, view.state.selection.to) : "";
  });
}

/**
 * End until ProseMirror has the caret at the end of the line. It learns of native caret moves from
 * the browser's asynchronous selectionchange event, and re-applies its own selection just after the
 * editor regains focus, so a robot pressing keys faster than a person may need a second press.
 */
async function pressEnd(page: Page, editor: Locator): Promise<void> {
  const caretAtLineEnd = () =>
    editor.evaluate((element) => {
      type Selection = { empty: boolean; $from: { parentOffset: number; parent: { content: { size: number } } } };
      const view = (element as HTMLElement & { editor?: { state: { selection: Selection } } }).editor;
      const selection = view?.state.selection;
      return Boolean(selection?.empty && selection.$from.parentOffset === selection.$from.parent.content.size);
    });
  await expect(async () => {
    await page.keyboard.press("End");
    await expect.poll(caretAtLineEnd, { timeout: 500 }).toBe(true);
  }).toPass({ timeout: 5_000 });
}

/**
 * Shift+ArrowLeft until ProseMirror has the line's last `text` selected, for the same reason as
 * pressEnd: a selection the browser extended before ProseMirror re-applied its own (just after the
 * editor regained focus from a toolbar button or a dialog) is lost, so the whole gesture is tried again.
 */
async function selectLineEnd(page: Page, editor: Locator, text: string): Promise<void> {
  await expect(async () => {
    await pressEnd(page, editor);
    for (let i = 0; i < text.length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(() => selectedText(editor), { timeout: 1_000 }).toBe(text);
  }).toPass({ timeout: 15_000 });
}

function articleCard(page: Page, title: string): Locator {
  return page.getByTestId("admin-article-card").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

test("admin pages are not indexed, and a signed-out visitor of /admin is sent to the sign-in page", async ({ page, request }) => {
  const login = await request.get(url("/admin/login"));
  expect(login.status()).toBe(200);
  expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const dashboard = await request.get(url("/admin"));
  expect(dashboard.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  // The server renders the shell of the session check; the browser does the check.
  expect(await dashboard.text()).toContain("Checking authentication...");

  await page.goto(url("/admin"));
  await expect(page).toHaveURL(url("/admin/login"));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { name: "Admin Login", level: 1 })).toBeVisible();
  await expect(page.getByText("Sign in to access the admin dashboard")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the owner initialises the fresh install once and copies the credentials shown", async ({ page, context, pageErrors }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseURL });
  await page.goto(url("/admin/login"));
  await page.getByRole("button", { name: "Initialize System" }).click();
  const dialog = page.getByRole("dialog", { name: "System Initialization" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("This creates an admin user and the database tables.")).toBeVisible();
  await expect(dialog.getByText(/only once.*fails if the system is already initialized/)).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Initialize System" }).click();
  await expect(dialog.getByRole("heading", { name: "Initialization Complete" })).toBeVisible();
  await expect(dialog.getByText("System initialized successfully. You can now log in.")).toBeVisible();
  await expect(dialog.getByText("This password will not be shown again.", { exact: false })).toBeVisible();
  await expect(dialog.getByText(/shown only once/)).toBeVisible();
  owner.username = (await dialog.locator("dd.font-mono").nth(0).textContent()) ?? "";
  owner.password = (await dialog.locator("dd.font-mono").nth(1).textContent()) ?? "";
  expect(owner.username).toBe("admin");
  expect(owner.password.length).toBeGreaterThanOrEqual(16);
  await expectNoAxeViolations(page);

  await dialog.getByRole("button", { name: "Copy password" }).click();
  await expect(dialog.getByRole("button", { name: "Copy password" })).toContainText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(owner.password);
  await dialog.getByRole("button", { name: "Copy username" }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("admin");

  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
  // The new username is ready in the sign-in form.
  await expect(page.getByLabel("Username")).toHaveValue("admin");

  // A second initialisation is refused with the server's message.
  await page.getByRole("button", { name: "Initialize System" }).click();
  await dialog.getByRole("button", { name: "Initialize System" }).click();
  await expect(dialog.getByRole("heading", { name: "Initialization Failed" })).toBeVisible();
  await expect(dialog.getByText(/already initialized/)).toBeVisible();
  await expect(dialog.getByText(owner.password)).toHaveCount(0);
  await expectConsoleError(pageErrors, /409/);
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("sign-in checks the fields, refuses a wrong password and a non-admin, then lets the owner in", async ({ page, pageErrors }) => {
  await page.goto(url("/admin/login"));
  const username = page.getByLabel("Username");
  const password = page.getByLabel("Password", { exact: true });
  const signInButton = page.getByRole("button", { name: "Sign in" });

  await signInButton.click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await username.fill("admin");
  await password.fill("certainly-not-the-password");
  await signInButton.click();
  await expect(toasts(page).getByText("Login Failed")).toBeVisible();
  await expect(toasts(page).getByText("Invalid username or password")).toBeVisible();
  await expectConsoleError(pageErrors, /401/);
  await expect(page).toHaveURL(url("/admin/login"));

  // A user without admin rights, made with the owner's command-line tool.
  const created = execFileSync(process.execPath, ["scripts/admin.ts", "create", "reader", "--no-admin"], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    env: server.env,
    encoding: "utf8",
  });
  const readerPassword = /with password: (\S+)/.exec(created)?.[1] ?? "";
  expect(readerPassword).not.toBe("");
  await username.fill("reader");
  await password.fill(readerPassword);
  await signInButton.click();
  await expect(toasts(page).getByText("Access Denied")).toBeVisible();
  await expect(toasts(page).getByText("Admin privileges required")).toBeVisible();
  await expect(page).toHaveURL(url("/admin/login"));
  expect(await page.evaluate(() => [localStorage.getItem("authToken"), localStorage.getItem("user")])).toEqual([null, null]);

  // The owner: "Signing in..." while the request is in flight, then the dashboard.
  await page.route("**/api/auth/login", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await username.fill(owner.username);
  await password.fill(owner.password);
  await signInButton.click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  await expect(toasts(page).getByText("Login Successful")).toBeVisible();
  await expect(toasts(page).getByText("Redirecting to admin dashboard...")).toBeVisible();
  await expect(page).toHaveURL(url("/admin"));
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem("authToken"), user: localStorage.getItem("user") }));
  expect(stored.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  expect(JSON.parse(stored.user ?? "{}")).toMatchObject({ username: "admin", isAdmin: true });

  await expect(page.getByRole("link", { name: "Back to Site" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  for (const name of ["Articles", "Categories", "Inbox", "Settings"]) await expect(page.getByRole("tab", { name })).toBeVisible();
  await expect(page.getByRole("button", { name: "New Article" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add AI Trend Articles" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No articles yet" })).toBeVisible();
  await expect(page.getByText("Get started by creating your first article")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Article" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the article list shows three skeleton cards while loading, and an error with Retry", async ({ page, pageErrors }) => {
  let fail = true;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/articles/admin/all", async (route) => {
    await held;
    if (fail) await route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Database unavailable"}' });
    else await route.continue();
  });
  await signIn(page);
  await expect(page.getByTestId("article-skeleton")).toHaveCount(3);
  release();
  await expect(page.getByRole("heading", { name: "Error loading articles" })).toBeVisible();
  await expect(page.getByText("Please try refreshing the page or check your connection.")).toBeVisible();
  await expect(page.getByText(/Failed to fetch articles \(503: \{"message":"Database unavailable"\}\)/)).toBeVisible();
  await expectConsoleError(pageErrors, /503/);
  await expectNoAxeViolations(page);
  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { name: "No articles yet" })).toBeVisible();
});

test("categories: validation, create, edit, and the dialogs", async ({ page }) => {
  await signIn(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/categories", async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  await page.getByRole("tab", { name: "Categories" }).click();
  await expect(page).toHaveURL(/\?tab=categories$/);
  // The articles tab already loaded the list once: a reload shows the loading text.
  await page.reload();
  await expect(page.getByText("Loading categories...")).toBeVisible();
  release();
  await expect(page.getByText("No categories yet. Create your first category to organize your articles.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "New Category" }).click();
  const dialog = page.getByRole("dialog", { name: "New Category" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name", { exact: true }).fill("A");
  await dialog.getByLabel("Slug").fill("Bad Slug");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByText("Slug can only contain lowercase letters, numbers, and hyphens")).toBeVisible();
  await dialog.getByLabel("Slug").fill("b");
  await expect(dialog.getByText("Slug must be at least 2 characters")).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Slug").fill("");
  await dialog.getByLabel("Name", { exact: true }).fill(CATEGORY.name);
  await expect(dialog.getByLabel("Slug")).toHaveValue(CATEGORY.slug);
  await dialog.getByLabel("Description (optional)", { exact: true }).fill("Notes for leaders.");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(toasts(page).getByText("Category created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: CATEGORY.name }) });
  await expect(card.getByText(`/${CATEGORY.slug}`)).toBeVisible();
  await expect(card.getByText("Notes for leaders.")).toBeVisible();

  await page.getByRole("button", { name: `Edit category ${CATEGORY.name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Category" });
  await expect(edit.getByLabel("Name", { exact: true })).toHaveValue(CATEGORY.name);
  await edit.getByLabel("Description (optional)", { exact: true }).fill("Essays on leading technology organisations.");
  await edit.getByRole("button", { name: "Update Category" }).click();
  await expect(toasts(page).getByText("Category updated successfully")).toBeVisible();
  await expect(card.getByText("Essays on leading technology organisations.")).toBeVisible();

  await page.getByRole("button", { name: "New Category" }).click();
  await dialog.getByLabel("Name", { exact: true }).fill(SPARE_CATEGORY.name);
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(toasts(page).getByText("Category created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: SPARE_CATEGORY.name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a draft with formatted text, an uploaded captioned image and a Portuguese version stays private", async ({ page, request }) => {
  await signIn(page);
  await page.getByRole("button", { name: "New Article" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Article" });
  await expect(dialog).toBeVisible();
  const editor = dialog.getByRole("textbox", { name: "Content", exact: true });
  await expect(editor).toBeVisible();
  await expectNoAxeViolations(page);

  // Spec §5 messages.
  await dialog.getByRole("button", { name: "Create Article" }).click();
  await expect(dialog.getByText("Title must be at least 3 characters")).toBeVisible();
  await expect(dialog.getByText("Slug must be at least 3 characters")).toBeVisible();
  await expect(dialog.getByText("Content must be at least 10 characters")).toBeVisible();
  await expect(dialog.getByLabel("Title", { exact: true })).toBeFocused();
  await dialog.getByLabel("Slug (URL)", { exact: true }).fill("Not Valid");
  await expect(dialog.getByText("Slug can only contain lowercase letters, numbers, and hyphens")).toBeVisible();
  await dialog.getByLabel("Slug (URL)", { exact: true }).fill("");

  // The slug follows the title (spec §4).
  await dialog.getByLabel("Title", { exact: true }).fill(ARTICLE.title);
  await expect(dialog.getByLabel("Slug (URL)", { exact: true })).toHaveValue("the-future-of-ai-leadership");

  await dialog.getByRole("combobox", { name: "Category" }).click();
  await expect(page.getByRole("option", { name: "None" })).toBeVisible();
  await page.getByRole("option", { name: CATEGORY.name }).click();
  await expect(dialog.getByRole("combobox", { name: "Category" })).toHaveText(CATEGORY.name);

  // Formatting with the toolbar and the keyboard; buttons report their state.
  const toolbar = dialog.getByRole("toolbar", { name: "Formatting" }).first();
  const tool = (name: string) => toolbar.getByRole("button", { name, exact: true });
  await editor.click();
  await tool("Heading").click();
  await expect(tool("Heading")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Why it matters");
  await page.keyboard.press("Enter");
  await expect(tool("Paragraph")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Leaders need ");
  await page.keyboard.press("ControlOrMeta+b");
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("bold");
  await page.keyboard.press("ControlOrMeta+b");
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.type(" choices and ");
  await tool("Italic").click();
  await page.keyboard.type("careful");
  await tool("Italic").click();
  await page.keyboard.type(" ");
  await page.keyboard.press("ControlOrMeta+u");
  await page.keyboard.type("underlined");
  await page.keyboard.press("ControlOrMeta+u");
  await page.keyboard.type(" words.");
  await page.keyboard.press("Enter");
  await tool("Bullet list").click();
  await expect(tool("Bullet list")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("First point");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Second point");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await tool("Quote").click();
  await page.keyboard.type("Strategy is a choice.");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await tool("Subheading").click();
  await page.keyboard.type("Further reading");
  await tool("Align center").click();
  await expect(tool("Align center")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  await tool("Align left").click();
  await page.keyboard.type("Read the report");
  await selectLineEnd(page, editor, "the report");
  await tool("Link").click();
  const linkDialog = page.getByRole("dialog", { name: "Insert link" });
  await expect(linkDialog.getByLabel("Link address")).toHaveValue("https://");
  await expectNoAxeViolations(page);
  await linkDialog.getByLabel("Link address").fill("example.com/report");
  await linkDialog.getByRole("button", { name: "Apply" }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor).toBeFocused();
  await expect(editor.getByRole("link", { name: "the report" })).toHaveAttribute("href", "https://example.com/report");
  await expect(tool("Link")).toHaveAttribute("aria-pressed", "false");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Temporary link");
  await selectLineEnd(page, editor, "link");
  await page.keyboard.press("ControlOrMeta+k");
  await linkDialog.getByLabel("Link address").fill("/articles");
  await linkDialog.getByLabel("Link address").press("Enter");
  await expect(editor.getByRole("link", { name: "link", exact: true })).toHaveAttribute("href", "/articles");
  // Editing the link offers its address; an empty answer removes the link again.
  await editor.getByRole("link", { name: "link", exact: true }).click();
  await expect(tool("Link")).toHaveAttribute("aria-pressed", "true");
  await tool("Link").click();
  const editLink = page.getByRole("dialog", { name: "Edit link" });
  await expect(editLink.getByLabel("Link address")).toHaveValue("/articles");
  await editLink.getByLabel("Link address").fill("");
  await editLink.getByRole("button", { name: "Apply" }).click();
  await expect(editor.getByRole("link", { name: "link", exact: true })).toHaveCount(0);
  await expect(editor).toBeFocused();
  await pressEnd(page, editor);
  await page.keyboard.press("Enter");
  // Clear formatting.
  await page.keyboard.press("ControlOrMeta+b");
  await page.keyboard.type("Loud");
  await selectLineEnd(page, editor, "Loud");
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "true");
  await tool("Clear formatting").click();
  await expect(editor.locator("strong", { hasText: "Loud" })).toHaveCount(0);
  await expect(tool("Bold")).toHaveAttribute("aria-pressed", "false");
  await pressEnd(page, editor);
  await page.keyboard.press("Enter");

  // An uploaded image becomes a figure with an editable caption.
  const chart = await pngImage(1200, 675, { r: 245, g: 185, b: 66 });
  const chooser = page.waitForEvent("filechooser");
  await tool("Image").click();
  await (await chooser).setFiles({ name: "growth-chart.png", mimeType: "image/png", buffer: chart });
  const figure = editor.locator("figure").first();
  await expect(figure.locator("img")).toHaveAttribute("src", /^\/uploads\/images\/.+\.webp$/);
  // The alt text starts empty, not from the file name (issue 30), and the editor says so until it is written.
  await expect(figure.locator("img")).toHaveAttribute("alt", "");
  await expect(dialog.getByText("No alt text yet: select the image and press “Alt text”.")).toBeVisible();
  await expect(figure.locator("figcaption")).toHaveAttribute("data-placeholder", "Caption");
  await page.keyboard.type("Figure one: the growth curve");
  await expect(figure.locator("figcaption")).toHaveText("Figure one: the growth curve");
  await expect(figure.locator("figcaption")).not.toHaveClass(/is-empty/);
  // "Alt text" edits the image's alt text (the caret is in its caption).
  await tool("Alt text").click();
  const altDialog = page.getByRole("dialog", { name: "Image alt text" });
  await expect(altDialog.getByLabel("Alt text")).toHaveValue("");
  await expect(altDialog.getByLabel("Alt text")).toHaveAttribute("placeholder", /^e\.g\. /);
  await altDialog.getByLabel("Alt text").fill("A growth chart rising steeply after 2023");
  await altDialog.getByRole("button", { name: "Apply" }).click();
  await expect(altDialog).toBeHidden();
  await expect(figure.locator("img")).toHaveAttribute("alt", "A growth chart rising steeply after 2023");
  await expect(dialog.getByText("No alt text yet: select the image and press “Alt text”.")).toBeHidden();
  await expect(editor).toBeFocused();
  await pressEnd(page, editor);

  // An image dropped on the text is uploaded and inserted where it lands.
  const target = editor.locator("p").last();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  const dropped = await pngImage(640, 480, { r: 16, g: 185, b: 129 });
  await editor.evaluate(
    (element, { bytes, x, y }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], "dropped-photo.png", { type: "image/png" }));
      element.dispatchEvent(new DragEvent("drop", { dataTransfer: data, clientX: x, clientY: y, bubbles: true, cancelable: true }));
    },
    { bytes: [...dropped], x: (box?.x ?? 0) + 20, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
  );
  await expect(editor.locator("figure")).toHaveCount(2);
  await expect(editor.locator("figure").nth(1).locator("img")).toHaveAttribute("alt", "");
  await page.keyboard.type("Dropped photo");
  await expect(editor.locator("figure").nth(1).locator("figcaption")).toHaveText("Dropped photo");

  await dialog.getByLabel("Excerpt (optional)", { exact: true }).fill("What leaders should expect from AI.");
  await expect(dialog.getByLabel("Excerpt (optional)", { exact: true })).toHaveAttribute("rows", "3");
  await expect(dialog.getByRole("switch", { name: "Published" })).not.toBeChecked();
  await dialog.getByRole("switch", { name: "Featured" }).click();
  await expect(dialog.getByText("Make this article visible to visitors")).toBeVisible();
  await expect(dialog.getByText("Highlight this as a featured article")).toBeVisible();

  // A cover image through the upload button beside the URL field.
  const cover = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload cover image" }).click();
  await (await cover).setFiles({ name: "cover.png", mimeType: "image/png", buffer: await pngImage(1600, 900, { r: 18, g: 24, b: 38 }) });
  await expect(dialog.getByLabel("Cover Image URL (optional)")).toHaveValue(/^\/uploads\/images\/.+\.webp$/);
  await expect(dialog.getByRole("img", { name: "Cover preview" })).toBeVisible();

  // The Portuguese version, with an image pasted from the clipboard.
  await dialog.getByRole("tab", { name: /Portuguese/ }).click();
  await dialog.getByLabel("Portuguese title").fill(ARTICLE.ptTitle);
  const ptEditor = dialog.getByRole("textbox", { name: "Portuguese content" });
  await ptEditor.click();
  await page.keyboard.type("Conteúdo em português sobre liderança.");
  await page.keyboard.press("Enter");
  const ptTool = (name: string) =>
    dialog.getByRole("tabpanel", { name: /Portuguese/ }).getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });
  await ptTool("Numbered list").click();
  await expect(ptTool("Numbered list")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Primeiro passo");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await ptTool("Align right").click();
  await expect(ptTool("Align right")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("À direita.");
  await page.keyboard.press("Enter");
  await ptTool("Align left").click();
  const pasted = await pngImage(800, 450, { r: 56, g: 189, b: 248 });
  await ptEditor.evaluate((element, bytes) => {
    const data = new DataTransfer();
    data.items.add(new File([new Uint8Array(bytes)], "grafico.png", { type: "image/png" }));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, [...pasted]);
  await expect(ptEditor.locator("figure img")).toHaveAttribute("src", /^\/uploads\/images\//);
  await page.keyboard.type("Legenda em português");
  await dialog.getByLabel("Portuguese excerpt (optional)").fill("O que esperar da IA.");
  await expectNoAxeViolations(page);

  // Saving: what the editor sent is exactly what the server stored after sanitising.
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/articles") && r.request().method() === "POST"),
    dialog.getByRole("button", { name: "Create Article" }).click(),
  ]);
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON();
  const saved = await response.json();
  expect(saved.content).toBe(sent.content);
  expect(saved.pt.content).toBe(sent.pt.content);
  expect(sent.content).toContain("<h2>Why it matters</h2>");
  expect(sent.content).toContain("<strong>bold</strong>");
  expect(sent.content).toContain("<em>careful</em>");
  expect(sent.content).toContain("<u>underlined</u>");
  expect(sent.content).toContain("<ul><li><p>First point</p></li><li><p>Second point</p></li></ul>");
  expect(sent.content).toContain("<blockquote><p>Strategy is a choice.</p></blockquote>");
  expect(sent.content).toContain('<h3 style="text-align: center">Further reading</h3>');
  expect(sent.content).toContain('href="https://example.com/report">the report</a>');
  expect(sent.content).toMatch(/<figure><img src="\/uploads\/images\/[^"]+\.webp" alt="A growth chart rising steeply after 2023" width="\d+" height="\d+"><figcaption>Figure one: the growth curve<\/figcaption><\/figure>/);
  expect(sent.pt.content).toContain("<figcaption>Legenda em português</figcaption>");
  expect(sent.pt.content).toContain("<ol><li><p>Primeiro passo</p></li></ol>");
  expect(sent.pt.content).toContain('<p style="text-align: right">À direita.</p>');
  expect(sent.content).toMatch(/<figure><img src="[^"]+" alt="" width="640" height="480"><figcaption>Dropped photo<\/figcaption><\/figure>/);
  expect(sent.content).toContain("<p>Loud</p>");
  expect(sent).toMatchObject({ published: false, featured: true, slug: "the-future-of-ai-leadership", excerpt: "What leaders should expect from AI." });

  await expect(toasts(page).getByText("Article created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = articleCard(page, ARTICLE.title);
  await expect(card.getByText("/the-future-of-ai-leadership")).toBeVisible();
  await expect(card.getByText("Not published")).toBeVisible();
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();
  await expect(card).toHaveClass(/border-l-yellow-400/);
  await expect(card.getByText(CATEGORY.name)).toBeVisible();
  // A draft has no public page yet: its link is the admin's preview.
  await expect(card.getByRole("link", { name: /View/ })).toHaveCount(0);
  await expect(card.getByRole("link", { name: /Preview/ })).toHaveAttribute("href", /^\/preview\/articles\/\d+$/);
  await expectNoAxeViolations(page);

  // Not public: visitors get 404 and the public list leaves it out.
  expect((await request.get(url("/api/articles/the-future-of-ai-leadership"))).status()).toBe(404);
  const list = (await (await request.get(url("/api/articles"))).json()) as { slug: string }[];
  expect(list.map((a) => a.slug)).not.toContain("the-future-of-ai-leadership");
});

test("editing pre-fills the form, asks before discarding changes, and publishing makes the article public in both languages", async ({
  page,
  request,
}) => {
  await signIn(page);
  const card = articleCard(page, ARTICLE.title);
  await card.getByRole("button", { name: /Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(ARTICLE.title);
  await expect(dialog.getByLabel("Slug (URL)", { exact: true })).toHaveValue("the-future-of-ai-leadership");
  await expect(dialog.getByRole("combobox", { name: "Category" })).toHaveText(CATEGORY.name);
  await expect(dialog.getByRole("switch", { name: "Featured" })).toBeChecked();
  await expect(dialog.getByRole("textbox", { name: "Content", exact: true }).locator("figcaption")).toHaveText(["Figure one: the growth curve", "Dropped photo"]);
  // Nothing changed: Escape closes at once.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await card.getByRole("button", { name: /Edit/ }).click();
  await dialog.getByLabel("Excerpt (optional)", { exact: true }).fill("Changed, then kept.");
  await page.keyboard.press("Escape");
  const confirm = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Keep editing" }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Excerpt (optional)", { exact: true })).toHaveValue("Changed, then kept.");

  // The slug follows a new title while it is still the saved one, and stops once typed by hand.
  await dialog.getByLabel("Title", { exact: true }).fill(`${ARTICLE.title} in 2026`);
  await expect(dialog.getByLabel("Slug (URL)", { exact: true })).toHaveValue("the-future-of-ai-leadership-in-2026");
  await dialog.getByLabel("Slug (URL)", { exact: true }).fill(ARTICLE.slug);
  await dialog.getByLabel("Title", { exact: true }).fill(ARTICLE.title);
  await expect(dialog.getByLabel("Slug (URL)", { exact: true })).toHaveValue(ARTICLE.slug);
  await dialog.getByLabel("Excerpt (optional)", { exact: true }).fill("What leaders should expect from AI.");

  await dialog.getByRole("switch", { name: "Published" }).click();
  await dialog.getByRole("button", { name: "Update Article" }).click();
  await expect(toasts(page).getByText("Article updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Published", { exact: true })).toBeVisible();
  await expect(card).toHaveClass(/border-l-emerald-500/);
  await expect(card.getByText(usDate(new Date()))).toBeVisible();
  await expect(card.getByText(`/${ARTICLE.slug}`)).toBeVisible();

  // Public now, as a visitor without credentials: English fields and the Portuguese version.
  const response = await request.get(url(`/api/articles/${ARTICLE.slug}`));
  expect(response.status()).toBe(200);
  const article = await response.json();
  expect(article).toMatchObject({ title: ARTICLE.title, slug: ARTICLE.slug, featured: true, excerpt: "What leaders should expect from AI." });
  expect(article.publishedAt).toEqual(expect.any(String));
  expect(article.content).toContain("<strong>bold</strong>");
  expect(article.content).toContain("<figcaption>Figure one: the growth curve</figcaption>");
  expect(article.pt).toMatchObject({ title: ARTICLE.ptTitle, excerpt: "O que esperar da IA." });
  expect(article.pt.content).toContain("Conteúdo em português sobre liderança.");
  expect(article.pt.content).toContain("<figcaption>Legenda em português</figcaption>");
  const list = (await (await request.get(url("/api/articles"))).json()) as { slug: string }[];
  expect(list.map((a) => a.slug)).toContain(ARTICLE.slug);
  const image = /<img src="([^"]+)"/.exec(article.content)?.[1] ?? "";
  const imageResponse = await request.get(url(image));
  expect(imageResponse.status()).toBe(200);
  expect(imageResponse.headers()["content-type"]).toBe("image/webp");
});

test("a category in use cannot be deleted; sample articles arrive after a reload; an article is deleted", async ({ page, request, pageErrors }) => {
  await signIn(page);
  await page.getByRole("tab", { name: "Categories" }).click();
  await page.getByRole("button", { name: `Delete category ${CATEGORY.name}` }).click();
  const confirmCategory = page.getByRole("alertdialog", { name: "Delete Category" });
  await expectNoAxeViolations(page);
  await confirmCategory.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Failed to delete category. Ensure it has no articles assigned to it.")).toBeVisible();
  await expectConsoleError(pageErrors, /409/);
  await expect(confirmCategory).toBeHidden();
  await page.getByRole("button", { name: `Delete category ${SPARE_CATEGORY.name}` }).click();
  await confirmCategory.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Category deleted successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: SPARE_CATEGORY.name })).toHaveCount(0);

  await page.getByRole("tab", { name: "Articles" }).click();
  const reloaded = page.waitForEvent("load");
  const started = Date.now();
  await page.getByRole("button", { name: "Add AI Trend Articles" }).click();
  // Asked first (issue 30): six articles go public at once.
  await page.getByRole("alertdialog", { name: "Publish six sample articles?" }).getByRole("button", { name: "Publish the six articles" }).click();
  await expect(toasts(page).getByText("Sample AI trend articles created successfully")).toBeVisible();
  await reloaded;
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByTestId("admin-article-card")).toHaveCount(7);
  await expect(page.getByText("/the-rise-of-multimodal-ai-models-2025")).toBeVisible();

  const card = articleCard(page, ARTICLE.title);
  await card.getByRole("button", { name: /Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Article" });
  await expect(confirm.getByText("Are you sure you want to delete this article? This action cannot be undone.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.route("**/api/articles/*", async (route) => {
    if (route.request().method() === "DELETE") await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm.getByRole("button", { name: "Deleting..." })).toBeDisabled();
  await expect(toasts(page).getByText("Article deleted successfully")).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await request.get(url(`/api/articles/${ARTICLE.slug}`))).status()).toBe(404);
});

test("the inbox shows visitors' messages, counts unread ones and moves invitations along", async ({ page, request }) => {
  const contact = await request.post(url("/api/messages"), {
    data: { kind: "contact", name: "Ana Journalist", email: "ana@example.com", message: "Could we schedule an interview next week?" },
  });
  expect(contact.status()).toBe(201);
  const speaking = await request.post(url("/api/messages"), {
    data: {
      kind: "speaking",
      name: "Bruno Organizer",
      email: "bruno@example.org",
      eventDetails: "AI Summit, São Paulo, 12 March, 400 people",
      message: "We would love you to give the opening keynote.",
      language: "pt",
    },
  });
  expect(speaking.status()).toBe(201);

  await signIn(page);
  const inboxTab = page.getByRole("tab", { name: /Inbox/ });
  await expect(inboxTab).toHaveAccessibleName("Inbox 2 unread");
  await inboxTab.click();
  await expect(page.getByText("2 messages · 2 unread")).toBeVisible();
  // A compact list (issue 30): each message a button that opens it in the detail beside the list.
  const items = page.getByRole("list", { name: "Messages" }).getByRole("button");
  await expect(items).toHaveCount(2);
  // Newest first.
  await expect(items.nth(0)).toHaveAccessibleName(/^Unread: Bruno Organizer Received .*Speaking invitation New$/);
  await expect(items.nth(1)).toHaveAccessibleName(/^Unread: Ana Journalist Received .*Contact form$/);
  await items.nth(0).click();
  const invitation = page.getByRole("article", { name: "Unread: Speaking invitation from Bruno Organizer" });
  await expect(invitation.getByText("AI Summit, São Paulo, 12 March, 400 people")).toBeVisible();
  // The reply's subject is in the sender's language (issue 26): Bruno wrote from the Portuguese site.
  await expect(invitation.getByRole("link", { name: "Reply to Bruno Organizer" })).toHaveAttribute(
    "href",
    "mailto:bruno@example.org?subject=Re%3A%20Seu%20convite%20para%20palestra",
  );
  await expectNoAxeViolations(page);

  await items.nth(1).click();
  await page.getByRole("article", { name: "Unread: Contact form from Ana Journalist" }).getByRole("button", { name: "Mark as read" }).click();
  await expect(inboxTab).toHaveAccessibleName("Inbox 1 unread");
  await expect(page.getByRole("article", { name: "Contact form from Ana Journalist" })).toBeVisible();
  await expect(page.getByRole("article", { name: "Contact form from Ana Journalist" }).getByRole("button", { name: "Mark as unread" })).toBeVisible();
  await expect(items.nth(1)).toHaveAccessibleName(/^Ana Journalist /);

  await items.nth(0).click();
  await invitation.getByRole("combobox", { name: "Status of the invitation from Bruno Organizer" }).click();
  await page.getByRole("option", { name: "In discussion" }).click();
  await expect(toasts(page).getByText("Invitation marked as In discussion")).toBeVisible();
  await expect(page.getByRole("article", { name: /Bruno Organizer/ }).getByRole("combobox", { name: /Status/ })).toHaveText("In discussion");
  await expect(items.nth(0)).toHaveAccessibleName(/In discussion$/);

  await page.getByRole("combobox", { name: "Invitation status" }).click();
  await page.getByRole("option", { name: "In discussion" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(/Bruno Organizer/);
  await page.getByRole("combobox", { name: "Invitation status" }).click();
  await page.getByRole("option", { name: "Accepted" }).click();
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
  await page.getByRole("combobox", { name: "Invitation status" }).click();
  await page.getByRole("option", { name: "Any status" }).click();
  await page.getByRole("combobox", { name: "Form" }).click();
  await page.getByRole("option", { name: "Contact messages" }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAccessibleName(/Ana Journalist/);

  await items.first().click();
  await page.getByRole("article", { name: /Ana Journalist/ }).getByRole("button", { name: "Delete message from Ana Journalist" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Message" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toasts(page).getByText("Message deleted")).toBeVisible();
  await expect(page.getByText("No messages match these filters.")).toBeVisible();
  // The deleted message's detail closed with it.
  await expect(page.getByRole("article", { name: /Ana Journalist/ })).toHaveCount(0);
  await expect(page).not.toHaveURL(/message=/);
});

test("the owner replaces the generated password, which signs out the other sessions", async ({ page, playwright, pageErrors }) => {
  // Another device, signed in through the API.
  const otherDevice = await playwright.request.newContext({ baseURL: server.baseURL });
  const otherLogin = await otherDevice.post("/api/auth/login", { data: owner });
  const otherToken = (await otherLogin.json()).token as string;
  expect((await otherDevice.get("/api/auth/me", { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(200);

  await signIn(page);
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Site Settings" })).toBeVisible();
  await expect(page.getByText("Admin account management and site settings will come in a future update.")).toBeVisible();
  await expectNoAxeViolations(page);

  const current = page.getByLabel("Current password");
  const next = page.getByLabel("New password", { exact: true });
  const confirm = page.getByLabel("Confirm new password");
  const submit = page.getByRole("button", { name: "Change password" });
  await current.fill(owner.password);
  await next.fill("too-short");
  await confirm.fill("too-short");
  await submit.click();
  await expect(page.getByText("New password must be at least 12 characters")).toBeVisible();
  const newPassword = "a-long-and-private-passphrase-2026";
  await next.fill(newPassword);
  await confirm.fill(`${newPassword}-typo`);
  await expect(page.getByText("The new passwords do not match")).toBeVisible();
  await confirm.fill(newPassword);
  await current.fill("not-my-current-password");
  await submit.click();
  await expect(page.getByRole("tabpanel", { name: "Settings" }).getByText("The current password is not correct")).toBeVisible();
  await expectConsoleError(pageErrors, /400/);
  await current.fill(owner.password);
  await submit.click();
  await expect(toasts(page).getByText("Password changed", { exact: true })).toBeVisible();
  await expect(current).toHaveValue("");
  owner.password = newPassword;

  expect((await otherDevice.get("/api/auth/me", { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(401);
  await otherDevice.dispose();
  // This session stays signed in.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});

test("logout ends the session and goes home; /admin then sends to sign-in, and a stale token is cleared", async ({
  page,
  request,
  pageErrors,
}) => {
  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem("authToken"));
  const [logout] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/auth/logout")),
    page.getByRole("button", { name: "Logout" }).click(),
  ]);
  expect(logout.status()).toBe(200);
  await expect(page).toHaveURL(url("/"));
  // The public pages show the same toast store's notifications.
  await expect(toasts(page).getByText("Logged Out", { exact: true })).toBeVisible();
  await expect(toasts(page).getByText("You have been logged out successfully")).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("authToken"), localStorage.getItem("user")])).toEqual([null, null]);
  expect((await request.get(url("/api/auth/me"), { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

  await page.goto(url("/admin"));
  await expect(page).toHaveURL(url("/admin/login"));

  // A token that no longer works: the check fails, the stored session is cleared.
  await page.evaluate((stale) => {
    localStorage.setItem("authToken", stale ?? "");
    localStorage.setItem("user", JSON.stringify({ id: 1, username: "admin", isAdmin: true }));
  }, token);
  await page.goto(url("/admin"));
  await expect(page).toHaveURL(url("/admin/login"));
  await expectConsoleError(pageErrors, /401/);
  expect(await page.evaluate(() => [localStorage.getItem("authToken"), localStorage.getItem("user")])).toEqual([null, null]);
});
