import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Engine } from "#app/db/db.server.ts";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { icsEvents, icsText, unfoldIcs } from "#tests/setup/ics.ts";
import { createTestDatabase, ENGINES, type TestDatabase } from "#tests/setup/test-db.ts";
import { checkHtml } from "./html-checker.ts";
import { adobeIssues, loadVocabulary, topLevelNodes, validateJsonLd } from "./schema-org.ts";

/**
 * Issue 28 on the built production server, both engines: a page per talk in both languages (valid
 * HTML, an Event in JSON-LD through the schema.org checks, its own share card), a calendar file with
 * the real start and end read by an iCalendar parser, and the old calendar URLs as they were.
 */

type JsonLd = Record<string, unknown>;

const TIMED = {
  eventName: "AI Summit Brasil",
  title: "Infrastructure for the AI decade",
  date: "2099-05-10",
  city: "São Paulo",
  country: "BR",
  language: "pt",
  eventUrl: "https://summit.example.com",
  slidesUrl: null,
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  slug: "ai-summit-keynote",
  startTime: "14:00",
  timeZone: "America/Sao_Paulo",
  durationMinutes: 45,
  venue: "Expo Center Norte",
  format: "hybrid",
  audience: "CTOs and engineering leaders",
  abstract: "What the next decade of AI asks of infrastructure.\n\nAnd of the people who lead it.",
  pt: { title: "Infraestrutura para a década da IA", abstract: "O que a próxima década da IA pede da infraestrutura." },
};

/** An older client's talk: none of the page fields. */
const ALL_DAY = { eventName: "Web Summit Rio", title: "Leading with AI", date: "2099-04-10", city: "Rio de Janeiro", country: "BR", language: "en", eventUrl: null, slidesUrl: null, videoUrl: null };
const PAST = { ...ALL_DAY, title: "A past talk", date: "2020-01-10", format: "online" };

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}") as JsonLd);
}
const eventOf = (html: string) => jsonLdOf(html).flatMap(topLevelNodes).find((node) => node["@type"] === "Event");
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/&amp;/g, "&");

describe.each(ENGINES)("a page per talk (%s)", (engine: Engine) => {
  let server: ServerProcess;
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;
  let base: string;
  const ids: Record<"timed" | "allDay" | "past", number> = { timed: 0, allDay: 0, past: 0 };
  let allDaySlug = "";
  let pastSlug = "";
  let adminToken = "";

  beforeAll(async () => {
    let env: Record<string, string>;
    if (engine === "postgres") {
      database = await createTestDatabase("postgres");
      env = { DATABASE_URL: database.location };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-talks-"));
      env = { DATA_DIR: dataDir };
    }
    server = await startServerProcess(env);
    base = server.baseUrl;
    const token = await initAndSignIn(base);
    adminToken = token;
    for (const [key, body] of [["timed", TIMED], ["allDay", ALL_DAY], ["past", PAST]] as const) {
      const created = await api(base, "POST", "/api/talks", { body, token });
      expect(created.status).toBe(201);
      ids[key] = (created.body as { id: number }).id;
      if (key === "allDay") allDaySlug = (created.body as { slug: string }).slug;
      if (key === "past") pastSlug = (created.body as { slug: string }).slug;
    }
    const testimonial = await api(base, "POST", "/api/testimonials", {
      token,
      body: { quote: "The keynote our committee still quotes.", pt: { quote: "A palestra que o comitê ainda cita." }, person: "Ana Souza", role: "Program chair", organisation: "AI Summit Brasil", talkId: ids.timed, permissionDate: "2025-06-01", featured: true },
    });
    expect(testimonial.status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const response = await fetch(base + pathname, { redirect: "manual" });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it("shows the talk in each language with its abstract, time, place and format, linked from /talks", async () => {
    const en = await get("/talks/ai-summit-keynote");
    expect(en.status).toBe(200);
    expect(en.text).toContain("<h1");
    expect(en.text).toContain("Infrastructure for the AI decade");
    expect(en.text).toContain("And of the people who lead it.");
    expect(en.text).toContain("14:00 (America/Sao Paulo time)");
    expect(en.text).toContain("45 minutes");
    expect(en.text).toContain("Hybrid (in person and online)");
    expect(en.text).toContain("Expo Center Norte");
    expect(en.text).toContain(`href="/talks/${ids.timed}/calendar.ics"`);
    const pt = await get("/pt/talks/ai-summit-keynote");
    expect(pt.status).toBe(200);
    expect(pt.text).toContain('<html lang="pt-BR"');
    expect(pt.text).toContain("Infraestrutura para a década da IA");
    expect(pt.text).toContain("O que a próxima década da IA pede da infraestrutura.");
    expect(pt.text).toContain("14:00 (horário de America/Sao Paulo)");
    expect(pt.text).toContain(`href="/pt/talks/${ids.timed}/calendar.ics"`);
    expect((await get("/talks")).text).toContain('href="/talks/ai-summit-keynote"');
    expect((await get("/pt/talks")).text).toContain('href="/pt/talks/ai-summit-keynote"');
    for (const missing of ["/talks/no-such-talk", "/pt/talks/no-such-talk", "/talks/Not_A_Slug"]) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });

  it.runIf(engine === ENGINES[0])("talk pages are valid HTML in both languages", { timeout: 120_000 }, async () => {
    const pages = [];
    for (const pathname of ["/talks/ai-summit-keynote", "/pt/talks/ai-summit-keynote", `/talks/${allDaySlug}`, `/pt/talks/${pastSlug}`, "/talks/no-such-talk"]) {
      pages.push({ label: pathname, html: (await get(pathname)).text });
    }
    const errors = await checkHtml(pages);
    expect(errors.map((e) => `${e.page}:${e.line ?? "?"} ${e.message}`)).toEqual([]);
  });

  it("describes the talk as an Event with the offset, the attendance mode, the places, the performer and the recording", async () => {
    const vocabulary = loadVocabulary();
    for (const prefix of ["", "/pt"]) {
      const html = (await get(`${prefix}/talks/ai-summit-keynote`)).text;
      const documents = jsonLdOf(html);
      expect([...validateJsonLd(vocabulary, documents), ...(await adobeIssues(vocabulary, documents))]).toEqual([]);
      expect(eventOf(html)).toMatchObject({
        "@id": `${base}${prefix}/talks/ai-summit-keynote#event`,
        name: prefix ? "Infraestrutura para a década da IA (AI Summit Brasil)" : "Infrastructure for the AI decade (AI Summit Brasil)",
        startDate: "2099-05-10T14:00:00-03:00",
        endDate: "2099-05-10T14:45:00-03:00",
        eventAttendanceMode: "https://schema.org/MixedEventAttendanceMode",
        location: [
          { "@type": "Place", name: "Expo Center Norte", address: { "@type": "PostalAddress", addressLocality: "São Paulo", addressCountry: "BR" } },
          { "@type": "VirtualLocation", url: "https://summit.example.com" },
        ],
        performer: { "@type": "Person", "@id": `${base}/#person` },
        recordedIn: { "@type": "CreativeWork", url: TIMED.videoUrl },
        url: `${base}${prefix}/talks/ai-summit-keynote`,
      });
      const crumbs = jsonLdOf(html).flatMap(topLevelNodes).find((node) => node["@type"] === "BreadcrumbList");
      expect((crumbs?.itemListElement as { item: string }[]).at(-1)?.item).toBe(`${base}${prefix}/talks/ai-summit-keynote`);
    }
    const online = eventOf((await get(`/talks/${pastSlug}`)).text);
    expect(online).toMatchObject({ startDate: "2020-01-10", eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode", location: { "@type": "VirtualLocation" } });
    expect(online).not.toHaveProperty("recordedIn");
  });

  it("has its own share card, in each language", async () => {
    for (const prefix of ["", "/pt"]) {
      const html = (await get(`${prefix}/talks/ai-summit-keynote`)).text;
      const image = attribute(html, /<meta property="og:image" content="([^"]+)"/);
      expect(image).toMatch(new RegExp(`^${base}${prefix}/talks/ai-summit-keynote/share\\.jpg\\?v=[a-z0-9]+$`));
      const card = await fetch(image!);
      expect(card.status).toBe(200);
      expect(card.headers.get("content-type")).toBe("image/jpeg");
      expect((await card.arrayBuffer()).byteLength).toBeGreaterThan(5000);
    }
    const missing = await fetch(`${base}/talks/no-such-talk/share.jpg`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  }, 60_000);

  it("gives a timed talk a calendar file with its real start and end, and keeps the old all-day files and 404s", async () => {
    for (const prefix of ["", "/pt"]) {
      const file = await get(`${prefix}/talks/${ids.timed}/calendar.ics`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      const [event] = icsEvents(file.text);
      expect(event?.start.toISOString()).toBe("2099-05-10T17:00:00.000Z");
      expect(event?.end?.toISOString()).toBe("2099-05-10T17:45:00.000Z");
      expect(unfoldIcs(file.text)).toContain("DTSTART:20990510T170000Z");
      expect(icsText(event?.summary)).toBe(prefix ? "Infraestrutura para a década da IA (AI Summit Brasil)" : "Infrastructure for the AI decade (AI Summit Brasil)");
      expect(icsText(event?.url)).toBe(`${base}${prefix}/talks/ai-summit-keynote`);
    }
    const allDay = await get(`/talks/${ids.allDay}/calendar.ics`);
    expect(allDay.status).toBe(200);
    expect(unfoldIcs(allDay.text)).toContain("DTSTART;VALUE=DATE:20990410");
    expect(icsEvents(allDay.text)[0]?.datetype).toBe("date");
    for (const pathname of [`/talks/${ids.past}/calendar.ics`, "/talks/999999/calendar.ics", "/talks/abc/calendar.ics", "/pt/talks/abc/calendar.ics"]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });

  it("lists every talk's page in each language's sitemap, with its hreflang alternates, and drops a deleted talk", async () => {
    const en = `${base}/talks/ai-summit-keynote`;
    const pt = `${base}/pt/talks/ai-summit-keynote`;
    for (const [language, own] of [["en", en], ["pt", pt]] as const) {
      const sitemap = await get(`/sitemaps/${language}-1.xml`);
      expect(sitemap.status).toBe(200);
      const entry = sitemap.text.split("<url>").find((url) => url.includes(`<loc>${own}</loc>`));
      expect(entry, `${language} sitemap lists ${own}`).toBeDefined();
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${en}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${pt}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`);
      for (const slug of [allDaySlug, pastSlug]) expect(sitemap.text).toContain(`<loc>${base}${language === "pt" ? "/pt" : ""}/talks/${slug}</loc>`);
      // Only the part's own language is listed as a <loc>.
      expect(sitemap.text).not.toContain(`<loc>${language === "pt" ? en : pt}</loc>`);
    }
    const extra = await api(base, "POST", "/api/talks", { token: adminToken, body: { ...ALL_DAY, title: "Gone soon", slug: "gone-soon" } });
    expect(extra.status).toBe(201);
    expect((await get("/sitemaps/en-1.xml")).text).toContain(`<loc>${base}/talks/gone-soon</loc>`);
    expect((await api(base, "DELETE", `/api/talks/${(extra.body as { id: number }).id}`, { token: adminToken })).status).toBe(200);
    expect((await get("/sitemaps/en-1.xml")).text).not.toContain("/talks/gone-soon<");
  });

  it("shows testimonials on the talk they refer to, in the home's speaking section and, the featured ones, in the media kit", async () => {
    const talkEn = (await get("/talks/ai-summit-keynote")).text;
    expect(talkEn).toContain("What people said about this talk");
    expect(talkEn).toContain("The keynote our committee still quotes.");
    expect(talkEn).toContain("Ana Souza, Program chair, AI Summit Brasil");
    expect((await get("/pt/talks/ai-summit-keynote")).text).toContain("A palestra que o comitê ainda cita.");
    expect((await get(`/talks/${allDaySlug}`)).text).not.toContain("What people said about this talk");
    const home = (await get("/")).text;
    const speaking = home.slice(home.indexOf('id="speaking"'));
    expect(speaking).toContain("What organisers say");
    expect(speaking).toContain("The keynote our committee still quotes.");
    const mediaKit = (await get("/pt/media-kit")).text;
    const quotes = mediaKit.slice(mediaKit.indexOf('id="notable-quotes"'));
    expect(quotes).toContain("A palestra que o comitê ainda cita.");
    expect(quotes).toContain("Ana Souza, Program chair, AI Summit Brasil");
    // At most three: the newest featured ones (the sample quotes are older).
    expect((quotes.match(/<blockquote/g) ?? []).length).toBe(3);
  });

  it("serves the one-sheet PDF in each language, linked from the speaking section, the press kit and the media kit, rebuilt after a change", { timeout: 60_000 }, async () => {
    for (const prefix of ["", "/pt"]) {
      const response = await fetch(`${base}${prefix}/speaker-one-sheet.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      // Kept until the content changes: the same ETag, and 304 for it.
      const etag = response.headers.get("etag") ?? "";
      const again = await fetch(`${base}${prefix}/speaker-one-sheet.pdf`, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      for (const page of [prefix || "/", `${prefix}/press-kit`, `${prefix}/media-kit`]) {
        expect((await get(page)).text, page).toContain(`href="${prefix}/speaker-one-sheet.pdf"`);
      }
    }
    const before = (await fetch(`${base}/speaker-one-sheet.pdf`)).headers.get("etag");
    const added = await api(base, "POST", "/api/testimonials", { token: adminToken, body: { quote: "Booked again for 2026.", person: "Rui Lima", permissionDate: "2025-07-01" } });
    expect(added.status).toBe(201);
    const after = await fetch(`${base}/speaker-one-sheet.pdf`);
    expect(after.headers.get("etag")).not.toBe(before);
    await after.body?.cancel();
  });
});
