import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { api, initAndSignIn, logLines, type ServerProcess, startServerProcess } from "./server-process.ts";

describe("SIGTERM with requests in flight", () => {
  let server: ServerProcess | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.kill("SIGKILL");
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes them, refuses new connections and exits 0 within 10 s", { timeout: 60_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-term-"));
    // Debug lines say when each request has reached the server (not merely been queued by the client).
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: "debug" });
    const token = await initAndSignIn(server.baseUrl);
    const image = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#336699" } }).jpeg().toBuffer();
    const upload = () => {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), "big.jpg");
      return fetch(`${server?.baseUrl}/api/uploads/image`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
    };
    const inFlight = Array.from({ length: 4 }, upload);
    const started = () => logLines(server?.output() ?? "").filter((line) => line.msg === "request started" && line.path === "/api/uploads/image").length;
    for (let i = 0; i < 600 && started() < 4; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(started()).toBe(4);
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

  it("gives back the outbox leases it holds, so another instance sends those items at once", { timeout: 60_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-term-"));
    // An SMTP server that accepts and never answers: the send hangs past the worker's grace.
    const silentSmtp = net.createServer(() => {});
    await new Promise<void>((resolve) => silentSmtp.listen(0, "127.0.0.1", resolve));
    try {
      const smtpPort = (silentSmtp.address() as net.AddressInfo).port;
      server = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OWNER_EMAIL: "owner@example.com", OUTBOX_POLL_MS: "100" });
      const sent = await api(server.baseUrl, "POST", "/api/messages", { body: { kind: "contact", name: "Lease Test", email: "visitor@example.com", message: "Held by a hanging send." } });
      expect(sent.status).toBe(201);
      const leased = () => {
        const db = new SQLite(path.join(dataDir ?? "", "site.db"), { readonly: true });
        try {
          return db.prepare("select status, leased_by from outbox").all() as { status: string; leased_by: string | null }[];
        } finally {
          db.close();
        }
      };
      for (let i = 0; i < 100 && !leased().some((row) => row.leased_by); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(leased().some((row) => row.status === "sending" && row.leased_by)).toBe(true);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(leased().every((row) => row.status === "pending" && row.leased_by === null)).toBe(true);
      const messages = logLines(server.output()).map((line) => line.msg);
      expect(messages.some((msg) => /^\[outbox\] released [1-9]\d* lease\(s\) held at shutdown$/.test(String(msg))), server.output()).toBe(true);
      expect(messages).toContain("Stopped: every request answered, leases released, database closed");
      server = undefined;
    } finally {
      silentSmtp.close();
    }
  });
});
