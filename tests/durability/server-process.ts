import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Node's arguments of the server in `npm start` (package.json: the last `node` command, after the
 * Node version check), so that tests and the bench run the server as production does.
 */
export function startArguments(): string[] {
  const words = startWords();
  return words.slice(words.lastIndexOf("node") + 1);
}

function startWords(): string[] {
  const script = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
  return script.trim().split(/\s+/);
}

/** The environment `npm start` sets in front of that `node` command (`NAME=value` words: the allocator's settings, ADR 056). */
export function startEnvironment(): Record<string, string> {
  const words = startWords();
  const before = words.slice(0, words.lastIndexOf("node"));
  const assignments = before.slice(before.lastIndexOf("&&") + 1).filter((word) => /^[A-Z_][A-Z0-9_]*=/.test(word));
  return Object.fromEntries(assignments.map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)]));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  kill: (signal?: NodeJS.Signals) => Promise<number | string>;
}

/** The most of a server's output kept in memory (characters); beyond it, the oldest half is dropped. */
const MAX_OUTPUT_CHARS = 32 * 1024 * 1024;

/** A child's standard output and error as one string: the newest lines only (whole), beyond MAX_OUTPUT_CHARS. */
export function captureOutput(child: ChildProcess): () => string {
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    // A server under the bench's load logs some 7 MB a second.
    if (output.length > MAX_OUTPUT_CHARS) output = output.slice(output.indexOf("\n", output.length - MAX_OUTPUT_CHARS / 2) + 1);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return () => output;
}

/** The production server (built pages included) as a child process on its own port; `undefined` in `env` unsets a variable. */
export async function startServerProcess(env: Record<string, string | undefined>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const merged = { ...process.env, ...startEnvironment(), NODE_ENV: "production", PORT: String(chosen), HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${chosen}`, COOKIE_SECURE: "false", ...env };
  const child = spawn(process.execPath, startArguments(), {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = captureOutput(child);
  const exited = new Promise<number | string>((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  const baseUrl = `http://127.0.0.1:${chosen}`;
  // Generous: on a busy 2-core machine (CI, or a start during a test's burst of requests) a start can take long.
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    port: chosen,
    child,
    output,
    exited,
    kill: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface LogLine {
  level: string;
  msg?: string;
  [field: string]: unknown;
}

/** The server's JSON log lines (server/main.ts logs with pino); a line that is not JSON fails the test. */
export function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
    });
}

/** The messages of the server's log lines, one a line (for matching text the server logs); other lines as they are. */
export function logMessages(output: string): string {
  return output
    .split("\n")
    .map((line) => {
      try {
        return String((JSON.parse(line) as LogLine).msg ?? "");
      } catch {
        return line;
      }
    })
    .join("\n");
}

export async function api(baseUrl: string, method: string, pathname: string, options: { body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(baseUrl + pathname, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: any;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: response.headers };
}

export async function initAndSignIn(baseUrl: string): Promise<string> {
  const init = await api(baseUrl, "POST", "/api/init");
  if (init.status !== 201) throw new Error(`init: ${init.status} ${init.text}`);
  const login = await api(baseUrl, "POST", "/api/auth/login", { body: { username: init.body.username, password: init.body.password } });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
  return login.body.token as string;
}
