import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import type { Engine } from "#app/db/db.server.ts";
import type { NotificationConfig } from "#app/lib/env.server.ts";
import { createNotifications, type Notifications } from "#app/modules/notifications/notifier.server.ts";
import { createUserWithGeneratedPassword } from "#app/modules/auth/auth.service.server.ts";
import { createApp } from "#server/app.ts";
import { createServerContext, type ServerContext } from "#server/context.ts";
import routes from "#app/routes.ts";
import { pathsOfRouteConfig, reservedSlugsOf } from "#app/modules/pages/reserved-slugs.ts";
import { createTestDatabase, type TestDatabase } from "./test-db.ts";

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  engine: Engine;
  baseUrl: string;
  /** The server's long-lived objects (content version, published articles), as server/main.ts makes them. */
  ctx: ServerContext;
  database: TestDatabase;
  /** JSON request; `body` objects are sent as JSON, strings as they are. */
  request: <T = any>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<ApiResponse<T>>;
  /** Runs POST /api/init and signs the admin in; returns the bearer token and password. */
  signInAdmin: () => Promise<{ token: string; username: string; password: string }>;
  /** Creates a non-admin user (as the owner's CLI does) and signs it in. */
  signInNonAdmin: () => Promise<{ token: string }>;
  /** The notifier and its running outbox worker, when started with `notifications`. */
  notifications?: Notifications;
  close: () => Promise<void>;
}

export interface TestServerOptions {
  /** Turns outgoing notifications on, with an outbox worker in this process. */
  notifications?: NotificationConfig;
  /** Where the worker's log lines go (default: dropped). */
  log?: (text: string) => void;
  /** SETUP_TOKEN: POST /api/init then requires it. */
  setupToken?: string;
  /** Serve this database (closed with the server) instead of a fresh one. */
  database?: TestDatabase;
  /** SITE_URL: the public origin (default SITE_URL below). */
  siteUrl?: string;
  /** Origins the share kit may read on loopback (a test's stand-in for the public site). */
  shareKitTrustedOrigins?: readonly string[];
}

export const SITE_URL = "http://localhost:3000";

/** The real Express app on an ephemeral port over a freshly migrated database (API only, no pages). */
export async function startTestServer(engine: Engine, options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase(engine));
  const notifications = options.notifications
    ? createNotifications(database.db, options.notifications, SITE_URL, { log: options.log ?? (() => {}) })
    : undefined;
  await notifications?.start();
  const ctx = createServerContext(
    database.db,
    { production: true, siteUrl: options.siteUrl ?? SITE_URL, cookieSecure: false, setupToken: options.setupToken, auditRetentionDays: 365 },
    {
      pageCacheEntries: 0,
      notifier: notifications?.notifier,
      shareKitTrustedOrigins: options.shareKitTrustedOrigins,
      reservedSlugs: reservedSlugsOf(pathsOfRouteConfig(routes)),
    },
  );
  const app = createApp(ctx);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const request: TestServer["request"] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      headers["content-type"] ??= "application/json";
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, headers: response.headers, body: parsed as any, text };
  };

  let admin: { token: string; username: string; password: string } | undefined;
  const signInAdmin = async () => {
    if (admin) return admin;
    const init = await request("POST", "/api/init", options.setupToken ? { body: { setupToken: options.setupToken } } : {});
    if (init.status !== 201) throw new Error(`init failed: ${init.status} ${init.text}`);
    const login = await request("POST", "/api/auth/login", {
      body: { username: init.body.username, password: init.body.password },
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
    admin = { token: login.body.token, username: init.body.username, password: init.body.password };
    return admin;
  };

  let nonAdminCount = 0;
  const signInNonAdmin = async () => {
    const username = `reader${++nonAdminCount}`;
    const password = await createUserWithGeneratedPassword(database.db, username, { isAdmin: false });
    const login = await request("POST", "/api/auth/login", { body: { username, password } });
    if (login.status !== 200) throw new Error(`non-admin login failed: ${login.status} ${login.text}`);
    return { token: login.body.token as string };
  };

  return {
    engine,
    baseUrl,
    ctx,
    database,
    request,
    signInAdmin,
    signInNonAdmin,
    notifications,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await notifications?.stop();
      await database.close();
    },
  };
}
