import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "#tests/durability/server-process.ts";
import { topLevelNodes } from "./schema-org.ts";

/**
 * Issue 28 on the built server: the new profile kinds with their icons and `rel="me"`, the Mastodon
 * creator tag, the Bluesky well-known file, and Person.sameAs following the links.
 */

const DID = "did:plc:abcdefghijklmnopqrstuvwx";
const LINKS = [
  { kind: "email", label: "Email", href: "mailto:contact@caioaragao.example.com", display: "contact@caioaragao.example.com" },
  { kind: "youtube", label: "YouTube", href: "https://www.youtube.com/@caio-example", display: "@caio-example" },
  { kind: "bluesky", label: "Bluesky", href: "https://bsky.app/profile/caioaragao.example.com", display: "@caioaragao.example.com" },
  { kind: "mastodon", label: "Mastodon", href: "https://mastodon.social/@caio", display: "@caio@mastodon.social" },
  { kind: "x", label: "X", href: "https://x.com/caio_example", display: "@caio_example" },
  { kind: "threads", label: "Threads", href: "https://www.threads.net/@caio_example", display: "@caio_example" },
  { kind: "github", label: "GitHub", href: "https://github.com/caio-example", display: "caio-example" },
  { kind: "podcast", label: "Podcast", href: "https://podcast.example.com/raizes", display: "Raízes podcast" },
];

describe("social presence", () => {
  let server: ServerProcess;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-social-"));
    server = await startServerProcess({ DATA_DIR: dataDir });
    token = await initAndSignIn(server.baseUrl);
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (pathname: string) => {
    const response = await fetch(server.baseUrl + pathname);
    return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
  };

  it("has no Bluesky file and no creator tag until they are set", async () => {
    expect((await get("/.well-known/atproto-did")).status).toBe(404);
    expect((await get("/")).text).not.toContain("fediverse:creator");
  });

  it("marks the profiles rel=me with an icon each, names the Mastodon creator, serves the DID and lists the profiles in sameAs", async () => {
    for (const language of ["en", "pt"] as const) {
      const { body } = await api(server.baseUrl, "GET", `/api/site-content/${language}`, { token });
      const content = body.content;
      const saved = await api(server.baseUrl, "PUT", `/api/site-content/${language}`, {
        token,
        body: { ...content, person: { ...content.person, mastodonHandle: "@caio@mastodon.social", blueskyDid: DID }, contact: { ...content.contact, links: LINKS } },
      });
      expect(saved.status, saved.text).toBe(200);
    }
    const bad = await api(server.baseUrl, "GET", "/api/site-content/en", { token });
    const refused = await api(server.baseUrl, "PUT", "/api/site-content/en", { token, body: { ...bad.body.content, person: { ...bad.body.content.person, blueskyDid: "me" } } });
    expect(refused.status).toBe(400);

    for (const prefix of ["", "/pt"]) {
      const html = (await get(prefix || "/")).text;
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain('<meta name="fediverse:creator" content="@caio@mastodon.social"/>');
      for (const link of LINKS.slice(1)) {
        const anchors = [...html.matchAll(new RegExp(`<a href="${link.href.replace(/[.?]/g, "\\$&")}"[^>]*>([\\s\\S]*?)</a>`, "g"))];
        expect(anchors.length, link.kind).toBeGreaterThanOrEqual(2);
        for (const anchor of anchors) {
          expect(anchor[0], link.kind).toContain('rel="me noopener noreferrer"');
          expect(anchor[1], link.kind).toContain("<svg");
          expect(anchor[1], link.kind).toContain(link.label);
        }
      }
      expect(html).toMatch(/<a href="mailto:contact@caioaragao\.example\.com"[^>]*rel="noopener noreferrer"/);
      const person = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .flatMap((m) => topLevelNodes(JSON.parse(m[1] ?? "{}") as Record<string, unknown>))
        .find((node) => node["@type"] === "Person");
      expect(person?.sameAs).toEqual(expect.arrayContaining(LINKS.slice(1).map((link) => link.href)));
      expect(person?.sameAs).not.toContain(LINKS[0]?.href);
    }
    const did = await get("/.well-known/atproto-did");
    expect(did).toMatchObject({ status: 200, text: DID });
    expect(did.type).toMatch(/^text\/plain/);
  });
});
