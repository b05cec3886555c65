import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { initAndSignIn, type ServerProcess, startServerProcess } from "./server-process.ts";

describe("SIGTERM with requests in flight", () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.kill("SIGKILL");
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes them, refuses new connections and exits 0 within 10 s", { timeout: 60_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-term-"));
    server = await startServerProcess({ DATA_DIR: dataDir });
    const token = await initAndSignIn(server.baseUrl);
    const image = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "big.jpg");
      return fetch(`${server?.baseUrl}/api/uploads/image`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    };
    const inFlight = Array.from({ length: 4 }, upload);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");

    const responses = await Promise.all(inFlight);
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const code = await server.exited;
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(server?.port ?? 0, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(true));
    });
    expect(refused).toBe(true);
    server = undefined;
  });
});
