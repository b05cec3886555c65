import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * The privacy notice and the accessibility statement (issue 27): in both languages, linked from every
 * footer and under both forms, accessible; and the owner's side: a retention period and a paragraph
 * saved in Settings show on the notice at once, and a visitor's data is looked up and erased.
 */

test.describe("privacy notice and accessibility statement (shared server, read-only)", () => {
  test("a visitor reads in Portuguese what the site keeps and for how long", async ({ page }) => {
    await page.goto("/pt/privacidade");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await expect(page.getByRole("heading", { level: 1, name: "Aviso de privacidade" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Por quanto tempo são guardados" })).toBeVisible();
    await expect(page.getByText("Mensagens: 24 meses após a chegada; depois são apagadas automaticamente.")).toBeVisible();
    await expect(page.getByText(/O idioma que você escolheu.*\(localStorage\)/)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Seus direitos" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/pt\/privacidade$/);
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute("href", /\/privacy$/);
    await expectNoAxeViolations(page);
    // The language switch goes to the English notice, at its own address.
    await expect(page.getByRole("link", { name: /EN – English/ })).toHaveAttribute("href", "/privacy");
  });

  test("the accessibility statement follows the W3C model in both languages", async ({ page }) => {
    await page.goto("/accessibility");
    await expect(page.getByRole("heading", { level: 1, name: "Accessibility statement" })).toBeVisible();
    await expect(page.getByText(/level AA of the Web Content Accessibility Guidelines \(WCAG\) 2\.2/)).toBeVisible();
    for (const heading of ["Conformance status", "Known limitations", "How it is checked", "Report a problem", "Date"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await page.goto("/pt/acessibilidade");
    await expect(page.getByRole("heading", { level: 1, name: "Declaração de acessibilidade" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("every footer links both, and each form says what the details are for", async ({ page }) => {
    for (const [path, notice, statement, line] of [
      ["/", "Privacy notice", "Accessibility", "We use your details only to answer you."],
      ["/pt", "Aviso de privacidade", "Acessibilidade", "Usamos seus dados apenas para responder a você."],
    ] as const) {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("link", { name: notice })).toHaveAttribute("href", path === "/" ? "/privacy" : "/pt/privacidade");
      await expect(footer.getByRole("link", { name: statement })).toHaveAttribute("href", path === "/" ? "/accessibility" : "/pt/acessibilidade");
      for (const form of ["#contact form", "#speaking form"]) {
        const under = page.locator(form).getByText(line);
        await expect(under).toHaveCount(1);
        await expect(page.locator(form).getByRole("link", { name: notice })).toHaveAttribute("href", path === "/" ? "/privacy" : "/pt/privacidade");
      }
      // The newsletter's form above the footer links the notice too (issue 25).
      await expect(page.locator("form.newsletter-form").getByRole("link", { name: notice })).toHaveAttribute("href", path === "/" ? "/privacy" : "/pt/privacidade");
    }
    await page.goto("/articles");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Privacy notice" })).toBeVisible();
  });
});

test.describe("the owner's privacy tools", () => {
  test.describe.configure({ mode: "serial" });
  let server: FreshServer;
  const admin = { username: "", password: "" };

  test.beforeAll(async () => {
    if (test.info().project.name !== "desktop") return;
    server = await startFreshServer({ TRUST_PROXY: "loopback" });
    const init = await fetch(`${server.baseURL}/api/init`, { method: "POST" });
    Object.assign(admin, (await init.json()) as { username: string; password: string });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.beforeEach(() => {
    test.skip(test.info().project.name !== "desktop", "Admin journeys run once, in the desktop project");
  });

  const url = (pathname: string) => `${server.baseURL}${pathname}`;

  async function signIn(page: Page): Promise<void> {
    await page.goto(url("/admin/login"));
    await page.getByLabel("Username").fill(admin.username);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  }

  test("a retention period and a paragraph saved in Settings show on the notice at once", async ({ page, browser }) => {
    await page.goto(url("/pt/privacidade"));
    await expect(page.getByText("Mensagens: 24 meses após a chegada", { exact: false })).toBeVisible();
    await signIn(page);
    await page.goto(url("/admin?tab=settings"));
    await page.getByLabel("Keep messages for (months)").fill("6");
    await page.getByLabel("Your paragraphs above the generated text (Portuguese)").first().fill("Leio cada mensagem pessoalmente.");
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await expect(page.getByText("Saved: the pages show it now.").first()).toBeVisible();
    // The server's cached page changed at once; a browser that read it before may keep its own copy
    // for a minute (PUBLIC_CACHE_CONTROL), so a visitor arriving now is a new browser.
    const visitor = await browser.newPage();
    await visitor.goto(url("/pt/privacidade"));
    await expect(visitor.getByText("Mensagens: 6 meses após a chegada", { exact: false })).toBeVisible();
    await expect(visitor.getByText("Leio cada mensagem pessoalmente.")).toBeVisible();
    await visitor.close();
  });

  test("a visitor's messages are looked up, exported and erased after a confirmation", async ({ page, request }) => {
    const sent = await request.post(url("/api/messages"), {
      data: { kind: "contact", name: "Rita Visitor", email: "rita@example.org", message: "Please forget me after this.", language: "en" },
      headers: { "x-forwarded-for": "10.20.0.1" },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await signIn(page);
    await page.goto(url("/admin?tab=settings"));
    const card = page.locator("[data-slot=card]", { has: page.getByText("Personal data of a visitor") });
    await card.getByLabel("E-mail address").fill("Rita@Example.org");
    await card.getByRole("button", { name: "Look up" }).click();
    await expect(card.getByText(/Held about Rita@Example\.org: 0 newsletter subscription, 0 delivery attempts, 0 notifications, 1 messages/)).toBeVisible();
    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download JSON" }).click();
    expect((await download).suggestedFilename()).toBe("personal-data-Rita@Example.org.json");
    await expectNoAxeViolations(page);
    await card.getByRole("button", { name: "Erase everything" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByText(/Every message, notification and record about Rita@Example\.org is deleted now/)).toBeVisible();
    await dialog.getByRole("button", { name: "Erase everything" }).click();
    await expect(page.getByText("Erased: 0 newsletter subscription, 0 delivery attempts, 0 notifications, 1 messages.").first()).toBeVisible();
    await card.getByRole("button", { name: "Look up" }).click();
    await expect(card.getByText("Nothing is held about this address.")).toBeVisible();
  });
});
