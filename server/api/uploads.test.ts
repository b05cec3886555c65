import crypto from "node:crypto";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "#tests/setup/test-db.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

interface UploadFile {
  bytes: Uint8Array;
  type: string;
  name: string;
}

interface UploadResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

function png(width: number, height: number, background = "#336699"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
}

function jpeg(width: number, height: number, background = "#aa3311"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } }).jpeg().toBuffer();
}

/** A JPEG of random pixels: big enough that its first half holds the header and part of the scan. */
function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
}

/** A valid small PNG whose header claims `width` x `height` (the CRC is recomputed). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(16, 16));
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** 100 megapixels of one colour: about 300 KB of PNG; made once (it takes a second or so). */
let pixelFloodPng: Promise<Buffer> | undefined;
function pixelFlood(): Promise<Buffer> {
  pixelFloodPng ??= sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#000000" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return pixelFloodPng;
}

function file(bytes: Uint8Array | string, type: string, name: string): UploadFile {
  return { bytes: typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes, type, name };
}

async function toResponse(res: Response): Promise<UploadResponse> {
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

async function upload(
  server: TestServer,
  token: string | undefined,
  files: UploadFile[],
  options: { field?: string; extraFields?: Record<string, string> } = {},
): Promise<UploadResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.extraFields ?? {})) form.append(name, value);
  for (const f of files) form.append(options.field ?? "image", new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${server.baseUrl}/api/uploads/image`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return toResponse(res);
}

async function getBytes(server: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.baseUrl + path, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function storedCounts(server: TestServer): Promise<{ images: number; variants: number }> {
  const db = server.database.db;
  const images = await db.selectFrom("images").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const variants = await db
    .selectFrom("image_variants")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { images: Number(images.n), variants: Number(variants.n) };
}

describe.each(ENGINES)("POST /api/uploads/image (%s)", (engine) => {
  let server: TestServer;
  let adminToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    adminToken = (await server.signInAdmin()).token;
  });
  afterAll(() => server.close());

  it("refuses an upload without a session (401) or from a non-admin (403), storing nothing", async () => {
    const image = file(await png(40, 30), "image/png", "photo.png");
    const before = await storedCounts(server);

    const anonymous = await upload(server, undefined, [image]);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toEqual(expect.any(String));

    const { token } = await server.signInNonAdmin();
    const reader = await upload(server, token, [image]);
    expect(reader.status).toBe(403);
    expect(reader.body.message).toBe("Access Denied: Admin privileges required");

    expect(await storedCounts(server)).toEqual(before);
  });

  it("stores a PNG as WebP renditions plus a JPEG share image, and serves them immutable with an ETag", async () => {
    const before = await storedCounts(server);
    const res = await upload(server, adminToken, [file(await png(640, 480), "image/png", "photo.png")]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(/^\/uploads\/images\/[A-Za-z0-9_-]{22}\.webp$/),
      width: 640,
      height: 480,
      renditions: [
        { url: expect.stringMatching(/-w480\.webp$/), width: 480 },
        { url: res.body.url, width: 640 },
      ],
      shareUrl: expect.stringMatching(/^\/uploads\/images\/[A-Za-z0-9_-]{22}\.jpg$/),
    });
    expect((await storedCounts(server)).images).toBe(before.images + 1);

    const image = await getBytes(server, res.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const etag = image.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const cacheControl = image.headers.get("cache-control") ?? "";
    expect(cacheControl).toContain("immutable");
    expect(cacheControl).toContain("max-age=31536000");
    const decoded = await sharp(image.bytes).metadata();
    expect(decoded.format).toBe("webp");
    expect([decoded.width, decoded.height]).toEqual([640, 480]);

    const cached = await getBytes(server, res.body.url, { "if-none-match": etag ?? "" });
    expect(cached.status).toBe(304);
    expect(cached.bytes.length).toBe(0);
    const stale = await getBytes(server, res.body.url, { "if-none-match": '"something-else"' });
    expect(stale.status).toBe(200);

    const small = await getBytes(server, res.body.renditions[0].url);
    expect(small.status).toBe(200);
    expect(small.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(small.bytes).metadata()).width).toBe(480);
    expect(small.headers.get("etag")).not.toBe(etag);

    const share = await getBytes(server, res.body.shareUrl);
    expect(share.status).toBe(200);
    expect(share.headers.get("content-type")).toBe("image/jpeg");
    expect(share.headers.get("cache-control")).toContain("immutable");
    const shareMeta = await sharp(share.bytes).metadata();
    expect(shareMeta.format).toBe("jpeg");
    expect(shareMeta.width).toBe(640);
  });

  it("stores a JPEG and answers with its dimensions", async () => {
    const res = await upload(server, adminToken, [file(await jpeg(300, 200), "image/jpeg", "photo.jpg")]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 300, height: 200, renditions: [{ url: res.body.url, width: 300 }] });
    const image = await getBytes(server, res.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    const share = await getBytes(server, res.body.shareUrl);
    expect(share.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(share.bytes).metadata()).format).toBe("jpeg");
  });

  it("removes EXIF and GPS metadata from every stored file", async () => {
    const withGps = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#2266aa" } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: "x", Artist: "Secret Photographer" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      })
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif?.toString("latin1")).toContain("Secret Photographer");

    const res = await upload(server, adminToken, [file(withGps, "image/jpeg", "holiday.jpg")]);
    expect(res.status).toBe(201);
    const urls: string[] = [...res.body.renditions.map((r: { url: string }) => r.url), res.body.shareUrl];
    for (const url of urls) {
      const stored = await getBytes(server, url);
      expect(stored.status).toBe(200);
      const meta = await sharp(stored.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(stored.bytes.toString("latin1")).not.toContain("Secret Photographer");
    }
  });

  it("applies the EXIF orientation before storing", async () => {
    const rotated = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#123456" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(server, adminToken, [file(rotated, "image/jpeg", "portrait.jpg")]);
    expect(res.status).toBe(201);
    expect([res.body.width, res.body.height]).toEqual([200, 300]);
  });

  const refused: [string, () => Promise<UploadFile[]>, number, RegExp][] = [
    ["an HTML page renamed .png", async () => [file("<!doctype html><html><body><script>alert(1)</script></body></html>", "image/png", "page.png")], 400, /not a supported image/],
    ["a PHP script", async () => [file("<?php system($_GET['cmd']); ?>", "application/x-php", "shell.php")], 400, /not a supported image/],
    ["a PHP script renamed .jpg", async () => [file("<?php system($_GET['cmd']); ?>", "image/jpeg", "shell.jpg")], 400, /not a supported image/],
    [
      "an SVG sent as image/svg+xml",
      async () => [file('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>', "image/svg+xml", "logo.svg")],
      400,
      /SVG images are not accepted/,
    ],
    [
      "an SVG renamed .png",
      async () => [file('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>', "image/png", "logo.png")],
      400,
      /SVG images are not accepted/,
    ],
    ["random bytes", async () => [file(crypto.randomBytes(4096), "image/jpeg", "noise.jpg")], 400, /not a supported image/],
    ["an empty file", async () => [file(new Uint8Array(0), "image/png", "empty.png")], 400, /The file is empty/],
    [
      "a truncated JPEG",
      async () => {
        const whole = await noisyJpeg(200, 150);
        return [file(whole.subarray(0, Math.floor(whole.length / 2)), "image/jpeg", "cut.jpg")];
      },
      400,
      /damaged or incomplete/,
    ],
    ["a file over 10 MB", async () => [file(new Uint8Array(10 * 1024 * 1024 + 1), "image/png", "huge.png")], 413, /at most 10 MB/],
    ["a small PNG declaring 20000 x 20000 pixels", async () => [file(await pngDeclaring(20_000, 20_000), "image/png", "bomb.png")], 413, /40 megapixels/],
    [
      "a real 10000 x 10000 single-colour PNG (100 megapixels)",
      async () => [file(await pixelFlood(), "image/png", "flood.png")],
      413,
      /40 megapixels/,
    ],
    ["two files in the field", async () => [file(await png(10, 10), "image/png", "a.png"), file(await png(10, 10), "image/png", "b.png")], 400, /one image file/],
  ];

  it.each(refused)("refuses %s with a JSON error and stores nothing", async (_label, makeFiles, status, message) => {
    const files = await makeFiles();
    const before = await storedCounts(server);
    const res = await upload(server, adminToken, files);
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body.message).toMatch(message);
    expect(await storedCounts(server)).toEqual(before);
  });

  it("refuses a form without the image field, and a file sent under another field name", async () => {
    const before = await storedCounts(server);
    const noFile = await upload(server, adminToken, [], { extraFields: { title: "no file here" } });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toMatch(/No image received/);

    const wrongField = await upload(server, adminToken, [file(await png(10, 10), "image/png", "a.png")], { field: "file" });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/form field "image"/);
    expect(await storedCounts(server)).toEqual(before);
  });

  it("refuses a body that is not multipart with 415", async () => {
    const before = await storedCounts(server);
    const asJson = await server.request("POST", "/api/uploads/image", { token: adminToken, body: { image: "data:image/png;base64,AAAA" } });
    expect(asJson.status).toBe(415);
    expect(asJson.body.message).toMatch(/multipart\/form-data/);

    const raw = await fetch(`${server.baseUrl}/api/uploads/image`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "image/png" },
      body: new Uint8Array(await png(10, 10)),
    });
    const rawRes = await toResponse(raw);
    expect(rawRes.status).toBe(415);
    expect(rawRes.body.message).toMatch(/multipart\/form-data/);
    expect(await storedCounts(server)).toEqual(before);
  });

  it("answers 404 for an image that does not exist", async () => {
    for (const path of [
      "/uploads/images/AAAAAAAAAAAAAAAAAAAAAA.webp",
      "/uploads/images/AAAAAAAAAAAAAAAAAAAAAA.jpg",
      "/uploads/images/not-an-id.png",
      "/uploads/images/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const res = await getBytes(server, path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control") ?? "", path).not.toContain("immutable");
    }
  });
});
