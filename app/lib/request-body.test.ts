import { describe, expect, it } from "vitest";
import { readFormBody, REQUEST_BODY_LIMIT_BYTES } from "./request-body.ts";

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A request whose body arrives in chunks without a Content-Length (as a chunked upload does). */
function chunkedRequest(chunks: number, chunkBytes: number): { request: Request; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new TextEncoder().encode(pulled === 1 ? `message=${"x".repeat(chunkBytes - 8)}` : "x".repeat(chunkBytes)));
    },
  });
  return { request: new Request("http://localhost/?index", { method: "POST", headers: FORM, body, duplex: "half" } as RequestInit), pulled: () => pulled };
}

describe("readFormBody", () => {
  it("reads a form within the limit", async () => {
    const body = await readFormBody(new Request("http://localhost/?index", { method: "POST", headers: FORM, body: "name=Ana&message=Hi" }));
    expect(body.tooLarge).toBe(false);
    expect(body.tooLarge ? null : body.form.get("name")).toBe("Ana");
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const { request, pulled } = chunkedRequest(10, 1024);
    const declared = new Request(request, { headers: { ...FORM, "content-length": String(REQUEST_BODY_LIMIT_BYTES + 1) } });
    expect(await readFormBody(declared)).toEqual({ tooLarge: true });
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("stops reading a body without Content-Length once it passes the limit", async () => {
    const { request, pulled } = chunkedRequest(100, 64 * 1024);
    expect(await readFormBody(request)).toEqual({ tooLarge: true });
    expect(pulled()).toBeLessThan(20);
  });

  it("throws for a body that is not a form, as Request.formData() does", async () => {
    await expect(readFormBody(new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }))).rejects.toThrow();
  });
});
