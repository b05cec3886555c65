import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { SITE_CONTENT_ADMIN_TEXT } from "#app/modules/site-content/site-content-admin-text.ts";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The owner's images and words (issue 30), in both admin languages: an inserted image's alt text is
 * written by her in a dialog (never the file name), the cover uploads beside its URL field and a file
 * that is not an image says so, and Site content names its fields in plain words.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: FreshServer;
const owner = { username: "", password: "", token: "" };
const url = (path: string) => `${server.baseURL}${path}`;

test.beforeAll(async () => {
  server = await startFreshServer();
  const init = (await (await fetch(url("/api/init"), { method: "POST" })).json()) as { username: string; password: string };
  Object.assign(owner, init);
  const login = await fetch(url("/api/auth/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: owner.username, password: owner.password }),
  });
  owner.token = ((await login.json()) as { token: string }).token;
});
test.afterAll(async () => {
  await server?.stop();
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
  await setLanguage(language);
  const context = await browser.newContext({ locale: language === "pt" ? "pt-BR" : "en-US", viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(url("/admin/login"));
  await page.getByLabel(language === "pt" ? "Usuário" : "Username").fill(owner.username);
  await page.getByLabel(language === "pt" ? "Senha" : "Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: language === "pt" ? "Entrar" : "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: language === "pt" ? "Painel" : "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
  return page;
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } }).png().toBuffer();

test("an image pasted while another is still uploading is inserted too, each one once", async ({ browser }) => {
  const t = ADMIN_DICTIONARIES.en.text;
  const page = await signIn(browser, "en");
  // The first upload is held back in the browser for a moment (the server itself is the real one), so
  // that the second paste arrives while it is under way.
  let held = false;
  await page.route("**/api/uploads/image", async (route) => {
    if (!held) {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    }
    await route.continue();
  });
  await page.getByRole("button", { name: t.newArticle }).click();
  const dialog = page.getByRole("dialog").first();
  const editor = dialog.getByRole("textbox", { name: t.content, exact: true });
  await editor.click();
  await page.keyboard.type("Two charts follow.");
  const paste = async (name: string, bytes: Buffer) =>
    editor.evaluate(
      (element, file) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: "image/png" }));
        element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      },
      { name, bytes: [...bytes] },
    );
  await paste("first.png", await png(640, 360));
  const busy = dialog.locator('[aria-busy="true"]').filter({ has: page.getByRole("textbox", { name: t.content, exact: true }) });
  await expect(busy).toHaveCount(1);
  await paste("second.png", await png(320, 180));
  await expect(editor.locator("figure img")).toHaveCount(2);
  const sources = await editor.locator("figure img").evaluateAll((images) => images.map((image) => image.getAttribute("src")));
  expect(new Set(sources).size).toBe(2);
  await expect(busy).toHaveCount(0);
  await page.context().close();
});

for (const language of ["en", "pt"] as const) {
  const t = ADMIN_DICTIONARIES[language].text;

  test(`${language}: an inserted image's alt text starts empty and is written in a dialog`, async ({ browser }) => {
    const page = await signIn(browser, language);
    await page.getByRole("button", { name: t.newArticle }).click();
    const dialog = page.getByRole("dialog").first();
    const editor = dialog.getByRole("textbox", { name: t.content, exact: true });
    await editor.click();
    await page.keyboard.type(language === "en" ? "A paragraph before the chart." : "Um parágrafo antes do gráfico.");
    await page.keyboard.press("Enter");
    const toolbar = dialog.getByRole("toolbar", { name: t.formatting }).first();
    const altButton = toolbar.getByRole("button", { name: t.altText, exact: true });
    await expect(altButton).toBeDisabled();
    const chooser = page.waitForEvent("filechooser");
    await toolbar.getByRole("button", { name: t.image, exact: true }).click();
    await (await chooser).setFiles({ name: "IMG_20260101_123456.png", mimeType: "image/png", buffer: await png(800, 450) });
    const img = editor.locator("figure img");
    await expect(img).toHaveAttribute("src", /^\/uploads\/images\//);
    await expect(img).toHaveAttribute("alt", "");
    await expect(dialog.getByText(t.altTextMissing)).toBeVisible();

    await expect(altButton).toBeEnabled();
    await altButton.click();
    const altDialog = page.getByRole("dialog", { name: t.editAltText });
    await expect(altDialog).toContainText(t.altTextHelp);
    const field = altDialog.getByLabel(t.altText);
    await expect(field).toHaveValue("");
    await expect(field).toHaveAttribute("placeholder", t.altTextPlaceholder);
    await expectNoAxeViolations(page);
    const alt = language === "en" ? "Revenue chart rising from 2022 to 2025" : "Gráfico de receita subindo de 2022 a 2025";
    await field.fill(alt);
    await altDialog.getByRole("button", { name: t.apply }).click();
    await expect(altDialog).toBeHidden();
    await expect(img).toHaveAttribute("alt", alt);
    await expect(dialog.getByText(t.altTextMissing)).toBeHidden();

    // Clicking the image selects it; the dialog opens with its alt text, which can be changed again.
    await img.click();
    await altButton.click();
    await expect(field).toHaveValue(alt);
    await field.fill(`${alt}.`);
    await field.press("Enter");
    await expect(img).toHaveAttribute("alt", `${alt}.`);
    await page.context().close();
  });

  test(`${language}: the cover uploads beside its URL field, and a file that is not an image says so`, async ({ browser }) => {
    const page = await signIn(browser, language);
    await page.getByRole("button", { name: t.newArticle }).click();
    const dialog = page.getByRole("dialog").first();
    const urlField = dialog.getByLabel(t.coverImageUrl);
    const upload = dialog.getByRole("button", { name: t.uploadCoverImage });
    // The dialog is modal (the rest of the page is hidden from the accessibility tree): the toast is found by its text.
    const notifications = page;

    // A text file: said to be no image before anything is sent.
    let chooser = page.waitForEvent("filechooser");
    await upload.click();
    await (await chooser).setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await expect(notifications.getByText(t.notAnImage, { exact: true })).toBeVisible();
    await expect(urlField).toHaveValue("");

    // Bytes that only claim to be a PNG: the server's decoder says so, in the admin's language.
    chooser = page.waitForEvent("filechooser");
    await upload.click();
    await (await chooser).setFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("GIF89a? no, just text") });
    const serverMessage =
      language === "en"
        ? "The file is not a supported image. Upload a JPEG, PNG, WebP, GIF or AVIF picture."
        : "O arquivo não é uma imagem aceita. Envie uma imagem JPEG, PNG, WebP, GIF ou AVIF.";
    await expect(notifications.getByText(serverMessage, { exact: true })).toBeVisible();
    await expect(urlField).toHaveValue("");

    // A real image: the URL field gets the uploaded address and the preview shows it.
    chooser = page.waitForEvent("filechooser");
    await upload.click();
    await (await chooser).setFiles({ name: "cover.png", mimeType: "image/png", buffer: await png(1600, 900) });
    await expect(urlField).toHaveValue(/^\/uploads\/images\/.+\.webp$/);
    await expect(dialog.getByRole("img", { name: t.coverPreview })).toBeVisible();
    await page.context().close();
  });

  test(`${language}: site content names its fields in plain words, with a short description, and marks the sample photos`, async ({ browser }) => {
    const page = await signIn(browser, language);
    const text = SITE_CONTENT_ADMIN_TEXT[language];
    await page.goto(url("/admin?tab=content"));
    const sections = page.getByRole("navigation", { name: text.sections });
    await expect(sections).toBeVisible({ timeout: 15_000 });
    // The hero's portrait is a sample: it says so.
    const form = page.getByRole("form").first();
    await expect(form.locator("[data-sample-photo]").first()).toContainText(text.samplePhoto);
    await expect(form).not.toContainText("/press-photos/");

    await sections.getByRole("button", { name: language === "en" ? "Page titles and descriptions" : "Títulos e descrições das páginas" }).click();
    const seo = page.getByRole("form").first();
    const words =
      language === "en"
        ? ["What search engines and link previews", "Title in search results", "Summary in search results", "Picture for link previews"]
        : ["O que os buscadores e as prévias de links", "Título nos resultados de busca", "Resumo nos resultados de busca", "Imagem das prévias de links"];
    for (const word of words) await expect(seo.getByText(word).first()).toBeVisible();
    await expect(seo).not.toContainText("og:");
    await expectNoAxeViolations(page);

    await sections.getByRole("button", { name: language === "en" ? "About" : "Sobre" }).click();
    const about = page.getByRole("form").first();
    await expect(about.getByRole("heading", { name: language === "en" ? "Search profile" : "Perfil para os buscadores", exact: true })).toBeVisible();
    await expect(about.getByText(language === "en" ? "Not shown on the pages: Google and other search engines" : "Não aparece nas páginas: o Google e outros buscadores")).toBeVisible();
    await expect(about.getByText(language === "en" ? "Search profile photo" : "Perfil para os buscadores foto", { exact: true })).toBeVisible();
    await expect(about).not.toContainText(/structured data|image address\)|Portrait path/i);
    await page.context().close();
  });
}
