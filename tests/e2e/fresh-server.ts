import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { captureOutput, freePort, ROOT, startArguments, startEnvironment } from "#tests/durability/server-process.ts";
const START_TIMEOUT_MS = 30_000;

export interface FreshServer {
  baseURL: string;
  /** The server's database folder (DATA_DIR), for the owner's command-line tool. */
  dataDir: string;
  /** Environment that points tools (`node scripts/admin.ts`) at this server's database. */
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * The built production server (as `npm start` runs it) on a free port with a brand-new SQLite
 * database of its own (a fresh install), for specs that need one: POST /api/init works once per
 * database, empty states, broken databases. `overrides` are added to its environment last.
 */
export async function startFreshServer(overrides: Record<string, string> = {}): Promise<FreshServer> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "admin-e2e-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...startEnvironment(),
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: baseURL,
    COOKIE_SECURE: "false",
  };
  // A developer's DATABASE_URL must not send the fresh install to a shared PostgreSQL.
  delete env.DATABASE_URL;
  Object.assign(env, overrides);
  // As `npm start` runs it (its Node arguments and allocator settings), as the durability tests do.
  const child = spawn(process.execPath, startArguments(), { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const log = captureOutput(child);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, env, stop };
}
