import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";

/**
 * Share buttons under every article and the Portuguese suggestion to a first-time visitor (ADR 026),
 * in both languages, on a fresh production server of their own.
 */

const TRANSLATED = {
  slug: "power-and-ai-share-test",
  title: "Power & AI: What's Next?",
  pt: { slug: "energia-e-ia-compartilhar", title: "Energia e IA: o que vem aí?" },
};
const ENGLISH_ONLY = { slug: "english-only-share-test", title: "Only in English" };

let server: FreshServer;

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.baseURL}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

test.beforeAll(async () => {
  server = await startFreshServer();
  const init = await api<{ username: string; password: string }>("POST", "/api/init");
  const { token } = await api<{ token: string }>("POST", "/api/auth/login", { username: init.username, password: init.password });
  const content = "<p>Enough words to make a real article body for the share test.</p>";
  await api(
    "POST",
    "/api/articles",
    {
      title: TRANSLATED.title,
      slug: TRANSLATED.slug,
      content,
      excerpt: "Why power is the new bottleneck.",
      published: true,
      pt: { title: TRANSLATED.pt.title, slug: TRANSLATED.pt.slug, content: "<p>Texto em português com palavras suficientes.</p>", excerpt: "Por que a energia é o novo gargalo." },
    },
    token,
  );
  await api("POST", "/api/articles", { title: ENGLISH_ONLY.title, slug: ENGLISH_ONLY.slug, content, published: true }, token);
});

test.afterAll(async () => {
  await server?.stop();
});

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.baseURL}${path}`);
  await expect(page.locator("html")).toHaveAttribute("data-islands", "ready", { timeout: 15_000 });
}

const utm = (source: string, medium = "social") => `?utm_source=${source}&utm_medium=${medium}&utm_campaign=share`;

const LANGUAGES = [
  {
    language: "en",
    path: `/articles/${TRANSLATED.slug}`,
    title: TRANSLATED.title,
    heading: "Share this article",
    shareOn: (network: string) => `Share on ${network} (opens in a new tab)`,
    email: "Send by e-mail",
    copy: "Copy link",
    copied: "Link copied",
    native: "Share with an app on this device",
  },
  {
    language: "pt",
    path: `/pt/articles/${TRANSLATED.pt.slug}`,
    title: TRANSLATED.pt.title,
    heading: "Compartilhe este artigo",
    shareOn: (network: string) => `Compartilhar no ${network} (abre em uma nova aba)`,
    email: "Enviar por e-mail",
    copy: "Copiar link",
    copied: "Link copiado",
    native: "Compartilhar com um app deste aparelho",
  },
] as const;

test.describe("share buttons", () => {
  for (const l of LANGUAGES) {
    test(`each network's link carries the encoded canonical URL with UTM parameters, named in the page's language (${l.language})`, async ({ page }) => {
      await open(page, l.path);
      const canonical = `${server.baseURL}${l.path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      const share = page.getByRole("region", { name: l.heading });
      await expect(share).toBeVisible();

      const linkedin = share.getByRole("link", { name: l.shareOn("LinkedIn"), exact: true });
      const linkedinHref = (await linkedin.getAttribute("href")) ?? "";
      expect(linkedinHref).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical + utm("linkedin"))}`);
      await expect(linkedin).toHaveAttribute("target", "_blank");
      await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");

      const whatsapp = (await share.getByRole("link", { name: l.shareOn("WhatsApp"), exact: true }).getAttribute("href")) ?? "";
      expect(whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`${l.title} ${canonical}${utm("whatsapp")}`)}`);
      expect(new URL(whatsapp).searchParams.get("text")).toBe(`${l.title} ${canonical}${utm("whatsapp")}`);

      const x = new URL((await share.getByRole("link", { name: l.shareOn("X"), exact: true }).getAttribute("href")) ?? "");
      expect(`${x.origin}${x.pathname}`).toBe("https://x.com/intent/post");
      expect(x.searchParams.get("url")).toBe(canonical + utm("x"));
      expect(x.searchParams.get("text")).toBe(l.title);

      const email = (await share.getByRole("link", { name: l.email, exact: true }).getAttribute("href")) ?? "";
      expect(email).toBe(`mailto:?subject=${encodeURIComponent(l.title)}&body=${encodeURIComponent(`${l.title}\n\n${canonical}${utm("email", "email")}`)}`);

      // No third-party script: every script on the page is the site's own.
      const scripts = await page.locator("script[src]").evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
      for (const src of scripts) expect(new URL(src).origin).toBe(server.baseURL);
      await expectNoAxeViolations(page);
    });

    test(`copy link puts the URL on the clipboard and says so (${l.language})`, async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseURL });
      await open(page, l.path);
      const copy = page.getByRole("button", { name: l.copy, exact: true });
      await copy.focus();
      // A visible focus indicator (WCAG 2.4.7).
      expect(await copy.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
      await copy.click();
      await expect(page.getByRole("status").filter({ hasText: l.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.baseURL}${l.path}${utm("copy_link")}`);
    });
  }

  test("the device's share button shows only where navigator.share exists, and shares the URL", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await open(page, LANGUAGES[1].path);
    const button = page.getByRole("button", { name: LANGUAGES[1].native });
    await expect(button).toBeVisible();
    await button.click();
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
    expect(calls).toEqual([{ title: TRANSLATED.pt.title, url: `${server.baseURL}${LANGUAGES[1].path}${utm("web_share")}` }]);
    await expectNoAxeViolations(page);
  });

  test("without navigator.share there is no share-sheet button, and nothing moves when the buttons appear", async ({ page }) => {
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await open(page, LANGUAGES[0].path);
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    await expect(page.getByRole("button", { name: LANGUAGES[0].copy })).toBeVisible();
    await expect(page.getByRole("button", { name: LANGUAGES[0].native })).toBeHidden();
  });

  test("without script the network links work and the copy button stays out of the way", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}${LANGUAGES[0].path}`);
    await expect(page.getByRole("link", { name: LANGUAGES[0].shareOn("LinkedIn") })).toBeVisible();
    await expect(page.getByRole("button", { name: LANGUAGES[0].copy })).toBeHidden();
    await expect(page.getByRole("button", { name: LANGUAGES[0].native })).toBeHidden();
    await context.close();
  });
});

test.describe("Portuguese suggestion to a first-time visitor", () => {
  test.describe("browser asking for Portuguese", () => {
    test.use({ locale: "pt-BR" });

    const banner = (page: Page) => page.getByRole("region", { name: "Sugestão de idioma" });

    test("an English page offers its Portuguese version, in Portuguese, without moving anything; following it stores the choice", async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await open(page, `/articles/${TRANSLATED.slug}`);
      expect(await page.evaluate(() => navigator.languages[0])).toBe("pt-BR");
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toHaveAttribute("lang", "pt-BR");
      await expect(banner(page)).toContainText("Esta página também está disponível em português.");
      await expect(banner(page)).toHaveCSS("position", "fixed");
      const link = banner(page).getByRole("link", { name: "Ler em português" });
      await expect(link).toHaveAttribute("href", `/pt/articles/${TRANSLATED.pt.slug}`);
      // Never a redirect: the visitor is still on the page asked for.
      expect(new URL(page.url()).pathname).toBe(`/articles/${TRANSLATED.slug}`);
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThanOrEqual(0.02);
      await expectNoAxeViolations(page);

      await link.click();
      await expect(page).toHaveURL(`${server.baseURL}/pt/articles/${TRANSLATED.pt.slug}`);
      expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBe("pt");
    });

    test("a page with the same path in both languages links to /pt + path", async ({ page }) => {
      await open(page, "/articles");
      await expect(banner(page).getByRole("link", { name: "Ler em português" })).toHaveAttribute("href", "/pt/articles");
    });

    test("not on a Portuguese page, nor on an English page that has no Portuguese version", async ({ page }) => {
      await open(page, `/pt/articles/${TRANSLATED.pt.slug}`);
      await expect(banner(page)).toHaveCount(0);
      await open(page, `/articles/${ENGLISH_ONLY.slug}`);
      await expect(banner(page)).toHaveCount(0);
    });

    test("dismissed, it stays away after a reload", async ({ page }) => {
      await open(page, "/");
      await banner(page).getByRole("button", { name: "Continuar em inglês" }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe("/");
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-islands", "ready", { timeout: 15_000 });
      await expect(banner(page)).toHaveCount(0);
      // Dismissing is not choosing English: no language is stored.
      expect(await page.evaluate(() => localStorage.getItem("preferredLanguage"))).toBeNull();
    });

    test("not when a language was chosen before", async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("preferredLanguage", "en"));
      await open(page, "/");
      await expect(banner(page)).toHaveCount(0);
    });

    test("never in the HTML a crawler or a browser without script reads", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR" });
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/articles/${TRANSLATED.slug}`);
      await expect(page.getByText("Esta página também está disponível em português.")).toBeHidden();
      await expect(page.getByRole("region", { name: "Sugestão de idioma" })).toHaveCount(0);
      await context.close();
    });
  });

  test.describe("browser asking for English", () => {
    test.use({ locale: "en-US" });
    test("no suggestion", async ({ page }) => {
      await open(page, `/articles/${TRANSLATED.slug}`);
      await expect(page.getByRole("region", { name: "Sugestão de idioma" })).toHaveCount(0);
      await expect(page.getByText("Esta página também está disponível em português.")).toBeHidden();
    });
  });
});
