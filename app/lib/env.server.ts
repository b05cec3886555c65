import path from "node:path";
import { z } from "zod";
import type { DatabaseConfig } from "#app/db/db.server.ts";
import { LOG_LEVELS, type LogLevel } from "./logger.server.ts";
import { type MailKeySource, parseMailKey } from "./mail-key.ts";

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
  // Notifications (ADR 016): e-mail when SMTP_URL is set, a webhook when NOTIFY_WEBHOOK_URL is.
  SMTP_URL: z.string().regex(/^smtps?:\/\/[^/]+/, "SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465").optional(),
  MAIL_FROM: z.string().regex(/@/, "MAIL_FROM must hold an address: you@example.com or \"Name <you@example.com>\"").optional(),
  OWNER_EMAIL: z.email("OWNER_EMAIL must be an e-mail address").optional(),
  // Seals the SMTP password saved in Settings › E-mail (ADR 048); without it, DATA_DIR/mail-secret.key.
  MAIL_SECRET_KEY: z
    .string()
    .refine((value) => parseMailKey(value) !== undefined, "MAIL_SECRET_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)")
    .optional(),
  NOTIFY_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "NOTIFY_WEBHOOK_URL must be an http(s) URL" }).optional(),
  NOTIFY_WEBHOOK_SECRET: z.string().min(16, "NOTIFY_WEBHOOK_SECRET must be at least 16 characters").optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(5_000),
  OUTBOX_BACKOFF_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_BACKOFF_MAX_MS: z.coerce.number().int().min(10).default(60 * 60 * 1000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(2 * 60 * 1000),
  OUTBOX_RETRY_HOURS: z.coerce.number().min(0.001).default(48),
  // DKIM signing of every e-mail (all three, or none).
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  // The newsletter (issue 25): on unless NEWSLETTER=off; e-mails per minute across every instance.
  NEWSLETTER: z.enum(["on", "off"], "NEWSLETTER must be on or off").default("on"),
  NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1, "NEWSLETTER_PER_MINUTE must be at least 1").default(60),
  NEWSLETTER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1, "AUDIT_RETENTION_DAYS must be at least 1").default(365),
  SETUP_TOKEN: z
    .string()
    .min(16, "SETUP_TOKEN must be at least 16 characters (e.g. openssl rand -hex 16)")
    .max(200, "SETUP_TOKEN must be at most 200 characters")
    .optional(),
  // Scheduled publishing (ADR 020): how often due article versions are looked for.
  SCHEDULER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  // Operations (docs/operations-production.md): logs and metrics.
  LOG_LEVEL: z.enum(LOG_LEVELS, "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent").default("info"),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default("127.0.0.1"),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 24)").optional(),
  // Scheduled backups: daily@HH:MM (UTC) into BACKUP_DIR, copied to BACKUP_S3_URL when set.
  BACKUP_SCHEDULE: z.string().regex(/^daily@([01]\d|2[0-3]):[0-5]\d$/, "BACKUP_SCHEDULE must look like daily@03:00 (UTC)").optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_S3_URL: z.string().regex(/^s3:\/\/[^/?]+/, "BACKUP_S3_URL must look like s3://bucket/prefix?region=...&endpoint=https://...").optional(),
  BACKUP_POLL_MS: z.coerce.number().int().min(100).default(60_000),
  // Seals every scheduled backup with this passphrase (ADR 032): scrypt + AES-256-GCM.
  // Privacy-first analytics (issue 24, docs/operations.md#analytics): on unless ANALYTICS=off.
  ANALYTICS: z.enum(["on", "off"], "ANALYTICS must be on or off").default("on"),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1, "ANALYTICS_RETENTION_DAYS must be at least 1").max(3660).default(30),
  BACKUP_PASSPHRASE: z.string().min(12, "BACKUP_PASSPHRASE must be at least 12 characters").max(1024).optional(),
});

export interface NotificationConfig {
  /** Null: e-mail is off (no SMTP_URL). */
  email: { smtpUrl: string; from: string; ownerEmail: string; dkim?: { domainName: string; keySelector: string; privateKey: string } } | null;
  webhook: { url: string; secret: string } | null;
  /** What seals the SMTP password saved from the admin; absent: no password can be saved (tests). */
  mailKey?: MailKeySource;
  outbox: { pollIntervalMs: number; backoffBaseMs: number; backoffMaxMs: number; leaseMs: number; retryWindowMs: number };
}

export interface ServerConfig {
  production: boolean;
  port: number;
  host: string;
  siteUrl: string;
  cookieSecure: boolean;
  trustProxy: string | undefined;
  /** Rendered pages kept in memory (0: off; always off in development, where code changes live). */
  pageCacheEntries: number;
  /** Audit log entries older than this many days are deleted (docs/operations.md#audit-log). */
  auditRetentionDays: number;
  /** When set, `POST /api/init` requires it (a site on the internet cannot be claimed by a stranger). */
  setupToken?: string;
  database: DatabaseConfig;
  notifications: NotificationConfig;
  /** How often scheduled article versions are published (at most a minute: ADR 020). */
  schedulerPollMs: number;
  logLevel: LogLevel;
  /** Prometheus metrics: on a port of their own, and/or on the main port behind a bearer token; neither: off. */
  metrics: { port?: number; host: string; token?: string };
  /** The newsletter (issue 25): off with NEWSLETTER=off; `perMinute` e-mails at most; marked versions looked for every `pollIntervalMs`. */
  newsletter: { enabled: boolean; perMinute: number; pollIntervalMs: number };
  /** Scheduled backups; undefined: off (BACKUP_SCHEDULE unset). */
  /** Analytics (issue 24); null: off (ANALYTICS=off). */
  analytics: { retentionDays: number } | null;
  backups?: { schedule: string; dir: string; s3Url?: string; pollIntervalMs: number; passphrase?: string };
}

/** Reads and validates the environment once at boot; a bad value stops the process with a clear message. */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // An empty SETUP_TOKEN (SETUP_TOKEN= in a service file) means none, like an unset one.
  const parsed = EnvSchema.safeParse({
    ...env,
    SETUP_TOKEN: env.SETUP_TOKEN || undefined,
    METRICS_TOKEN: env.METRICS_TOKEN || undefined,
    METRICS_PORT: env.METRICS_PORT || undefined,
    LOG_LEVEL: env.LOG_LEVEL || undefined,
    BACKUP_SCHEDULE: env.BACKUP_SCHEDULE || undefined,
    BACKUP_DIR: env.BACKUP_DIR || undefined,
    BACKUP_S3_URL: env.BACKUP_S3_URL || undefined,
    BACKUP_PASSPHRASE: env.BACKUP_PASSPHRASE || undefined,
    ANALYTICS: env.ANALYTICS || undefined,
    ANALYTICS_RETENTION_DAYS: env.ANALYTICS_RETENTION_DAYS || undefined,
    DKIM_DOMAIN: env.DKIM_DOMAIN || undefined,
    DKIM_SELECTOR: env.DKIM_SELECTOR || undefined,
    DKIM_PRIVATE_KEY: env.DKIM_PRIVATE_KEY || undefined,
    NEWSLETTER: env.NEWSLETTER || undefined,
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && !e.OWNER_EMAIL) throw new Error("Invalid environment:\n  OWNER_EMAIL: set it to the address notifications go to (SMTP_URL is set)");
  if (e.NOTIFY_WEBHOOK_URL && !e.NOTIFY_WEBHOOK_SECRET) {
    throw new Error("Invalid environment:\n  NOTIFY_WEBHOOK_SECRET: set it (16+ characters) to sign the webhook's calls (NOTIFY_WEBHOOK_URL is set)");
  }
  const dkimParts = [e.DKIM_DOMAIN, e.DKIM_SELECTOR, e.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (dkimParts !== 0 && dkimParts !== 3) throw new Error("Invalid environment:\n  DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY: set all three to sign e-mail, or none");
  const dkim =
    e.DKIM_DOMAIN && e.DKIM_SELECTOR && e.DKIM_PRIVATE_KEY
      ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: e.DKIM_PRIVATE_KEY.replace(/\\n/g, "\n") }
      : undefined;
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
    schedulerPollMs: e.SCHEDULER_POLL_MS,
    logLevel: e.LOG_LEVEL,
    analytics: e.ANALYTICS === "off" ? null : { retentionDays: e.ANALYTICS_RETENTION_DAYS },
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    backups: e.BACKUP_SCHEDULE
      ? {
          schedule: e.BACKUP_SCHEDULE,
          dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups")),
          s3Url: e.BACKUP_S3_URL,
          pollIntervalMs: e.BACKUP_POLL_MS,
          passphrase: e.BACKUP_PASSPHRASE,
        }
      : undefined,
    newsletter: { enabled: e.NEWSLETTER === "on", perMinute: e.NEWSLETTER_PER_MINUTE, pollIntervalMs: e.NEWSLETTER_POLL_MS },
    notifications: {
      email: e.SMTP_URL && e.OWNER_EMAIL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? e.OWNER_EMAIL, ownerEmail: e.OWNER_EMAIL, dkim } : null,
      webhook: e.NOTIFY_WEBHOOK_URL && e.NOTIFY_WEBHOOK_SECRET ? { url: e.NOTIFY_WEBHOOK_URL, secret: e.NOTIFY_WEBHOOK_SECRET } : null,
      mailKey: { key: e.MAIL_SECRET_KEY, file: path.resolve(e.DATA_DIR, "mail-secret.key") },
      outbox: {
        pollIntervalMs: e.OUTBOX_POLL_MS,
        backoffBaseMs: e.OUTBOX_BACKOFF_BASE_MS,
        backoffMaxMs: e.OUTBOX_BACKOFF_MAX_MS,
        leaseMs: e.OUTBOX_LEASE_MS,
        retryWindowMs: Math.round(e.OUTBOX_RETRY_HOURS * 60 * 60 * 1000),
      },
    },
  };
}
