import { unzipSync } from "fflate";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_CONTENT_EN } from "#app/content/site-content.en.ts";
import { type ApiTestContext, photoBytes, uploadImage, useApiServer } from "#tests/factories.ts";
import { ENGINES } from "#tests/setup/test-db.ts";

async function download(context: ApiTestContext, headers: Record<string, string> = {}) {
  const res = await fetch(`${context.server.baseUrl}/api/press-kit.zip`, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.each(ENGINES)("GET /api/press-kit.zip (%s)", (engine) => {
  let context: ApiTestContext;
  useApiServer(engine, (ready) => (context = ready));
  let first: Awaited<ReturnType<typeof download>>;

  beforeAll(async () => {
    first = await download(context);
  });

  it("gives anyone the press kit in one ZIP, built once and kept while the content is unchanged", async () => {
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/zip");
    expect(first.headers.get("content-disposition")).toBe('attachment; filename="caio-menezes-aragao-press-kit.zip"');
    const names = Object.keys(unzipSync(new Uint8Array(first.bytes)));
    expect(names.filter((n) => n.startsWith("photos/web/"))).toHaveLength(6);
    expect(names).toContain("bio/pt/bio-long.txt");
    expect(names).toContain("book/cover.jpg");

    const again = await download(context);
    expect(again.bytes.equals(first.bytes)).toBe(true);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    const revalidated = await download(context, { "if-none-match": first.headers.get("etag") ?? "" });
    expect(revalidated.status).toBe(304);
  });

  it("follows a content change: an uploaded press photo and a new credit line in its metadata", async () => {
    const { server, adminToken } = context;
    const uploaded = await uploadImage(server, adminToken, await photoBytes(1800, 1200));
    const content = structuredClone(SITE_CONTENT_EN) as any;
    content.mediaKit.images[0] = { ...content.mediaKit.images[0], src: uploaded.url, width: uploaded.width, height: uploaded.height, credit: "Photo: Studio Example" };
    expect((await server.request("PUT", "/api/site-content/en", { token: adminToken, body: content })).status).toBe(200);

    const next = await download(context);
    expect(next.headers.get("etag")).not.toBe(first.headers.get("etag"));
    const files = unzipSync(new Uint8Array(next.bytes));
    const print = Object.keys(files).find((n) => n.startsWith("photos/print/01-"));
    const metadata = await sharp(Buffer.from(files[print ?? ""] ?? [])).metadata();
    expect([metadata.width, metadata.height]).toEqual([1800, 1200]);
    expect(metadata.xmp?.toString("utf8")).toContain('<rdf:li xml:lang="x-default">Photo: Studio Example</rdf:li>');
    expect(metadata.exif?.toString("latin1")).toContain("Photo: Studio Example");
  });
});
