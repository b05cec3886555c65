import http from "node:http";
import type { AddressInfo } from "node:net";
import { type AddressObject, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";

/** One e-mail as the test SMTP server received it over TCP. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Without angle brackets. */
  messageId: string;
  subject: string;
  from: string;
  to: string;
  replyTo: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  user: string | undefined;
  secure: boolean;
  /** The message as it came over the wire (DKIM is verified on these bytes). */
  raw: Buffer;
}

export interface TestMailServer {
  port: number;
  /** `smtp://user:pass@127.0.0.1:port` (STARTTLS offered with a self-signed certificate, so verification is off). */
  url: string;
  received: ReceivedMail[];
  /** Mail accepted for `address` (envelope recipient), in arrival order. */
  to: (address: string) => ReceivedMail[];
  /** Refuses every message with this SMTP reply until `accept()`. */
  refuse: (code: number, text: string) => void;
  /** Rejects one recipient address with 550 (a mailbox that does not exist). */
  rejectRecipient: (address: string) => void;
  accept: () => void;
  /** Keeps new connections waiting before the greeting until `release()`; resolves when one is waiting. */
  hold: () => { waiting: Promise<void> };
  release: () => void;
  /** Closes the port (the server is down) / opens it again on the same port. */
  down: () => Promise<void>;
  up: () => Promise<void>;
  close: () => Promise<void>;
}

export const SMTP_USER = "mailer";
export const SMTP_PASSWORD = "s3cret p@ss";

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((entry) => entry.text).join(", ");
}

/**
 * A real SMTP server (the `smtp-server` package) on a loopback port, requiring the test credentials,
 * recording what it accepts; tests make it refuse, hold connections, or go down and come back.
 */
export async function startTestMailServer(options: { secure?: boolean; port?: number; /** No STARTTLS: plain SMTP with AUTH (the admin form's "none"). */ plain?: boolean } = {}): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  let refusal: { code: number; text: string } | undefined;
  const rejected = new Set<string>();
  let holding: { release: () => void; promise: Promise<void>; signalWaiting: () => void } | undefined;
  const fail = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

  const server = new SMTPServer({
    secure: options.secure ?? false,
    authOptional: false,
    allowInsecureAuth: options.plain ?? false,
    ...(options.plain ? { disabledCommands: ["STARTTLS"] } : {}),
    logger: false,
    onConnect(_session, callback) {
      if (!holding) return callback();
      holding.signalWaiting();
      void holding.promise.then(() => callback());
    },
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) return callback(null, { user: auth.username });
      callback(fail(535, "Authentication failed"));
    },
    onMailFrom(_address, _session, callback) {
      callback(refusal ? fail(refusal.code, refusal.text) : null);
    },
    onRcptTo(address, _session, callback) {
      callback(rejected.has(address.address.toLowerCase()) ? fail(550, "5.1.1 No such user here") : null);
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      void simpleParser(stream).then(
        (mail) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            envelopeTo: session.envelope.rcptTo.map((to) => to.address),
            messageId: (mail.messageId ?? "").replace(/^<|>$/g, ""),
            subject: mail.subject ?? "",
            from: addressText(mail.from),
            to: addressText(mail.to),
            replyTo: addressText(mail.replyTo),
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            headers: mail.headers as Map<string, unknown>,
            user: session.user,
            secure: session.secure,
            raw: Buffer.concat(chunks),
          });
          callback();
        },
        (error: unknown) => callback(error as Error),
      );
    },
  });
  server.on("error", () => {
    // A client dropping its connection (a killed server process) is not a test failure.
  });

  let port = options.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        port = (server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const sockets = () => (server as unknown as { connections: Set<{ close: () => void }> }).connections;

  const scheme = options.secure ? "smtps" : "smtp";
  return {
    port,
    url: `${scheme}://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}?tls.rejectUnauthorized=false`,
    received,
    to: (address) => received.filter((mail) => mail.envelopeTo.includes(address)),
    refuse: (code, text) => {
      refusal = { code, text };
    },
    rejectRecipient: (address) => {
      rejected.add(address.toLowerCase());
    },
    accept: () => {
      refusal = undefined;
      rejected.clear();
    },
    hold: () => {
      let release = () => {};
      let signalWaiting = () => {};
      const waiting = new Promise<void>((resolve) => (signalWaiting = resolve));
      const promise = new Promise<void>((resolve) => (release = resolve));
      holding = { release, promise, signalWaiting };
      return { waiting };
    },
    release: () => {
      holding?.release();
      holding = undefined;
    },
    down: () =>
      new Promise<void>((resolve) => {
        for (const connection of sockets()) connection.close();
        server.server.close(() => resolve());
      }),
    up: listen,
    close: () =>
      new Promise<void>((resolve) => {
        holding?.release();
        server.close(() => resolve());
      }),
  };
}

/** One webhook call as received. */
export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A loopback HTTP server standing in for a chat tool's webhook; `failNext(n)` answers 500 n times. */
export async function startWebhookReceiver(): Promise<{
  url: string;
  calls: ReceivedWebhook[];
  failNext: (count: number) => void;
  close: () => Promise<void>;
}> {
  const calls: ReceivedWebhook[] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500).end("not now");
        return;
      }
      calls.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/site`,
    calls,
    failNext: (count) => {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | false | Promise<T | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
