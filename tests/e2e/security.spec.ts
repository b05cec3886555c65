import http from "node:http";
import vm from "node:vm";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { type FreshServer, startFreshServer } from "./fresh-server.ts";
import { decodeEntities } from "./html-entities.ts";

/**
 * Hostile HTML in every text field (issue text): article title, excerpt and body in both languages,
 * category name and description, cover image URL, contact and speaking-invite messages, search text,
 * URL paths and query strings. Seeded through the JSON API on a fresh server of its own, then:
 * - the raw server HTML (no JavaScript): one `<title>` with the exact text, meta tags and JSON-LD
 *   carrying the whole hostile value, no hydration data on public pages (they ship no framework), no script,
 *   frame or event handler the content opened, the CSP nonce only where the server put it;
 * - Chromium on every page that shows the values (public pages in both languages, 404 pages, search,
 *   admin dashboard, editor, categories, inbox): no dialog, no CSP violation, no `window.__xss`, no
 *   element or attribute from a payload, and the page's islands (public) or React (admin) still start.
 * A first test proves the detectors catch a dialog, a blocked script and a blocked handler.
 * Desktop project only (one fresh server, the same checks on a phone add nothing).
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
  }
}

const OWNER = "Caio Menezes Aragão";
/** The page cache's former fixed nonce placeholder: text equal to it must never turn into the CSP nonce. */
const FORMER_NONCE_PLACEHOLDER = "nOnCePlAcEhOlDeR00000000";

const PAYLOADS = [
  `</title><script>window.__xss=1;alert(1)</script>`,
  `"><img src=x onerror="window.__xss=1;alert(1)">`,
  `</script><script>window.__xss=1</script>`,
  `<svg onload=alert(1)>`,
  `javascript:alert(1)`,
  `{{constructor.constructor('alert(1)')()}}`,
  `]]></x><script>alert(1)</script>`,
  `\u2028\u2029`,
  `<!--`,
  `</style>`,
  `'-alert(1)-'`,
  `&lt;script&gt;alert(1)&lt;/script&gt;`,
  `%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
  `<base href="https://evil.example/">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  "${alert(1)}",
  FORMER_NONCE_PLACEHOLDER,
];
const ALL_TEXT = PAYLOADS.join(" ");

/** `label`, as many payloads as fit (starting at `from`, wrapping around), and `label` again (fields are trimmed). */
function hostile(label: string, max: number, from = 0): string {
  let text = label;
  for (let i = 0; i < PAYLOADS.length; i++) {
    const next = `${text} ${PAYLOADS[(from + i) % PAYLOADS.length]}`;
    if (next.length + label.length + 1 > max) break;
    text = next;
  }
  return `${text} ${label}`;
}

/** Article HTML with everything the sanitiser must remove; the first paragraph is the text payloads, escaped. */
function hostileBody(label: string): string {
  const escaped = ALL_TEXT.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return [
    `<p>${label}: ${escaped}</p>`,
    `<p onclick="window.__xss=1;alert(1)" style="background:url(javascript:alert(1));text-align:center">styled paragraph</p>`,
    `<p><a href="javascript:window.__xss=1;alert(1)">js link</a> <a href="JaVaScRiPt&colon;alert(1)">entity link</a>`,
    `<a href="&#106;avascript:alert(1)">numeric entity link</a> <a href=" javascript:alert(1)">spaced link</a>`,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a> <a href="vbscript:msgbox(1)">vb link</a>`,
    `<a href="https://example.org/" onmouseover="alert(1)">safe link</a></p>`,
    `<img src=x onerror="window.__xss=1;alert(1)">`,
    `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
    `<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
    `<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
    `<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Go</button><input type="image" src=x onerror=alert(1)></form>`,
    `<svg onload="alert(1)"><script>alert(1)</script></svg>`,
    `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
    `<details open ontoggle="alert(1)"><summary>more</summary></details>`,
    `<video><source onerror="alert(1)"></video>`,
    `<style>@import 'javascript:alert(1)'; body{background:url(javascript:alert(1))}</style>`,
    `<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
    `<link rel="stylesheet" href="https://evil.example/x.css">`,
    `<script>window.__xss=1;alert(1)</script>`,
    `<p>${label} ends here.</p>`,
  ].join("");
}

const CATEGORY = { name: hostile("Hostile", 100, 3), slug: "hostile-category", description: ALL_TEXT };
const BENIGN_CATEGORY = { name: "Infrastructure", slug: "infrastructure", description: "Power and compute." };
/** Valid (an https URL without quotes, spaces or angle brackets) but still made of hostile pieces. */
const COVER = "https://cdn.example/cover.png?a=%22%3E%3Cscript%3E&b=&quot;onerror=alert(1)&c=javascript:alert(1)#&lt;/script&gt;";

interface HostileArticle {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  pt?: { title: string; excerpt: string; content: string };
}

const ALPHA: HostileArticle = {
  slug: "hostile-alpha",
  title: hostile("Alpha", 300, 0),
  excerpt: ALL_TEXT,
  content: hostileBody("Alpha"),
  pt: { title: hostile("Alfa", 300, 8), excerpt: `Resumo ${ALL_TEXT}`, content: hostileBody("Alfa") },
};
/** No excerpt (the card shows text from the hostile body) and no Portuguese version. */
const BRAVO: HostileArticle = { slug: "hostile-bravo", title: hostile("Bravo", 300, 5), excerpt: null, content: hostileBody("Bravo") };
const BENIGN = {
  slug: "benign-grid",
  title: "Data Centers and the Grid",
  excerpt: "Why power, not chips, is the new bottleneck.",
  content: "<p>Power contracts now decide where compute can grow.</p>",
  pt: { title: "Data centers e a rede elétrica", excerpt: "Por que a energia é o gargalo.", content: "<p>Contratos de energia decidem onde a computação cresce.</p>" },
};

/** The benign twin of BRAVO: no excerpt, no Portuguese version. */
const BENIGN_SOLO = { slug: "benign-boards", title: "Boards and Algorithms", excerpt: null, content: "<p>Directors should ask three questions.</p>" };

const MESSAGE = {
  kind: "speaking",
  name: hostile("Visitor", 200, 1),
  email: "organizer@example.org",
  eventDetails: `Event ${ALL_TEXT}`,
  message: `Message ${ALL_TEXT}`,
  language: "pt",
  // The optional invitation details and attribution (issue 11): free text within their limits.
  eventName: hostile("Event", 200, 2),
  eventCity: hostile("City", 120, 3),
  eventCountry: hostile("Country", 120, 4),
  budget: hostile("Budget", 200, 5),
  sourcePage: `/${hostile("Page", 480, 6)}`,
  landingReferrer: "https://referrer.example/?q=<script>window.__xss=1</script>&x=\"><img/src/onerror=alert(1)>",
  utmSource: hostile("Source", 200, 7),
  utmCampaign: hostile("Campaign", 200, 8),
  utmContent: hostile("Content", 200, 10),
};
const CONTACT = { kind: "contact", name: hostile("Reader", 200, 9), email: "reader@example.com", message: `Contact ${ALL_TEXT}` };

let server: FreshServer;
const owner = { username: "", password: "" };
let coverPng: Buffer;

const url = (pathname: string) => `${server.baseURL}${pathname}`;
const articlePath = (slug: string, language: "en" | "pt") => `${language === "pt" ? "/pt" : ""}/articles/${slug}`;
const localized = (article: HostileArticle, language: "en" | "pt") => (language === "pt" && article.pt ? article.pt : article);
/** The hostile articles a language's pages show: those written in it (ADR 020: BRAVO is English only). */
const writtenIn = (language: "en" | "pt") => [ALPHA, BRAVO].filter((article) => language === "en" || article.pt !== undefined);
/** The label that opens the body's first paragraph (see hostileBody). */
const bodyLabel = (article: HostileArticle, language: "en" | "pt") => (localized(article, language).content.match(/^<p>(\w+):/)?.[1] ?? "");

/* ---------- seeding through the JSON API ---------- */

async function api(method: string, pathname: string, body?: unknown, token?: string): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url(pathname), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function created<T>(method: string, pathname: string, body: unknown, token?: string): Promise<T> {
  const { status, json } = await api(method, pathname, body, token);
  expect(status, `${method} ${pathname}: ${JSON.stringify(json)}`).toBe(201);
  return json as T;
}

let token = "";

test.beforeAll(async () => {
  server = await startFreshServer();
  coverPng = await sharp({ create: { width: 64, height: 36, channels: 3, background: "#7a4d2a" } }).png().toBuffer();
  const init = await created<{ username: string; password: string }>("POST", "/api/init", undefined);
  Object.assign(owner, { username: init.username, password: init.password });
  const login = await api("POST", "/api/auth/login", owner);
  token = (login.json as { token: string }).token;
  const category = await created<{ id: number; name: string; description: string }>("POST", "/api/categories", CATEGORY, token);
  // What went in comes back exactly: nothing was stripped or escaped on the way into the database.
  expect({ name: category.name, description: category.description }).toEqual({ name: CATEGORY.name, description: CATEGORY.description });
  const benignCategory = await created<{ id: number }>("POST", "/api/categories", BENIGN_CATEGORY, token);
  for (const benign of [BENIGN, BENIGN_SOLO]) {
    await created("POST", "/api/articles", { ...benign, coverImage: "https://cdn.example/benign.png", published: true, categoryId: benignCategory.id }, token);
  }
  for (const article of [BRAVO, ALPHA]) {
    const stored = await created<{ title: string; excerpt: string | null; coverImage: string; pt: { title: string } | null }>(
      "POST",
      "/api/articles",
      { ...article, coverImage: COVER, published: true, featured: article === ALPHA, categoryId: category.id },
      token,
    );
    expect(stored.title).toBe(article.title);
    expect(stored.excerpt).toBe(article.excerpt);
    expect(stored.coverImage).toBe(COVER);
    expect(stored.pt?.title ?? null).toBe(article.pt?.title ?? null);
  }
  await created("POST", "/api/messages", MESSAGE);
  await created("POST", "/api/messages", CONTACT);
  // The honeypot field takes hostile text too: answered as a success, never stored.
  await created("POST", "/api/messages", { ...CONTACT, name: "Bot", website: ALL_TEXT });
});

test.afterAll(async () => {
  await server?.stop();
});


/* ---------- detectors in the browser ---------- */

interface Findings {
  dialogs: string[];
}

/**
 * Records every dialog, and every CSP violation into `window.__cspViolations` (per document). Image
 * requests the hostile markup may leave behind are answered: the cover with a real picture, `src=x`
 * with bytes that are no image, so an `onerror` that survived would fire.
 */
async function guard(page: Page): Promise<Findings> {
  const findings: Findings = { dialogs: [] };
  page.on("dialog", (dialog) => {
    findings.dialogs.push(`${dialog.type()}: ${dialog.message()} (${page.url()})`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    window.addEventListener(
      "securitypolicyviolation",
      (event) =>
        window.__cspViolations?.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        ),
      true,
    );
  });
  await page.route("https://cdn.example/**", (route) => route.fulfill({ status: 200, contentType: "image/png", body: coverPng }));
  await page.route(/\/x$/, (route) => route.fulfill({ status: 200, contentType: "image/png", body: "not an image" }));
  return findings;
}

interface PageState {
  xss: unknown;
  violations: string[] | null;
  handlers: string[];
  embedded: string[];
  scriptUrls: string[];
}

function readPageState(page: Page): Promise<PageState> {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll("*")];
    const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "data", "poster", "xlink:href", "background"];
    return {
      xss: window.__xss,
      violations: window.__cspViolations ?? null,
      handlers: elements.flatMap((element) =>
        [...element.attributes].filter((a) => a.name.toLowerCase().startsWith("on")).map((a) => `<${element.localName} ${a.name}>`),
      ),
      embedded: [...document.querySelectorAll("iframe, frame, object, embed, applet, base, meta[http-equiv], [srcdoc]")].map((e) =>
        e.outerHTML.slice(0, 120),
      ),
      scriptUrls: elements.flatMap((element) =>
        URL_ATTRIBUTES.map((name) => element.getAttribute(name))
          .filter((value): value is string => value !== null)
          // What a browser would run: control characters and spaces are ignored before the scheme.
          .filter((value) => /^(javascript|vbscript|data):/i.test([...value].filter((c) => c > " ").join("")))
          .map((value) => `<${element.localName}> ${value.slice(0, 80)}`),
      ),
    };
  });
}

/** Nothing ran and nothing executable arrived: no dialog, no CSP violation, no flag, no handler, frame or script URL. */
async function expectNothingExecuted(page: Page, findings: Findings, context: string): Promise<void> {
  // Give handlers of images that fail to decode, and late violations, a moment to fire.
  await page.waitForTimeout(150);
  const state = await readPageState(page);
  expect(findings.dialogs, `${context}: dialogs`).toEqual([]);
  expect(state.violations, `${context}: CSP violations (null: the recorder did not run)`).toEqual([]);
  expect(state.xss, `${context}: window.__xss`).toBeUndefined();
  expect(state.handlers, `${context}: event handler attributes`).toEqual([]);
  expect(state.embedded, `${context}: frames, objects, base, meta refresh`).toEqual([]);
  expect(state.scriptUrls, `${context}: script URLs`).toEqual([]);
}

/** The page's script islands have started (public pages: no framework runtime, ADR 018). */
async function expectIslandsReady(page: Page, context: string): Promise<void> {
  await expect(page.locator("html"), `${context}: islands ready`).toHaveAttribute("data-islands", "ready");
}

/** React has taken over the server HTML (its fiber is on the main element): the admin. */
async function expectHydrated(page: Page, context: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const main = document.getElementById("main");
          return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber$"));
        }),
      { message: `${context}: hydrated` },
    )
    .toBe(true);
}

async function visit(page: Page, findings: Findings, pathname: string, status = 200): Promise<void> {
  const response = await page.goto(url(pathname));
  expect(response?.status(), pathname).toBe(status);
  await expectIslandsReady(page, pathname);
  await expectNothingExecuted(page, findings, pathname);
}

/** The exact text of every element matching `selector`. */
function texts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((s) => [...document.querySelectorAll(s)].map((e) => e.textContent ?? ""), selector);
}

/** Expected console errors (a CSP report): assert them, then forget them so the fixture passes. */
function takeConsoleErrors(pageErrors: string[], pattern: RegExp): string[] {
  const taken = pageErrors.filter((entry) => pattern.test(entry));
  for (let i = pageErrors.length - 1; i >= 0; i--) if (pattern.test(pageErrors[i] ?? "")) pageErrors.splice(i, 1);
  return taken;
}

/* ---------- a small, strict reader of the raw server HTML ---------- */

/** How React writes text into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c);
}

type Attributes = Record<string, string>;

interface Tag {
  name: string;
  attributes: Attributes;
}

interface RawPage {
  status: number;
  raw: string;
  nonce: string;
  titles: string[];
  metas: Attributes[];
  tags: Tag[];
  scripts: { attributes: Attributes; body: string }[];
  jsonLd: Record<string, unknown>[];
  /** The React Router hydration data as the browser receives it (the turbo-stream text). */
  hydration: string;
}

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  for (const match of source.matchAll(/([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attributes[(match[1] ?? "").toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Reads a page the way a crawler does; `nonce` is the one in the response's CSP header. */
function readHtml(status: number, raw: string, csp: string): RawPage {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  const scripts = [...raw.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({ attributes: parseAttributes(m[1] ?? ""), body: m[2] ?? "" }));
  // Tags outside script bodies and comments (React separates text nodes with <!-- -->).
  const markup = raw.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>").replace(/<!--[\s\S]*?-->/g, "");
  const tags = [...markup.matchAll(/<([a-zA-Z][a-zA-Z0-9:-]*)\b([^>]*)>/g)].map((m) => ({ name: (m[1] ?? "").toLowerCase(), attributes: parseAttributes(m[2] ?? "") }));
  const head = markup.slice(0, Math.max(0, markup.indexOf("</head>")));
  const chunks: string[] = [];
  for (const script of scripts) {
    if (!script.body.includes("streamController.enqueue(")) continue;
    // Run the hydration chunks in an empty sandbox to get the data exactly as the browser does.
    vm.runInNewContext(script.body, { window: { __reactRouterContext: { streamController: { enqueue: (chunk: string) => chunks.push(chunk) } } } }, { timeout: 1_000 });
  }
  return {
    status,
    raw,
    nonce,
    titles: [...raw.matchAll(/<title\b[^>]*>([\s\S]*?)<\/title>/gi)].map((m) => decodeEntities(m[1] ?? "")),
    metas: [...head.matchAll(/<meta\b([^>]*)>/gi)].map((m) => parseAttributes(m[1] ?? "")),
    tags,
    scripts,
    jsonLd: scripts.filter((s) => s.attributes.type === "application/ld+json").map((s) => JSON.parse(s.body) as Record<string, unknown>),
    hydration: chunks.join(""),
  };
}

/** A link-preview bot gets the complete page in one piece; a browser gets it streamed (app/entry.server.tsx). */
const USER_AGENTS = {
  crawler: "Twitterbot/1.0",
  browser: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
} as const;

/**
 * GET `path` sent byte for byte: already encoded, or with quotes and angle brackets left raw as a
 * hand-written client may send them.
 */
function fetchRaw(path: string, userAgent: string = USER_AGENTS.crawler): Promise<RawPage> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.baseURL);
    const request = http.request({ hostname, port, path, headers: { accept: "text/html", "user-agent": userAgent } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve(readHtml(response.statusCode ?? 0, body, String(response.headers["content-security-policy"] ?? ""))));
    });
    request.on("error", reject);
    request.end();
  });
}

function metaContent(page: RawPage, key: string): string | undefined {
  const found = page.metas.filter((m) => m.name === key || m.property === key);
  expect(found.length, `exactly one <meta> ${key}`).toBe(1);
  return found[0]?.content;
}

const FORBIDDEN_TAGS = new Set(["iframe", "frame", "frameset", "object", "embed", "applet", "base", "math", "noscript", "style", "xmp", "plaintext"]);
const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "data", "poster", "xlink:href", "background", "srcset", "ping"];

/** Everything in the raw HTML that a payload could have opened; empty for a sound page. */
function injectedMarkup(page: RawPage): string[] {
  const problems: string[] = [];
  for (const tag of page.tags) {
    if (FORBIDDEN_TAGS.has(tag.name)) problems.push(`<${tag.name}> element`);
    if (tag.name === "meta" && "http-equiv" in tag.attributes) problems.push(`<meta http-equiv="${tag.attributes["http-equiv"]}">`);
    for (const [name, value] of Object.entries(tag.attributes)) {
      if (name.startsWith("on")) problems.push(`<${tag.name} ${name}>`);
      if (name === "srcdoc") problems.push(`<${tag.name} srcdoc>`);
      // What a browser would run: control characters and spaces are ignored before the scheme.
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data):/i.test([...value].filter((c) => c > " ").join(""))) {
        problems.push(`<${tag.name} ${name}="${value.slice(0, 60)}">`);
      }
      if (name === "style" && /url\(|expression\(|javascript:/i.test(value)) problems.push(`<${tag.name} style="${value.slice(0, 60)}">`);
    }
  }
  if (page.titles.length !== 1) problems.push(`${page.titles.length} <title> elements`);
  for (const script of page.scripts) {
    const { attributes, body } = script;
    if (attributes.type === "application/ld+json") {
      // JSON-LD is data: no markup at all may appear raw in it.
      if (/[<>]|\u2028|\u2029/.test(body)) problems.push(`raw markup characters in JSON-LD`);
      continue;
    }
    if (attributes.nonce !== page.nonce || page.nonce === "") problems.push(`a <script> without this response's nonce: ${body.slice(0, 60)}`);
    if (/<\/script|<!--|<script/i.test(body)) problems.push(`a <script> whose text could end it early: ${body.slice(0, 60)}`);
    if (/\u2028|\u2029/.test(body)) problems.push("a raw line or paragraph separator in a <script>");
    if (attributes.type === "speculationrules") {
      try {
        JSON.parse(body);
      } catch (error) {
        problems.push(`speculation rules that are not JSON: ${String(error)}`);
      }
    } else if (attributes.type !== "module") {
      try {
        new vm.Script(body);
      } catch (error) {
        problems.push(`a <script> that no longer compiles: ${String(error)}`);
      }
    }
  }
  // The CSP nonce appears only in the nonce attributes the server wrote, never in text.
  const nonceAttributes = page.tags.filter((t) => t.attributes.nonce === page.nonce).length;
  const nonceOccurrences = page.nonce ? page.raw.split(page.nonce).length - 1 : 0;
  if (nonceOccurrences !== nonceAttributes) problems.push(`the CSP nonce appears ${nonceOccurrences} times, in ${nonceAttributes} nonce attributes`);
  return problems;
}

/** The tag names of the document head, in order: a hostile page has exactly the head of a benign one. */
function headShape(page: RawPage): string {
  const end = page.tags.findIndex((t) => t.name === "body");
  return page.tags
    .slice(0, end)
    .map((t) => (t.name === "meta" ? `meta:${t.attributes.name ?? t.attributes.property ?? t.attributes.charset ?? ""}` : t.name))
    .join(" ");
}

const scriptCount = (page: RawPage) => (page.raw.match(/<script\b/gi) ?? []).length;
const jsonLdTypes = (page: RawPage) => page.jsonLd.map((entry) => entry["@type"]);

/** A public page carries no React Router hydration data and no framework script (ADR 018). */
function expectNoHydrationData(page: RawPage, context: string): void {
  expect(page.hydration, `${context}: hydration data`).toBe("");
  expect(page.raw.includes("__reactRouter"), `${context}: React Router runtime`).toBe(false);
  expect(page.raw.includes('rel="modulepreload"'), `${context}: module preloads`).toBe(false);
}

/* ---------- the tests ---------- */

test("the detectors catch what they are for: a dialog, a script and a handler blocked by the CSP, the flag, injected markup", async ({
  page,
  pageErrors,
}) => {
  const findings = await guard(page);
  await page.goto(url("/articles"));
  await expectIslandsReady(page, "/articles");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__xss = 1";
    document.body.append(script);
    document.body.insertAdjacentHTML("beforeend", `<img src="/x" onerror="window.__xss = 2">`);
  });
  await expect.poll(async () => (await readPageState(page)).violations?.length ?? 0).toBeGreaterThanOrEqual(2);
  const state = await readPageState(page);
  // The policy has no 'report-sample', so a violation names the directive and where, not the code.
  expect(state.violations).toEqual([expect.stringMatching(/^script-src-elem blocked inline /), expect.stringMatching(/^script-src-attr blocked inline /)]);
  // The CSP held: neither ran.
  expect(state.xss).toBeUndefined();
  expect(state.handlers).toEqual(["<img onerror>"]);
  expect(takeConsoleErrors(pageErrors, /Content Security Policy/).length).toBeGreaterThanOrEqual(2);

  await page.evaluate(() => alert("probe"));
  expect(findings.dialogs).toEqual([`alert: probe (${url("/articles")})`]);
  await page.evaluate(() => (window.__xss = 1));
  expect((await readPageState(page)).xss).toBe(1);

  // The raw-HTML reader flags an injected script, handler, frame, broken title and a leaked nonce.
  const nonce = "abc123";
  const injected = readHtml(
    200,
    `<html><head><title>a</title><title>b</title></head><body><script nonce="${nonce}">window.ok=1</script><script>alert(1)</script>` +
      `<img src=x onerror=alert(1)><a href=" java\tscript:alert(1)">x</a><iframe srcdoc="x"></iframe><p>${nonce}</p>` +
      `<script nonce="${nonce}">var s = "</script><script>alert(1)</script>";</script></body></html>`,
    `script-src 'nonce-${nonce}'`,
  );
  const problems = injectedMarkup(injected).join("\n");
  expect(problems).toContain("2 <title> elements");
  expect(problems).toContain("a <script> without this response's nonce: alert(1)");
  expect(problems).toContain("<img onerror>");
  expect(problems).toContain(`<a href=" java\tscript:alert(1)">`);
  expect(problems).toContain("<iframe> element");
  expect(problems).toContain("a <script> that no longer compiles");
  expect(problems).toMatch(/the CSP nonce appears 3 times, in 2 nonce attributes/);
});

test("fields with a fixed shape refuse hostile values with 400: slugs, cover URLs, category ids, email, form kind and language", async () => {
  const article = { title: "A valid title", slug: "valid-slug", content: "<p>Valid content here.</p>" };
  const refused: [string, string, unknown][] = [
    ...["</script><script>alert(1)</script>", `"><svg onload=alert(1)>`, "javascript:alert(1)", "a b", "UPPER", "a/../b", "\u2028x\u2029"].flatMap(
      (slug): [string, string, unknown][] => [
        ["POST", "/api/articles", { ...article, slug }],
        ["POST", "/api/categories", { name: "Valid name", slug }],
      ],
    ),
    ...[
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
      "vbscript:msgbox(1)",
      "//evil.example/x.png",
      `/x.png" onerror="alert(1)`,
      "https://cdn.example/x.png'onerror='alert(1)",
      "https://cdn.example/</script><script>alert(1)</script>",
      "https://cdn.example/x.png\u2028alert(1)",
      "java\nscript:alert(1)",
    ].map((coverImage): [string, string, unknown] => ["POST", "/api/articles", { ...article, coverImage }]),
    ["POST", "/api/articles", { ...article, categoryId: "1 OR 1=1" }],
    ["POST", "/api/articles", { ...article, categoryId: "<script>" }],
    ["PUT", "/api/articles/%3Cscript%3E", article],
  ];
  for (const [method, pathname, body] of refused) {
    const { status, json } = await api(method, pathname, body, token);
    expect([400, 404], `${method} ${pathname} ${JSON.stringify(body)}: ${JSON.stringify(json)}`).toContain(status);
    if (method === "POST") expect(status, `${pathname} ${JSON.stringify(body)}`).toBe(400);
  }
  for (const message of [
    { ...CONTACT, email: `"><script>alert(1)</script>@example.com` },
    { ...CONTACT, email: "javascript:alert(1)//@example.com" },
    { ...CONTACT, email: "a@example.com?bcc=victim@example.org" },
    { ...CONTACT, kind: "<script>alert(1)</script>" },
    { ...CONTACT, language: "</script>" },
  ]) {
    const { status, json } = await api("POST", "/api/messages", message);
    expect(status, `${JSON.stringify(message).slice(0, 120)}: ${JSON.stringify(json)}`).toBe(400);
  }
  const filter = await api("GET", `/api/messages?kind=${encodeURIComponent("<script>alert(1)</script>")}`, undefined, token);
  expect(filter.status).toBe(400);
  // The honeypot message was dropped: the inbox holds exactly the two real ones.
  const inbox = await api("GET", "/api/messages", undefined, token);
  expect((inbox.json as { name: string }[]).map((m) => m.name).sort()).toEqual([CONTACT.name, MESSAGE.name].sort());
});

test("raw HTML of each hostile article (en, pt): exact <title>, meta tags, JSON-LD, no hydration data, nothing injected", async () => {
  for (const article of [ALPHA, BRAVO]) {
    for (const language of article.pt ? (["en", "pt"] as const) : (["en"] as const)) {
      // The benign article of the same shape (with or without a translation), in the same language.
      const baseline = await fetchRaw(articlePath(article.pt ? BENIGN.slug : BENIGN_SOLO.slug, language));
      expect(injectedMarkup(baseline)).toEqual([]);
      const path = articlePath(article.slug, language);
      const page = await fetchRaw(path);
      const text = localized(article, language);
      expect(page.status, path).toBe(200);
      expect(injectedMarkup(page), path).toEqual([]);
      expect(headShape(page), `${path}: the head of a benign article`).toBe(headShape(baseline));
      expect(scriptCount(page), path).toBe(scriptCount(baseline));

      expect(page.titles, path).toEqual([`${text.title} | ${OWNER}`]);
      for (const key of ["og:title", "twitter:title"]) expect(metaContent(page, key), `${path} ${key}`).toBe(`${text.title} | ${OWNER}`);
      for (const key of ["og:image:alt", "twitter:image:alt"]) expect(metaContent(page, key), `${path} ${key}`).toBe(text.title);
      expect(metaContent(page, "article:section"), path).toBe(CATEGORY.name);
      const description = metaContent(page, "description");
      if (text.excerpt) expect(description, path).toBe(text.excerpt);
      for (const key of ["og:description", "twitter:description"]) expect(metaContent(page, key), `${path} ${key}`).toBe(description);

      expect(jsonLdTypes(page), path).toEqual(["BlogPosting", "BreadcrumbList"]);
      const [posting, breadcrumb] = page.jsonLd;
      expect(posting?.headline, path).toBe(text.title);
      expect(posting?.description, path).toBe(description);
      const crumbs = breadcrumb?.itemListElement as { name: string }[] | undefined;
      expect(crumbs?.at(-1)?.name, path).toBe(text.title);

      const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page.raw)?.[1] ?? "";
      expect(decodeEntities(heading), path).toBe(text.title);
      // The body's text payloads arrive as text (no raw "<" at all), exactly.
      const firstParagraph = /<div [^>]*class="article-prose[^"]*"><p>([^<]*)<\/p>/.exec(page.raw)?.[1];
      expect(decodeEntities(firstParagraph ?? ""), path).toBe(`${bodyLabel(article, language)}: ${ALL_TEXT}`);
      expectNoHydrationData(page, path);
    }
  }
});

test("raw HTML of the home page, the lists (also filtered by the hostile category) and search: titles, excerpts, category and query stay text", async () => {
  const notFound = await fetchRaw("/no-such-page");
  const benignList = await fetchRaw("/articles?q=grid");
  // The framework's own scripts on a page with nothing hostile: every page has these plus its JSON-LD.
  const frameworkScripts = scriptCount(notFound) - notFound.jsonLd.length;

  const pages: [string, string[]][] = [
    ["/", ["Person", "WebSite", "Book"]],
    ["/pt", ["Person", "WebSite", "Book"]],
    ["/articles", ["BreadcrumbList"]],
    ["/pt/articles", ["BreadcrumbList"]],
    [`/articles?category=${CATEGORY.slug}`, ["BreadcrumbList"]],
    [`/pt/articles?category=${CATEGORY.slug}`, ["BreadcrumbList"]],
  ];
  for (const [path, types] of pages) {
    const page = await fetchRaw(path);
    const language = path.startsWith("/pt") ? "pt" : "en";
    expect(page.status, path).toBe(200);
    expect(injectedMarkup(page), path).toEqual([]);
    expect(jsonLdTypes(page), path).toEqual(types);
    expect(scriptCount(page) - page.jsonLd.length, `${path}: scripts`).toBe(frameworkScripts);
    for (const article of writtenIn(language)) {
      expect(page.raw, `${path}: ${article.slug} title as text`).toContain(`>${escapeHtml(localized(article, language).title)}<`);
      expectNoHydrationData(page, path);
    }
    expect(page.raw, `${path}: excerpt as text`).toContain(`>${escapeHtml(localized(ALPHA, language).excerpt ?? "")}<`);
    if (path.includes("articles")) {
      expect(page.raw, `${path}: category filter`).toContain(`>${escapeHtml(CATEGORY.name)}<`);
      expectNoHydrationData(page, path);
    }
  }

  // The feeds carry the same titles and excerpts, escaped: no element opened by them, the text exact.
  for (const [path, language] of [["/rss.xml", "en"], ["/pt/rss.xml", "pt"]] as const) {
    const xml = await (await fetch(url(path))).text();
    expect(xml, path).not.toMatch(/<(script|img|svg|iframe|base|meta|style|x)\b/i);
    expect(xml, path).not.toMatch(/<!--|<!\[CDATA\[/);
    const titles = [...xml.matchAll(/<item>[\s\S]*?<title>([\s\S]*?)<\/title>[\s\S]*?<description>([\s\S]*?)<\/description>/g)];
    expect(titles.map((m) => decodeEntities(m[1] ?? "")), path).toEqual(expect.arrayContaining(writtenIn(language).map((a) => localized(a, language).title)));
    expect(titles.map((m) => decodeEntities(m[2] ?? "")), path).toContain(localized(ALPHA, language).excerpt);
  }

  // Search text: through /search, and straight into every query parameter of the list.
  for (const q of [PAYLOADS[0] ?? "", PAYLOADS[1] ?? "", "</script>\u2028<!--<script>"]) {
    const redirect = await fetch(url(`/search?q=${encodeURIComponent(q)}`), { redirect: "manual" });
    expect(redirect.status, q).toBe(302);
    expect(redirect.headers.get("location"), q).toBe(`/articles?${new URLSearchParams({ q })}`);
    for (const path of [`/articles?${new URLSearchParams({ q })}`, `/pt/articles?${new URLSearchParams({ q, category: q, page: q })}`]) {
      const page = await fetchRaw(path);
      expect(page.status, path).toBe(200);
      expect(injectedMarkup(page), path).toEqual([]);
      expect(headShape(page), path).toBe(headShape(benignList));
      expect(scriptCount(page) - page.jsonLd.length, `${path}: scripts`).toBe(frameworkScripts);
      const input = page.tags.find((t) => t.name === "input" && t.attributes.name === "q");
      expect(input?.attributes.value, `${path}: the search box holds the query exactly`).toBe(q);
      expectNoHydrationData(page, path);
    }
  }
});

test("hostile paths and query strings get the 404 page with nothing injected, as a crawler and as a browser receive it", async () => {
  for (const userAgent of Object.values(USER_AGENTS)) {
    const notFound = await fetchRaw("/no-such-page", userAgent);
    const articleNotFound = await fetchRaw("/articles/no-such-article", userAgent);
    const ptArticleNotFound = await fetchRaw("/pt/articles/no-such-article", userAgent);
    for (const page of [notFound, articleNotFound, ptArticleNotFound]) {
      expect(page.status).toBe(404);
      expect(injectedMarkup(page)).toEqual([]);
    }
    const paths: [string, RawPage][] = [
      // Encoded as a browser sends them.
      ["/articles/" + encodeURIComponent(PAYLOADS[1] ?? ""), articleNotFound],
      ["/articles/" + encodeURIComponent(PAYLOADS[0] ?? ""), articleNotFound],
      ["/pt/articles/" + encodeURIComponent(`${PAYLOADS[2]}${FORMER_NONCE_PLACEHOLDER}`), ptArticleNotFound],
      ["/" + encodeURIComponent(PAYLOADS[0] ?? "") + "?x=" + encodeURIComponent(PAYLOADS[8] ?? ""), notFound],
      // Raw quotes and angle brackets.
      [`/articles/"'><svg/onload=alert(1)><!--`, notFound],
      [`/"'><script>alert(1)</script>?q="'></script><!--`, notFound],
      [`/pt/articles/'-alert(1)-'"><img`, ptArticleNotFound],
    ];
    for (const [path, benign] of paths) {
      const page = await fetchRaw(path, userAgent);
      const context = `${path} (${userAgent.slice(0, 10)})`;
      expect(page.status, context).toBe(404);
      expect(injectedMarkup(page), context).toEqual([]);
      expect(page.titles, context).toEqual(benign.titles);
      expect(headShape(page), context).toBe(headShape(benign));
      expect(scriptCount(page), context).toBe(scriptCount(benign));
      expect(page.raw, context).not.toMatch(/<svg[/ ]onload|<script>alert|"><img/i);
    }
  }

  // The share image of an unknown hostile slug is a plain-text 404; those of the hostile articles render
  // (their titles are drawn through SVG text, which a broken escape would make unparseable).
  const missingImage = await fetch(url(`/articles/${encodeURIComponent(`\u2028<!--${PAYLOADS[2]}`)}/share.jpg`));
  expect(missingImage.status).toBe(404);
  expect(missingImage.headers.get("content-type")).toMatch(/^text\/plain/);
  for (const article of [ALPHA, BRAVO]) {
    for (const language of article.pt ? (["en", "pt"] as const) : (["en"] as const)) {
      const image = await fetch(url(`${articlePath(article.slug, language)}/share.jpg`));
      expect(image.status, `${article.slug} ${language} share image`).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/jpeg");
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1200);
    }
  }
});

/* ---------- in Chromium ---------- */

/** Whether some element's whole text is exactly `text` (no normalisation: separators, quotes and all). */
function hasElementWithText(page: Page, text: string, within = "body"): Promise<boolean> {
  return page.evaluate(
    ([selector, wanted]) => [...document.querySelectorAll(`${selector} *`)].some((element) => element.textContent === wanted),
    [within, text] as const,
  );
}

/** Elements and attributes in the article body beyond the sanitiser's allow-list (ADR 005). */
function proseProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const allowed: Record<string, string[]> = {
      p: ["style"], h2: ["style"], h3: ["style"], h4: ["style"], strong: [], b: [], em: [], i: [], u: [], s: [], br: [], hr: [],
      ul: [], ol: ["start"], li: [], blockquote: [], a: ["href", "target", "rel", "title"], figure: [], figcaption: [],
      img: ["src", "alt", "title", "width", "height"], code: [], pre: [],
    };
    const problems: string[] = [];
    const prose = document.querySelector(".article-prose");
    if (!prose) return ["no article body"];
    for (const element of prose.querySelectorAll("*")) {
      const attributes = allowed[element.localName];
      if (!attributes) {
        problems.push(`<${element.localName}>`);
        continue;
      }
      for (const attribute of element.attributes) {
        if (!attributes.includes(attribute.name)) problems.push(`<${element.localName} ${attribute.name}>`);
        if (attribute.name === "style" && !/^text-align: (left|center|right|justify);?$/.test(attribute.value)) {
          problems.push(`<${element.localName} style="${attribute.value}">`);
        }
      }
      const target = element.getAttribute("href") ?? element.getAttribute("src");
      if (target !== null && !/^(https?:|mailto:|\/|[a-z0-9-]+$)/i.test(target)) problems.push(`<${element.localName}> to ${target}`);
    }
    return problems;
  });
}

/** A link click loads the next page as a new document (public pages ship no client router), whose islands start. */
async function expectDocumentNavigation(page: Page, click: () => Promise<void>, to: RegExp): Promise<void> {
  await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
  await click();
  await expect(page).toHaveURL(to);
  await expectIslandsReady(page, String(to));
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
}

test("public pages in both languages show the hostile values as text, run nothing and still start their islands", async ({ page }) => {
  const findings = await guard(page);
  for (const language of ["en", "pt"] as const) {
    const home = language === "pt" ? "/pt" : "/";
    await visit(page, findings, home);
    for (const article of writtenIn(language)) expect(await hasElementWithText(page, localized(article, language).title, "#main"), `${home}: card title`).toBe(true);

    const list = language === "pt" ? "/pt/articles" : "/articles";
    await visit(page, findings, list);
    for (const article of writtenIn(language)) expect(await hasElementWithText(page, localized(article, language).title, "#main"), `${list}: card title`).toBe(true);
    expect(await hasElementWithText(page, localized(ALPHA, language).excerpt ?? "", "#main"), `${list}: card excerpt`).toBe(true);
    // The hostile category filters the list (a link to the filtered list).
    const filter = page.getByRole("navigation", { name: language === "pt" ? "Categorias" : "Categories" }).getByRole("link", { name: /^Hostile/ });
    await expect(filter).toHaveText(CATEGORY.name.replace(/\s+/g, " ").trim(), { useInnerText: false });
    await expectDocumentNavigation(page, () => filter.click(), new RegExp(`\\?category=${CATEGORY.slug}$`));
    await expect(filter).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: BENIGN.title, exact: true })).toHaveCount(0);
    await expectNothingExecuted(page, findings, `${list}?category=${CATEGORY.slug}`);

    for (const article of writtenIn(language)) {
      const path = articlePath(article.slug, language);
      const text = localized(article, language);
      await visit(page, findings, path);
      expect(await page.title(), path).toBe(`${text.title} | ${OWNER}`);
      expect(await texts(page, "h1"), path).toEqual([text.title]);
      expect(await proseProblems(page), `${path}: article body`).toEqual([]);
      expect((await texts(page, ".article-prose > p:first-child"))[0], `${path}: text payloads stay text`).toBe(`${bodyLabel(article, language)}: ${ALL_TEXT}`);
      // The cover (decorative, alt="") carries the URL exactly.
      expect(await page.evaluate(() => document.querySelector("#main article > div:not(.article-prose) img")?.getAttribute("src")), path).toBe(COVER);
      await expectDocumentNavigation(page, () => page.getByRole("contentinfo").first().getByRole("link", { name: /articles|artigos/i }).first().click(), /\/articles$/);
      await expectNothingExecuted(page, findings, `${path} → list`);
    }
  }
});

test("search text, hostile query strings and hostile paths in the browser: the filtered list or the 404 page, nothing runs", async ({ page }) => {
  const findings = await guard(page);
  const q = PAYLOADS[0] ?? "";
  await visit(page, findings, `/search?q=${encodeURIComponent(q)}`);
  await expect(page).toHaveURL(url(`/articles?${new URLSearchParams({ q })}`));
  const search = page.getByRole("searchbox");
  await expect(search).toHaveValue(q);
  expect(await hasElementWithText(page, ALPHA.title, "#main")).toBe(true);
  expect(await hasElementWithText(page, BENIGN.title, "#main")).toBe(false);
  // Typed by a visitor: the list follows the box (the search island).
  await search.fill(PAYLOADS[3] ?? "");
  await expect(page).toHaveURL(url(`/articles?${new URLSearchParams({ q: PAYLOADS[3] ?? "" })}`));
  await expect(page.getByText(localized(BRAVO, "en").title.slice(0, 12)).first()).toBeVisible();
  await expectNothingExecuted(page, findings, "typed search");
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(page).toHaveURL(url("/articles"));
  await expect(search).toHaveValue("");

  await visit(page, findings, `/pt/articles?${new URLSearchParams({ q: PAYLOADS[2] ?? "", category: PAYLOADS[1] ?? "", page: PAYLOADS[6] ?? "" })}`);
  await expect(page.getByRole("searchbox")).toHaveValue(PAYLOADS[2] ?? "");

  for (const path of [
    "/articles/" + encodeURIComponent(PAYLOADS[1] ?? ""),
    "/pt/articles/" + encodeURIComponent(PAYLOADS[0] ?? ""),
    "/" + encodeURIComponent(PAYLOADS[2] ?? "") + "?q=" + encodeURIComponent(PAYLOADS[8] ?? ""),
  ]) {
    await visit(page, findings, path, 404);
    expect(await texts(page, "h1"), path).toEqual([path.includes("/articles/") ? (path.startsWith("/pt") ? "Artigo não encontrado" : "Article not found") : "404"]);
  }
});

async function signIn(page: Page): Promise<void> {
  await page.goto(url("/admin/login"));
  await page.getByLabel("Username").fill(owner.username);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible({ timeout: 15_000 });
}

test("admin dashboard, editor, categories and inbox show the hostile values as text and run nothing", async ({ page }) => {
  const findings = await guard(page);
  await signIn(page);
  await expectHydrated(page, "/admin");
  const cards = page.getByTestId("admin-article-card");
  await expect(cards).toHaveCount(4);
  for (const article of [ALPHA, BRAVO]) expect(await hasElementWithText(page, article.title, "#main"), `card ${article.slug}`).toBe(true);
  expect(await hasElementWithText(page, CATEGORY.name, "#main"), "category on the cards").toBe(true);
  await expectNothingExecuted(page, findings, "/admin articles");

  // The editor on the hostile article: every field holds the value exactly, the body is the sanitised HTML.
  await cards.filter({ has: page.getByRole("heading", { name: /^Alpha/ }) }).getByRole("button", { name: /Edit/ }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Article" });
  await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(ALPHA.title);
  await expect(dialog.getByLabel("Excerpt (optional)", { exact: true })).toHaveValue(ALPHA.excerpt ?? "");
  await expect(dialog.getByLabel("Cover Image URL (optional)")).toHaveValue(COVER);
  await expect(dialog.getByRole("img", { name: "Cover preview" })).toHaveAttribute("src", COVER);
  await expect(dialog.getByRole("combobox", { name: "Category" })).toHaveText(CATEGORY.name.replace(/\s+/g, " ").trim());
  const content = dialog.getByRole("textbox", { name: "Content", exact: true });
  await expect(content).toContainText("Alpha ends here.");
  expect(await content.evaluate((element) => element.querySelector("p")?.textContent)).toBe(`Alpha: ${ALL_TEXT}`);
  await expectNothingExecuted(page, findings, "editor, English");
  await dialog.getByRole("tab", { name: /Portuguese/ }).click();
  await expect(dialog.getByLabel("Portuguese title")).toHaveValue(ALPHA.pt?.title ?? "");
  await expect(dialog.getByLabel("Portuguese excerpt (optional)")).toHaveValue(ALPHA.pt?.excerpt ?? "");
  const ptContent = dialog.getByRole("textbox", { name: "Portuguese content", exact: true });
  await expect(ptContent).toContainText("Alfa ends here.");
  expect(await ptContent.evaluate((element) => element.querySelector("p")?.textContent)).toBe(`Alfa: ${ALL_TEXT}`);
  await expectNothingExecuted(page, findings, "editor, Portuguese");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "Categories" }).click();
  await expect(page.getByRole("list", { name: "All categories" }).getByRole("listitem")).toHaveCount(2);
  expect(await hasElementWithText(page, CATEGORY.name, "#main"), "category name").toBe(true);
  expect(await hasElementWithText(page, CATEGORY.description, "#main"), "category description").toBe(true);
  await page.getByRole("button", { name: /^Edit category Hostile/ }).click();
  const categoryDialog = page.getByRole("dialog", { name: "Edit Category" });
  await expect(categoryDialog.getByLabel("Name", { exact: true })).toHaveValue(CATEGORY.name);
  await expect(categoryDialog.getByLabel("Description (optional)", { exact: true })).toHaveValue(CATEGORY.description);
  await expectNothingExecuted(page, findings, "category dialog");
  await categoryDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(categoryDialog).toBeHidden();

  await page.getByRole("tab", { name: /Inbox/ }).click();
  // The list, then each message in the detail (issue 30): newest first, the contact message, then the invitation.
  const items = page.getByRole("list", { name: "Messages" }).getByRole("button");
  await expect(items).toHaveCount(2);
  for (const name of [MESSAGE.name, CONTACT.name]) expect(await hasElementWithText(page, name, "#main"), name.slice(0, 30)).toBe(true);
  const detail = page.getByRole("article");
  await items.nth(1).click();
  await expect(detail.getByRole("link", { name: /^Reply/ })).toHaveAttribute("href", `mailto:${MESSAGE.email}?subject=Re%3A%20Seu%20convite%20para%20palestra`); // the sender's language (pt)
  for (const text of [MESSAGE.name, MESSAGE.eventDetails, MESSAGE.message, MESSAGE.eventName, MESSAGE.budget, MESSAGE.sourcePage, MESSAGE.landingReferrer, MESSAGE.utmCampaign]) {
    expect(await hasElementWithText(page, text, "#main"), text.slice(0, 30)).toBe(true);
  }
  await expectNothingExecuted(page, findings, "inbox, the invitation");
  await items.nth(0).click();
  await expect(detail.getByRole("link", { name: /^Reply/ })).toHaveAttribute("href", `mailto:${CONTACT.email}?subject=Re%3A%20Your%20message`);
  for (const text of [CONTACT.name, CONTACT.message]) expect(await hasElementWithText(page, text, "#main"), text.slice(0, 30)).toBe(true);
  await expectNothingExecuted(page, findings, "inbox");

  // A hostile tab name falls back to the articles tab.
  await page.goto(url(`/admin?tab=${encodeURIComponent(PAYLOADS[0] ?? "")}`));
  await expect(page.getByRole("tab", { name: "Articles" })).toHaveAttribute("aria-selected", "true");
  await expect(cards).toHaveCount(4);
  await expectNothingExecuted(page, findings, "/admin?tab=<payload>");
});
