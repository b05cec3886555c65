import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The owner's pages (issue 27): a "Now" page in both languages linked from the header, an English-only
 * page in the footer, hreflang only where a version is live, the sitemap and llms.txt, the 404 for an
 * unknown slug, and accessibility, on a fresh server of their own.
 */

test.describe("the owner's pages", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let server: FreshServer;
  const admin = { username: "", password: "" };

  test.beforeAll(async () => {
    if (test.info().project.name !== "desktop") return;
    server = await startFreshServer();
    const init = (await (await fetch(`${server.baseURL}/api/init`, { method: "POST" })).json()) as { username: string; password: string };
    Object.assign(admin, init);
    const login = await fetch(`${server.baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: init.username, password: init.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const create = async (body: unknown) => {
      const response = await fetch(`${server.baseURL}/api/pages`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    await create({
      slug: "now",
      title: "Now",
      content: "<h2>This month</h2><p>Writing the second book.</p>",
      excerpt: "What I am doing now.",
      published: true,
      showIn: "header",
      pt: { slug: "agora", title: "Agora", content: "<h2>Este mês</h2><p>Escrevendo o segundo livro.</p>", published: true },
    });
    await create({ slug: "colophon", title: "Colophon", content: "<p>How this site is made.</p>", published: true, showIn: "footer", pt: null });
    await create({ slug: "draft-page", title: "Draft", content: "<p>Not yet.</p>", published: false, showIn: "header", pt: null });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "Runs once, in the desktop project");
  });

  const url = (pathname: string) => `${server.baseURL}${pathname}`;

  test("a page in both languages, linked from the header, with hreflang for both", async ({ page }) => {
    await page.goto(url("/"));
    await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "Now" }).click();
    await expect(page).toHaveURL(url("/now"));
    await expect(page.getByRole("heading", { level: 1, name: "Now" })).toBeVisible();
    await expect(page.getByText("Writing the second book.")).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="pt-BR"]')).toHaveAttribute("href", url("/pt/agora"));
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { "@type"?: string; name?: string });
    expect(jsonLd.filter((item) => item["@type"] === "WebPage")).toEqual([expect.objectContaining({ name: "Now" })]);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /PT – Português/ }).click();
    await expect(page).toHaveURL(url("/pt/agora"));
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1, name: "Agora" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navegação principal" }).first().getByRole("link", { name: "Agora" })).toHaveAttribute("href", "/pt/agora");
    await expectNoAxeViolations(page);
  });

  test("an English-only page sits in the footer, without hreflang, and not under /pt", async ({ page }) => {
    await page.goto(url("/articles"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Colophon" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Colophon" })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    expect((await page.request.get(url("/pt/colophon"))).status()).toBe(404);
    await page.goto(url("/pt"));
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Colophon" })).toHaveCount(0);
  });

  test("unpublished and unknown slugs are the 404 page; drafts are in no navigation", async ({ page }) => {
    for (const path of ["/draft-page", "/no-such-page", "/pt/no-such-page"]) {
      const response = await page.goto(url(path));
      expect(response?.status(), path).toBe(404);
    }
    await page.goto(url("/"));
    await expect(page.getByRole("link", { name: "Draft" })).toHaveCount(0);
  });

  test("live pages are in the sitemap and llms.txt of their language", async ({ request }) => {
    const en = await (await request.get(url("/sitemaps/en-1.xml"))).text();
    expect(en).toContain(`<loc>${url("/now")}</loc>`);
    expect(en).toContain(`<loc>${url("/colophon")}</loc>`);
    expect(en).not.toContain("draft-page");
    const pt = await (await request.get(url("/sitemaps/pt-1.xml"))).text();
    expect(pt).toContain(`<loc>${url("/pt/agora")}</loc>`);
    expect(await (await request.get(url("/llms.txt"))).text()).toContain(`- [Now](${url("/now")}): What I am doing now.`);
    expect(await (await request.get(url("/pt/llms.txt"))).text()).toContain(`- [Agora](${url("/pt/agora")})`);
  });

  test("the owner writes a page in both languages in the admin and links it from the header", async ({ page, browser }) => {
    test.setTimeout(60_000);
    await page.goto(url("/admin/login"));
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.goto(url("/admin?tab=pages"));
    await expect(page.getByText("/now (live)")).toBeVisible();
    await page.getByRole("button", { name: "New page" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Show a link in").selectOption("header");
    await dialog.getByLabel("Title (English)").fill("Uses");
    await dialog.getByLabel("Slug (the address) (English)").fill("uses");
    await dialog.getByRole("textbox", { name: "Content (English)" }).fill("A laptop and a notebook.");
    await dialog.getByLabel("Published (English)").check();
    await dialog.getByLabel("This page has a Portuguese version").check();
    await dialog.getByLabel("Title (Portuguese)").fill("Ferramentas");
    await dialog.getByLabel("Slug (the address) (Portuguese)").fill("ferramentas");
    await dialog.getByRole("textbox", { name: "Content (Portuguese)" }).fill("Um notebook e um caderno.");
    await dialog.getByLabel("Published (Portuguese)").check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("/uses (live) · /pt/ferramentas (live)")).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(url("/pt"));
    await visitor.getByRole("navigation", { name: "Navegação principal" }).first().getByRole("link", { name: "Ferramentas" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "Ferramentas" })).toBeVisible();
    await expect(visitor.getByText("Um notebook e um caderno.")).toBeVisible();
    await visitor.close();
  });

  async function signIn(browser: Browser, language: "en" | "pt"): Promise<Page> {
    const context = await browser.newContext({ locale: language === "pt" ? "pt-BR" : "en-US", viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(url("/admin/login"));
    await page.getByLabel(language === "pt" ? "Usuário" : "Username").fill(admin.username);
    await page.getByLabel(language === "pt" ? "Senha" : "Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: language === "pt" ? "Entrar" : "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: language === "pt" ? "Painel" : "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.goto(url("/admin?tab=pages"));
    return page;
  }

  async function setAdminLanguage(language: "en" | "pt"): Promise<void> {
    const login = await fetch(url("/api/auth/login"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(url("/api/auth/me"), { method: "PATCH", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ language }) });
    expect(res.status).toBe(200);
  }

  test("autosave, a preview of the unsaved text, and restoring a revision, in English", async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await signIn(browser, "en");
    await page.getByRole("button", { name: "Edit Now" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title (English)").fill("Now, this week");
    await expect(dialog.getByRole("status").filter({ hasText: /Draft autosaved at/ })).toBeVisible({ timeout: 10_000 });
    // The preview shows the autosaved text as the page will look; visitors still read the saved one.
    const [preview] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("button", { name: "Preview", exact: true }).click()]);
    await expect(preview.getByRole("heading", { level: 1, name: "Now, this week" })).toBeVisible();
    await expect(preview.getByRole("note", { name: "Preview: the page as visitors will see it." })).toContainText("Published; this shows the latest changes.");
    await expectNoAxeViolations(preview);
    await preview.close();
    expect(await (await page.request.get(url("/now"))).text()).not.toContain("Now, this week");
    // The history: the first version, restored into the editor.
    await dialog.getByRole("button", { name: "History" }).click();
    const revisions = dialog.getByRole("list", { name: "Revisions" });
    await expect(revisions.getByRole("button")).toHaveCount(2);
    await revisions.getByRole("button", { name: /First version/ }).click();
    // What restoring would change: ", this week" struck out of the title.
    await expect(dialog.locator("del").first()).toContainText("this week");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Restore this revision" }).click();
    await expect(dialog.getByLabel("Title (English)")).toHaveValue("Now");
    await expect(revisions.getByRole("button")).toHaveCount(3);
    await page.context().close();
  });

  test("the owner, in a Portuguese admin, edits the Portuguese version, previews it and publishes it", async ({ browser }) => {
    test.setTimeout(60_000);
    await setAdminLanguage("pt");
    try {
      const page = await signIn(browser, "pt");
      await expect(page.getByText("/now (no ar) · /pt/agora (no ar)")).toBeVisible();
      await page.getByRole("button", { name: "Editar Now" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: "Editar página" })).toBeVisible();
      await dialog.getByLabel("Título (Português)").fill("Agora, este mês");
      await expect(dialog.getByRole("status").filter({ hasText: /Rascunho salvo automaticamente às/ })).toBeVisible({ timeout: 10_000 });
      const [preview] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("button", { name: "Pré-visualizar em português" }).click()]);
      await expect(preview).toHaveURL(/\/pt\/preview\/pages\/\d+$/);
      await expect(preview.getByRole("heading", { level: 1, name: "Agora, este mês" })).toBeVisible();
      await expect(preview.getByRole("note", { name: "Pré-visualização: a página como os visitantes a verão." })).toBeVisible();
      await expect(preview.locator("html")).toHaveAttribute("lang", "pt-BR");
      await preview.close();
      await dialog.getByRole("button", { name: "Histórico" }).click();
      await expect(dialog.getByRole("list", { name: "Versões" }).getByRole("button").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Salvar" }).click();
      await expect(dialog).toBeHidden();
      const visitor = await browser.newPage();
      await visitor.goto(url("/pt"));
      await visitor.getByRole("navigation", { name: "Navegação principal" }).first().getByRole("link", { name: "Agora, este mês" }).click();
      await expect(visitor).toHaveURL(url("/pt/agora"));
      await expect(visitor.getByRole("heading", { level: 1, name: "Agora, este mês" })).toBeVisible();
      await visitor.close();
      await page.context().close();
    } finally {
      await setAdminLanguage("en");
    }
  });

  test("Escape or a click outside the page dialog keeps what was typed as the draft at once", async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await signIn(browser, "en");
    const dialog = page.getByRole("dialog", { name: "Edit page" });
    for (const [how, words] of [
      ["Escape", "Typed, then Escape at once"],
      ["a click outside", "Typed, then a click outside"],
    ] as const) {
      await page.getByRole("button", { name: "Edit Now" }).click();
      await dialog.getByLabel("Title (English)").fill(words);
      // No wait for the autosave's timer (2 s): the draft is saved as the dialog closes.
      if (how === "Escape") await page.keyboard.press("Escape");
      else await page.mouse.click(8, 450);
      await expect(dialog, how).toBeHidden();
      await page.reload();
      await page.getByRole("button", { name: "Edit Now" }).click();
      const offer = dialog.getByRole("region", { name: "Autosaved version" });
      await expect(offer, how).toBeVisible();
      await offer.getByRole("button", { name: "Restore autosaved version" }).click();
      await expect(dialog.getByLabel("Title (English)"), how).toHaveValue(words);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
    }
    // Leave no draft behind for the tests that follow.
    await page.getByRole("button", { name: "Edit Now" }).click();
    await dialog.getByRole("region", { name: "Autosaved version" }).getByRole("button", { name: "Discard it" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.context().close();
  });

  test("a page's draft the server cannot keep on closing keeps the dialog open with the text and says so; a second close leaves without it", async ({ browser }) => {
    test.setTimeout(60_000);
    await setAdminLanguage("pt");
    try {
      const page = await signIn(browser, "pt");
      // No answer from the server for the page's draft, as when the connection drops.
      await page.route(/\/api\/pages\/\d+\/draft$/, (route) => (route.request().method() === "PUT" ? route.abort("connectionfailed") : route.fallback()));
      await page.getByRole("button", { name: "Editar Now" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Título (Inglês)").fill("Typed while offline");
      await page.keyboard.press("Escape");
      const said = "Não foi possível salvar suas alterações como rascunho: o servidor não respondeu. Elas continuam aqui. Tente de novo ou feche outra vez para sair sem elas.";
      // At the top of the form (announced, in view where the title was typed) and by its buttons.
      await expect(dialog.getByRole("alert")).toHaveText(said);
      await expect(dialog.getByRole("alert")).toBeInViewport();
      await expect(dialog.getByText(said)).toHaveCount(2);
      await expect(dialog.getByLabel("Título (Inglês)")).toHaveValue("Typed while offline");
      await expectNoAxeViolations(page);
      // Closing again with the same text leaves without it, as the alert said; nothing was kept.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.unroute(/\/api\/pages\/\d+\/draft$/);
      await page.getByRole("button", { name: "Editar Now" }).click();
      await expect(dialog.getByLabel("Título (Inglês)")).not.toHaveValue("Typed while offline");
      await expect(dialog.getByRole("region", { name: "Versão salva automaticamente" })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.context().close();
    } finally {
      await setAdminLanguage("en");
    }
  });

  test("a signed preview link of a page, made in the admin in each language, opens for a visitor without an account", async ({ browser }) => {
    test.setTimeout(120_000);
    for (const language of ["en", "pt"] as const) {
      const words =
        language === "pt"
          ? { edit: "Editar Now", links: "Links de pré-visualização", create: "Criar link de pré-visualização", copy: "Copiar o link em português", notice: "Pré-visualização: a página como os visitantes a verão.", heading: /^Agora/ }
          : { edit: "Edit Now", links: "Preview links", create: "Create preview link", copy: "Copy English link", notice: "Preview: the page as visitors will see it.", heading: "Now" };
      if (language === "pt") await setAdminLanguage("pt");
      try {
        const page = await signIn(browser, language);
        await page.getByRole("button", { name: words.edit }).click();
        await page.getByRole("dialog").getByRole("button", { name: words.links }).click();
        const linksDialog = page.getByRole("dialog", { name: words.links });
        await expect(linksDialog).toBeVisible();
        await linksDialog.getByRole("button", { name: words.create }).click();
        const list = linksDialog.getByRole("list", { name: words.links });
        await expect(list.getByRole("listitem")).toHaveCount(1);
        await expect(list.getByRole("button", { name: words.copy })).toBeVisible();
        await expectNoAxeViolations(page);
        const address = (await list.locator("code").textContent()) ?? "";
        expect(address).toMatch(/\/preview\/pages\/\d+\/\d+\.[A-Za-z0-9_-]{43}$/);
        const visitor = await (await browser.newContext()).newPage();
        const path = new URL(address).pathname;
        await visitor.goto(url(language === "pt" ? `/pt${path}` : path));
        await expect(visitor.getByRole("note", { name: words.notice })).toBeVisible();
        await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(words.heading);
        await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
        await expectNoAxeViolations(visitor);
        await visitor.context().close();
        await page.context().close();
      } finally {
        if (language === "pt") await setAdminLanguage("en");
      }
    }
  });
});
