import path from "node:path";
import { z } from "zod";
import type { DatabaseConfig } from "#app/db/db.server.ts";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  SITE_URL: z.url().default("http://localhost:3000"),
  COOKIE_SECURE: z.enum(["true", "false"]).optional(),
  TRUST_PROXY: z.string().optional(),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).default(300),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1, "AUDIT_RETENTION_DAYS must be at least 1").default(365),
  SETUP_TOKEN: z
    .string()
    .min(16, "SETUP_TOKEN must be at least 16 characters (e.g. openssl rand -hex 16)")
    .max(200, "SETUP_TOKEN must be at most 200 characters")
    .optional(),
});

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  siteUrl: string;
  cookieSecure: boolean;
  trustProxy: string | undefined;
  /** Rendered pages kept in memory (0: off; always off in development, where code changes live). */
  pageCacheEntries: number;
  /** Audit log entries older than this many days are deleted (README "Audit log"). */
  auditRetentionDays: number;
  /** When set, `POST /api/init` requires it (a site on the internet cannot be claimed by a stranger). */
  setupToken?: string;
  database: DatabaseConfig;
}

/** Reads and validates the environment once at boot; a bad value stops the process with a clear message. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty SETUP_TOKEN (SETUP_TOKEN= in a service file) means none, like an unset one.
  const parsed = EnvSchema.safeParse({ ...env, SETUP_TOKEN: env.SETUP_TOKEN || undefined });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL.replace(/\/+$/, ""),
    cookieSecure: e.COOKIE_SECURE ? e.COOKIE_SECURE === "true" : production,
    trustProxy: e.TRUST_PROXY,
    pageCacheEntries: production ? e.PAGE_CACHE_ENTRIES : 0,
    setupToken: e.SETUP_TOKEN,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    database: e.DATABASE_URL
      ? { engine: "postgres", url: e.DATABASE_URL }
      : { engine: "sqlite", file: path.resolve(e.DATA_DIR, "site.db") },
  };
}
