import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, expect, type MockInstance, vi } from "vitest";
import type { Engine } from "#app/db/db.server.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/**
 * Test data and the shared API-test setup (docs/contributing.md#conventions-lint-cannot-check: data comes from factories, each test makes its own).
 */

let sequence = 0;

/** A slug no other test data has: `<prefix>-<n>`. */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${++sequence}`;
}

/** The article payload the admin editor sends (spec §7), with a slug of its own. */
export function articlePayload(overrides: Record<string, unknown> = {}) {
  const slug = uniqueSlug("article");
  return {
    title: `Title of ${slug}`,
    slug,
    content: `<p>Body of ${slug}, long enough to be valid.</p>`,
    excerpt: `Excerpt of ${slug}`,
    coverImage: "https://example.com/cover.jpg",
    published: true,
    featured: false,
    categoryId: null,
    ...overrides,
  };
}

/** A category payload with a slug of its own. */
export function categoryPayload(overrides: Record<string, unknown> = {}) {
  const slug = uniqueSlug("category");
  return { name: `Category ${slug}`, slug, description: `About ${slug}`, ...overrides };
}

/** A JPEG photo of `width` x `height` with noise (so every one is different), as a camera would send it. */
export function photoBytes(width = 320, height = 240): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + (++sequence % 251) * 13) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** POST /api/uploads/image with one file, as the admin's image pickers do; returns the stored image. */
export async function uploadImage(
  server: TestServer,
  token: string,
  bytes: Buffer,
  fileName = "photo.jpg",
): Promise<{ id: string; url: string; width: number; height: number; shareUrl: string }> {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), fileName);
  const res = await fetch(`${server.baseUrl}/api/uploads/image`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; url: string; width: number; height: number; shareUrl: string };
}

export interface ApiTestContext {
  server: TestServer;
  /** The signed-in admin's bearer token. */
  adminToken: string;
  /** A signed-in user without admin rights. */
  readerToken: string;
}

/**
 * Registers the hooks of an API test file: one real server over a fresh database of `engine` for the
 * whole describe block, an admin and a non-admin signed in, and every test failing when the server
 * logged an error (an unexpected 500). `ready` receives the context once the server is up.
 */
export function useApiServer(engine: Engine, ready: (context: ApiTestContext) => void): void {
  let server: TestServer | undefined;
  let consoleError: MockInstance;
  beforeAll(async () => {
    server = await startTestServer(engine);
    ready({ server, adminToken: (await server.signInAdmin()).token, readerToken: (await server.signInNonAdmin()).token });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error");
  });
  afterEach(() => {
    try {
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      consoleError.mockRestore();
    }
  });
}
