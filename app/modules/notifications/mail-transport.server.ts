import type { Transporter } from "nodemailer";
import type { Deliverer } from "./outbox-worker.server.ts";
import { DeliveryError, type EmailPayload, type MailAddress } from "./outbox.service.server.ts";

const CONNECTION_TIMEOUT_MS = 15_000;
const GREETING_TIMEOUT_MS = 15_000;
const SOCKET_TIMEOUT_MS = 30_000;
/** Longer than the three timeouts above together: the worker's lease outlives any send. */
export const LONGEST_SEND_MS = CONNECTION_TIMEOUT_MS + GREETING_TIMEOUT_MS + SOCKET_TIMEOUT_MS;

export interface EmailConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://...` (implicit TLS). */
  smtpUrl?: string;
  /** Nodemailer's options as they are (the admin's e-mail settings, ADR 048); wins over smtpUrl. */
  smtp?: SmtpOptions;
  from: string;
  /** DKIM signing (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY): Nodemailer signs every message. */
  dkim?: { domainName: string; keySelector: string; privateKey: string };
}

/** Nodemailer's SMTP options as this site sets them. */
export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  requireTLS?: boolean;
  ignoreTLS?: boolean;
  auth: { user: string; pass: string } | undefined;
  tls: Record<string, string | boolean>;
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/** Nodemailer's options from SMTP_URL; `?tls.rejectUnauthorized=false` and other `tls.*` keys pass through. */
export function smtpOptionsFromUrl(smtpUrl: string): SmtpOptions {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  const tls: Record<string, string | boolean> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith("tls.")) tls[key.slice(4)] = value === "true" ? true : value === "false" ? false : value;
  }
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    tls,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: GREETING_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  };
}

/**
 * MAIL_FROM (`you@example.com` or `Name <you@example.com>`) as an address object: every address reaches
 * Nodemailer as `{ name, address }`, so nothing in a display name is ever read as address syntax.
 */
export function parseMailFrom(from: string): MailAddress {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  if (!match) return { name: "", address: from.trim() };
  return { name: (match[1] ?? "").replace(/^"(.*)"$/, "$1").replace(/\\(["\\])/g, "$1"), address: match[2] ?? "" };
}

/**
 * The Reply-To of a stored e-mail. Items written before issue 22 hold `Name <address>` as one string
 * built from the visitor's name: only the address between the last angle brackets is kept.
 */
export function replyToOf(value: unknown): MailAddress | undefined {
  if (typeof value === "string") {
    const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value)?.[1];
    return address ? { name: "", address } : undefined;
  }
  const candidate = value as Partial<MailAddress> | null | undefined;
  if (typeof candidate?.address !== "string") return undefined;
  return { name: typeof candidate.name === "string" ? candidate.name : "", address: candidate.address };
}

function isEmailPayload(value: unknown): value is EmailPayload {
  const payload = value as Partial<EmailPayload> | null;
  return typeof payload?.to === "string" && typeof payload.subject === "string" && typeof payload.messageId === "string";
}

/** The SMTP server said the recipient does not exist (5xx to RCPT TO): no retry can help. */
function isRecipientRejected(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500;
}

/**
 * Sends the outbox's e-mails through SMTP with Nodemailer (a connection per message). Nodemailer is
 * loaded with the first e-mail, not at start-up: some 15 MB a process that sends nothing never needs.
 */
export function createEmailDeliverer(config: EmailConfig): { deliver: Deliverer; close: () => void } {
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import("nodemailer").then((loaded) => loaded.default.createTransport({ ...(config.smtp ?? smtpOptionsFromUrl(config.smtpUrl ?? "")), ...(config.dkim ? { dkim: config.dkim } : {}) })));
  const from = parseMailFrom(config.from);
  const deliver: Deliverer = async (item) => {
    if (!isEmailPayload(item.payload)) throw new DeliveryError("The stored e-mail is not readable", { permanent: true });
    const payload = item.payload;
    try {
      await (await transportOf()).sendMail({
        from,
        to: { name: "", address: payload.to },
        replyTo: replyToOf(payload.replyTo),
        subject: payload.subject,
        text: payload.text,
        html: payload.html,
        messageId: `<${payload.messageId}>`,
        headers: payload.headers,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A visitor's or subscriber's address that does not exist: sending again only annoys the receiving server.
      const toVisitor = item.purpose === "acknowledgement" || item.purpose === "newsletter";
      throw new DeliveryError(message, { permanent: toVisitor && isRecipientRejected(error), cause: error });
    }
  };
  return { deliver, close: () => void transport?.then((loaded) => loaded.close()) };
}
