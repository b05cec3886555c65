import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { NotificationConfig } from "#app/lib/env.server.ts";
import { MailSettings } from "./mail-settings.service.server.ts";
import type { NotificationSettings } from "./notification.ts";
import { type Deliverer, OutboxWorker } from "./outbox-worker.server.ts";
import { createWebhookDeliverer } from "./webhook.server.ts";

/**
 * What the request side needs of notifications (made once in server/main.ts, handed to the API and to
 * loaders/actions through their contexts): which channels are on, and a way to wake the worker.
 */
export interface Notifier {
  siteUrl: string;
  /** Null when e-mail is off (no SMTP_URL, nothing saved in Settings › E-mail): read at the time of use. */
  readonly email: { ownerEmail: string; from: string } | null;
  /** Null when no webhook is configured. */
  webhook: { host: string } | null;
  /** How long an item is retried before it is marked failed. */
  retryWindowMs: number;
  /** Something was written to the outbox: deliver it now. */
  wake: () => void;
  /** The e-mail settings (the environment's, or the admin's): absent in tests that make their own notifier. */
  mail?: MailSettings;
}

export interface Notifications {
  notifier: Notifier;
  worker: OutboxWorker;
  /** Reads the admin's e-mail settings, then starts delivering (polling and wake-ups). */
  start: () => Promise<void>;
  /** Stops the worker after the sends in flight, and closes the SMTP transport. */
  stop: () => Promise<void>;
}

/** The notifier and its outbox worker for this process (not started). */
export function createNotifications(
  db: Kysely<Database>,
  config: NotificationConfig,
  siteUrl: string,
  options: { log?: (text: string) => void } = {},
): Notifications {
  // E-mail goes through the set-up in use when each item is sent: a save in Settings › E-mail counts at once.
  const mail = new MailSettings(db, config.email, config.mailKey, options.log);
  const deliverers: { email?: Deliverer; webhook?: Deliverer } = { email: mail.deliver };
  if (config.webhook) deliverers.webhook = createWebhookDeliverer(config.webhook);
  const worker = new OutboxWorker(db, deliverers, {
    pollIntervalMs: config.outbox.pollIntervalMs,
    backoff: { baseMs: config.outbox.backoffBaseMs, maxMs: config.outbox.backoffMaxMs },
    leaseMs: config.outbox.leaseMs,
    log: options.log,
  });
  const notifier: Notifier = {
    siteUrl,
    get email() {
      const active = mail.active();
      return active ? { ownerEmail: active.ownerEmail, from: active.from } : null;
    },
    webhook: config.webhook ? { host: new URL(config.webhook.url).host } : null,
    retryWindowMs: config.outbox.retryWindowMs,
    wake: () => worker.wake(),
    mail,
  };
  return {
    notifier,
    worker,
    start: async () => {
      try {
        await mail.reload();
      } catch (error) {
        options.log?.(`[mail] could not read the e-mail settings: ${error instanceof Error ? error.message : String(error)}`);
      }
      mail.start();
      worker.start();
    },
    stop: async () => {
      await worker.stop();
      mail.stop();
    },
  };
}

/** The channels as the admin sees them (never a secret or the SMTP URL). */
export function describeChannels(notifier: Notifier | undefined, acknowledgements: boolean): NotificationSettings {
  return {
    email: { enabled: !!notifier?.email, ownerEmail: notifier?.email?.ownerEmail ?? null, from: notifier?.email?.from ?? null },
    webhook: { enabled: !!notifier?.webhook, host: notifier?.webhook?.host ?? null },
    acknowledgements,
  };
}

/** One line for the start-up log: where notifications go (host names only, never credentials). */
export function describeNotificationSetup(config: NotificationConfig): string {
  const email = config.email
    ? `e-mail to ${config.email.ownerEmail} through ${new URL(config.email.smtpUrl).host}`
    : "e-mail off (set SMTP_URL, MAIL_FROM and OWNER_EMAIL to be told of new messages)";
  const webhook = config.webhook ? `, webhook to ${new URL(config.webhook.url).host}` : "";
  return `Notifications: ${email}${webhook}`;
}
