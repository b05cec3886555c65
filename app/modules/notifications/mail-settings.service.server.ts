import type { Kysely, Transaction } from "kysely";
import type { Database } from "#app/db/database.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { NotificationConfig } from "#app/lib/env.server.ts";
import type { MailKeySource } from "#app/lib/mail-key.ts";
import { MAIL_PASSWORD_KEY } from "#app/modules/settings/secret-settings.ts";
import { readTextSetting, writeTextSetting } from "#app/modules/settings/settings.service.server.ts";
import { createEmailDeliverer, parseMailFrom, type SmtpOptions, smtpOptionsFromUrl } from "./mail-transport.server.ts";
import { loadMailKey, openSecret, sealSecret } from "./mail-secret.server.ts";
import type { MailSettingsUpdate } from "./mail-settings.schema.ts";
import { MAIL_SECURITY, type MailFailure, type MailSecurity, type MailSettingsView, type MailSource, type MailTestResult } from "./mail-settings.ts";
import type { Deliverer } from "./outbox-worker.server.ts";
import { DeliveryError } from "./outbox.service.server.ts";

/** The admin's e-mail settings (ADR 048): everything but the password, as JSON. */
export const MAIL_SETTINGS_KEY = "mail.smtp";

/** What a change or a test is recorded as (the caller writes the audit event, in the same transaction for a save). */
export type MailAuditRecord = (db: Kysely<Database>, details: Record<string, unknown>, outcome: "success" | "failure") => Promise<void>;

/** Another instance's save reaches this one within this long (and before any delivery). */
const RELOAD_MS = 5_000;
/** A test e-mail gives up sooner than the outbox (the owner is waiting on the page). */
const TEST_TIMEOUTS = { connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 10_000 };

interface StoredMailSettings {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  from: string;
  ownerEmail: string;
}

/** The e-mail set-up in use: the environment's, or the admin's. */
export interface ActiveEmail {
  source: Exclude<MailSource, "off">;
  smtp: SmtpOptions;
  from: string;
  ownerEmail: string;
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}

function parseStored(value: string | undefined): StoredMailSettings | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<StoredMailSettings>;
    if (typeof parsed.host !== "string" || typeof parsed.port !== "number") return undefined;
    return {
      host: parsed.host,
      port: parsed.port,
      security: MAIL_SECURITY.includes(parsed.security as MailSecurity) ? (parsed.security as MailSecurity) : "starttls",
      user: typeof parsed.user === "string" ? parsed.user : "",
      from: typeof parsed.from === "string" ? parsed.from : "",
      ownerEmail: typeof parsed.ownerEmail === "string" ? parsed.ownerEmail : "",
    };
  } catch {
    return undefined;
  }
}

/** Nodemailer's options for the form's settings: none = plain SMTP, starttls = STARTTLS required, tls = implicit TLS. */
export function smtpOptionsFromSettings(settings: StoredMailSettings, password: string | undefined): SmtpOptions {
  const base = smtpOptionsFromUrl(`smtp://${settings.host.includes(":") && !settings.host.startsWith("[") ? `[${settings.host}]` : settings.host}:${settings.port}`);
  return {
    ...base,
    secure: settings.security === "tls",
    requireTLS: settings.security === "starttls",
    ignoreTLS: settings.security === "none",
    auth: settings.user ? { user: settings.user, pass: password ?? "" } : undefined,
  };
}

/** A nodemailer error in one of the categories the admin explains. */
export function classifyMailError(error: unknown): MailFailure {
  const { code, responseCode, command } = (error ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  const message = error instanceof Error ? error.message : String(error);
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (code === "EAUTH" || command === "AUTH PLAIN" || command === "AUTH LOGIN" || responseCode === 535) return "auth";
  if (code === "EDNS" || cause === "ENOTFOUND" || /ENOTFOUND|EAI_AGAIN|getaddrinfo/.test(message)) return "dns";
  if (code === "ETLS" || /certificate|SSL|TLS|wrong version number|self[- ]signed/i.test(message)) return "tls";
  if (code === "ETIMEDOUT" || /timeout|timed out/i.test(message)) return "timeout";
  if (code === "ECONNECTION" || code === "ESOCKET" || /ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH/.test(message)) return "connection";
  if (code === "EENVELOPE" || code === "EMESSAGE" || typeof responseCode === "number") return "rejected";
  return "other";
}

/**
 * E-mail settings for this process: the environment's (SMTP_URL, MAIL_FROM, OWNER_EMAIL) when set,
 * otherwise the ones saved from Settings › E-mail. Everything that sends mail goes through `active()`
 * and `deliver`, so a save is used at once, without a restart; other instances pick it up within seconds.
 */
export class MailSettings {
  private stored: StoredMailSettings | undefined;
  private sealedPassword: string | undefined;
  private activeEmail: ActiveEmail | null;
  private sender: { signature: string; deliver: Deliverer; close: () => void } | undefined;
  private loadedAt = 0;
  private key: Buffer | undefined;
  private timer: NodeJS.Timeout | undefined;

  private readonly db: Kysely<Database>;
  private readonly environment: NotificationConfig["email"];
  private readonly keySource: MailKeySource | undefined;
  private readonly log: (text: string) => void;

  constructor(db: Kysely<Database>, environment: NotificationConfig["email"], keySource: MailKeySource | undefined, log: (text: string) => void = () => {}) {
    this.db = db;
    this.environment = environment;
    this.keySource = keySource;
    this.log = log;
    this.activeEmail = environment
      ? { source: "environment", smtp: smtpOptionsFromUrl(environment.smtpUrl), from: environment.from, ownerEmail: environment.ownerEmail, dkim: environment.dkim }
      : null;
  }

  /** The e-mail set-up in use now (null: e-mail is off). */
  active(): ActiveEmail | null {
    return this.activeEmail;
  }

  /** The host of the SMTP server in use, read from the database now (the privacy notice names it: another instance's save counts at once). */
  async readActiveHost(): Promise<string | null> {
    await this.reload();
    return this.activeEmail?.smtp.host ?? null;
  }

  /** Reads the saved settings again (at start, after a save, every few seconds). */
  async reload(): Promise<void> {
    this.loadedAt = Date.now();
    if (this.environment) return;
    const [stored, sealed] = await Promise.all([readTextSetting(this.db, MAIL_SETTINGS_KEY), readTextSetting(this.db, MAIL_PASSWORD_KEY)]);
    this.stored = parseStored(stored);
    this.sealedPassword = sealed || undefined;
    const settings = this.stored;
    if (!settings || !settings.host || !settings.ownerEmail) {
      this.activeEmail = null;
      return;
    }
    this.activeEmail = { source: "admin", smtp: smtpOptionsFromSettings(settings, this.password()), from: settings.from || settings.ownerEmail, ownerEmail: settings.ownerEmail };
  }

  /** Reloads every few seconds until `stop()`. */
  start(): void {
    if (this.environment || this.timer) return;
    this.timer = setInterval(() => void this.reload().catch((error: unknown) => this.log(`[mail] could not read the e-mail settings: ${String(error)}`)), RELOAD_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.sender?.close();
    this.sender = undefined;
  }

  /** The outbox's e-mail deliverer: sends through the set-up in use at the time of sending. */
  readonly deliver: Deliverer = async (item) => {
    if (Date.now() - this.loadedAt > RELOAD_MS) await this.reload();
    const email = this.activeEmail;
    if (!email) throw new DeliveryError("E-mail is not configured (Settings › E-mail, or SMTP_URL)");
    const signature = JSON.stringify([email.smtp, email.from, email.dkim?.domainName]);
    if (this.sender?.signature !== signature) {
      this.sender?.close();
      this.sender = { signature, ...createEmailDeliverer({ smtp: email.smtp, from: email.from, dkim: email.dkim }) };
    }
    await this.sender.deliver(item);
  };

  /** What Settings › E-mail shows (never the password). */
  async view(): Promise<MailSettingsView> {
    await this.reload();
    const environment = this.environment;
    const envView = {
      smtpHost: environment ? new URL(environment.smtpUrl).host : null,
      mailFrom: environment?.from ?? null,
      ownerEmail: environment?.ownerEmail ?? null,
    };
    if (environment) {
      const smtp = smtpOptionsFromUrl(environment.smtpUrl);
      return {
        source: "environment",
        host: smtp.host,
        port: smtp.port,
        security: smtp.secure ? "tls" : "starttls",
        user: smtp.auth?.user ?? "",
        passwordSet: Boolean(smtp.auth?.pass),
        from: environment.from,
        ownerEmail: environment.ownerEmail,
        environment: envView,
      };
    }
    const stored = this.stored;
    return {
      source: this.activeEmail ? "admin" : "off",
      host: stored?.host ?? "",
      port: stored?.port ?? null,
      security: stored?.security ?? "starttls",
      user: stored?.user ?? "",
      passwordSet: this.sealedPassword !== undefined,
      from: stored?.from ?? "",
      ownerEmail: stored?.ownerEmail ?? "",
      environment: envView,
    };
  }

  /**
   * Saves the form; the password is sealed before it is written and never recorded in the audit log.
   * `inTransaction` runs the writes (the caller's, e.g. one that also marks the site's content changed:
   * the privacy notice names the SMTP host).
   */
  async save(
    update: MailSettingsUpdate,
    record: MailAuditRecord,
    inTransaction: (write: (trx: Transaction<Database>) => Promise<void>) => Promise<void> = (write) => this.db.transaction().execute(write),
  ): Promise<MailSettingsView> {
    if (this.environment) throw new AppError("CONFLICT", "E-mail is set in the server's environment (SMTP_URL): change it there");
    const settings: StoredMailSettings = {
      host: update.host,
      port: update.port,
      security: update.security,
      user: update.user,
      from: update.from,
      ownerEmail: update.ownerEmail,
    };
    const password = update.password === undefined || update.password === null ? "kept" : update.password === "" ? "cleared" : "replaced";
    const sealed = password === "replaced" ? sealSecret(this.requireKey(), update.password ?? "") : undefined;
    await inTransaction(async (trx) => {
      await writeTextSetting(trx, MAIL_SETTINGS_KEY, JSON.stringify(settings));
      if (password === "replaced" && sealed) await writeTextSetting(trx, MAIL_PASSWORD_KEY, sealed);
      if (password === "cleared") await writeTextSetting(trx, MAIL_PASSWORD_KEY, undefined);
      await record(
        trx,
        { host: settings.host, port: settings.port, security: settings.security, user: settings.user !== "", password, from: settings.from, ownerEmail: settings.ownerEmail },
        "success",
      );
    });
    return this.view();
  }

  /** Sends a test e-mail to the owner's address now (not through the outbox), and says what happened. */
  async sendTest(record: MailAuditRecord, language: "en" | "pt"): Promise<MailTestResult> {
    await this.reload();
    const email = this.activeEmail;
    let result: MailTestResult;
    if (!email) {
      result = { ok: false, reason: "off", detail: "E-mail is not set up: fill in the host and your address, and save" };
    } else {
      try {
        const nodemailer = (await import("nodemailer")).default;
        const transport = nodemailer.createTransport({ ...email.smtp, ...TEST_TIMEOUTS, ...(email.dkim ? { dkim: email.dkim } : {}) });
        try {
          await transport.sendMail({
            from: parseMailFrom(email.from),
            to: { name: "", address: email.ownerEmail },
            subject: language === "pt" ? "E-mail de teste do seu site" : "Test e-mail from your site",
            text:
              language === "pt"
                ? "Se você está lendo isto, o envio de e-mail do seu site funciona: convites e mensagens chegarão aqui."
                : "If you are reading this, your site can send e-mail: invitations and messages will reach you here.",
          });
        } finally {
          transport.close();
        }
        result = { ok: true, to: email.ownerEmail };
      } catch (error) {
        const detail = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        result = { ok: false, reason: classifyMailError(error), detail };
      }
    }
    await record(this.db, result.ok ? { source: email?.source ?? "off" } : { source: email?.source ?? "off", reason: result.reason }, result.ok ? "success" : "failure");
    return result;
  }

  private password(): string | undefined {
    if (!this.sealedPassword) return undefined;
    let key: Buffer;
    try {
      key = this.requireKey();
    } catch (error) {
      this.log(`[mail] the SMTP password cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
    const plain = openSecret(key, this.sealedPassword);
    if (plain === undefined) this.log("[mail] the stored SMTP password was sealed with another key (MAIL_SECRET_KEY or the key file changed): enter it again in Settings › E-mail");
    return plain;
  }

  private requireKey(): Buffer {
    if (this.key) return this.key;
    if (!this.keySource) throw new AppError("UNAVAILABLE", "This server has no key to keep an SMTP password (MAIL_SECRET_KEY)");
    this.key = loadMailKey(this.keySource);
    return this.key;
  }
}
