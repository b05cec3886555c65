import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, initAndSignIn, type ServerProcess, startServerProcess } from "./server-process.ts";

const DURATION_MS = 12_000;
const CONNECTIONS = 30;
const PATHS = ["/", "/pt", "/articles", "/api/articles", "/articles/load-1"];

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

describe("bounded load while the admin edits", () => {
  let server: ServerProcess;
  let dataDir: string;
  let token: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-load-"));
    server = await startServerProcess({ DATA_DIR: dataDir });
    token = await initAndSignIn(server.baseUrl);
    await api(server.baseUrl, "POST", "/api/sample-articles", { token });
    for (let i = 1; i <= 5; i++) {
      await api(server.baseUrl, "POST", "/api/articles", {
        body: { title: `Load ${i}`, slug: `load-${i}`, content: `<p>${"Words for the load test. ".repeat(200)}</p>`, published: true },
        token,
      });
    }
  }, 60_000);
  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`serves ${CONNECTIONS} connections for ${DURATION_MS / 1000} s with zero errors and flat memory`, { timeout: 60_000 }, async () => {
    const pid = server.child.pid ?? 0;
    const errors: string[] = [];
    let requests = 0;
    let rssWarm = 0;
    const endAt = Date.now() + DURATION_MS;
    const warmAt = Date.now() + DURATION_MS / 4;
    const worker = async (n: number) => {
      for (let i = n; Date.now() < endAt; i++) {
        const target = PATHS[i % PATHS.length] ?? "/";
        try {
          const response = await fetch(server.baseUrl + target);
          await response.arrayBuffer();
          if (response.status !== 200) errors.push(`${target}: ${response.status}`);
          requests++;
        } catch (error) {
          errors.push(`${target}: ${String(error)}`);
        }
        if (!rssWarm && Date.now() > warmAt) rssWarm = rssKb(pid);
      }
    };
    const editor = async () => {
      for (let i = 0; Date.now() < endAt; i++) {
        const res = await api(server.baseUrl, "PUT", "/api/articles/1", {
          body: { title: `Edited ${i}`, slug: "edited-article", content: `<p>Edit number ${i} of the body.</p>`, published: true },
          token,
        });
        if (res.status !== 200) errors.push(`edit: ${res.status}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await Promise.all([...Array.from({ length: CONNECTIONS }, (_, n) => worker(n)), editor()]);
    const rssEnd = rssKb(pid);
    expect(errors.slice(0, 5)).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    expect(rssEnd).toBeLessThan(rssWarm * 1.5 + 20_000);
  });
});
