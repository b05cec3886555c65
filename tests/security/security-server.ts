import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Engine } from "#app/db/db.server.ts";
import { startServerProcess } from "#tests/durability/server-process.ts";
import { createTestDatabase } from "#tests/setup/test-db.ts";

/**
 * The built production server as a black box for the security suite: a child process on a fresh
 * database of the given engine, behind a (pretend) reverse proxy so that tests can speak for many
 * client IPs through `X-Forwarded-For` (`TRUST_PROXY=loopback`).
 */

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: unknown;
}

export interface RequestOptions {
  body?: string | Buffer;
  headers?: Record<string, string>;
  token?: string;
}

export interface SecurityServer {
  engine: Engine;
  baseUrl: string;
  /** The signed-in admin's bearer token. */
  token: string;
  /** The admin's credentials, as \`POST /api/init\` gave them. */
  username: string;
  password: string;
  /** Sends exactly `rawPath` (no URL normalisation: dot segments, encodings and case are kept). */
  request: (method: string, rawPath: string, options?: RequestOptions) => Promise<RawResponse>;
  /** JSON call: `body` is serialised, the answer parsed. */
  json: (method: string, rawPath: string, body?: unknown, options?: Omit<RequestOptions, "body">) => Promise<RawResponse>;
  /** Everything the server printed (its log). */
  output: () => string;
  close: () => Promise<void>;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function rawRequest(port: number, method: string, rawPath: string, options: RequestOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers["content-length"] = Buffer.byteLength(options.body);
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, method, path: rawPath, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      let ended = false;
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        ended = true;
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: parseJson(text) });
      });
      res.on("error", reject);
      res.on("close", () => {
        if (!ended) reject(new Error(`${method} ${rawPath}: the answer was cut off`));
      });
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${rawPath}: no answer within 20 s`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      // A body over the server's limit: the server answers (413) and closes the connection while this
      // side is still writing the rest. The answer, already here, is what the test judges.
      if (answered && (error.code === "EPIPE" || error.code === "ECONNRESET")) return;
      reject(error);
    });
    req.end(options.body);
  });
}

/** `env` adds to (or overrides) the server's environment, e.g. SITE_URL. */
export async function startSecurityServer(engine: Engine, extraEnv: Record<string, string> = {}): Promise<SecurityServer> {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (engine === "postgres") {
    const database = await createTestDatabase("postgres");
    env = { DATABASE_URL: database.location };
    cleanup = () => database.close();
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-security-"));
    env = { DATA_DIR: dataDir };
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const server = await startServerProcess({ ...env, TRUST_PROXY: "loopback", ...extraEnv });
  const request: SecurityServer["request"] = (method, rawPath, options = {}) => rawRequest(server.port, method, rawPath, options);
  const json: SecurityServer["json"] = (method, rawPath, body, options = {}) =>
    request(method, rawPath, {
      ...options,
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...options.headers },
    });

  const init = await json("POST", "/api/init");
  const { username, password } = init.json as { username: string; password: string };
  const login = await json("POST", "/api/auth/login", { username, password });
  const token = (login.json as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`sign-in failed: ${login.status} ${login.text}`);

  return {
    engine,
    baseUrl: server.baseUrl,
    token,
    username,
    password,
    request,
    json,
    output: server.output,
    close: async () => {
      await server.kill();
      await cleanup();
    },
  };
}

/** A stack trace, a source path or a module path: none may ever reach a client (API answers). */
export const LEAK_PATTERN = /\n\s+at |\bat [\w$.<>]+ \(|node_modules|file:\/\/|\/work\/|\.(?:ts|js|tsx):\d+/;

/** A stack frame in a page (pages may quote article text such as "file:///etc/passwd", so only frames). */
export const STACK_FRAME_PATTERN = /\bat (?:[\w$.<>]+ \()?(?:file:\/\/|\/)[^\s)]+:\d+:\d+/;
