import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { fillText } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { SHARE_KIT_ADMIN_TEXT, type ShareKitAdminText } from "./share-kit-admin-text.ts";

/**
 * The share kit's HTTP client (ADR 026, issue 22 finding 6): a GET that reads only what a public
 * crawler could. Every address a host name resolves to is checked before connecting, and the
 * connection goes to a checked address (no second look-up a DNS answer could change): private,
 * loopback, link-local and other non-public addresses are refused, except this server's own address
 * and port (its own pages). Redirects are followed only on the origin the fetch started on; bodies
 * are read up to a cap.
 */

export const CRAWL_MAX_REDIRECTS = 5;

/** Address ranges a public crawler never reaches: loopback, private, link-local, CGNAT, multicast, reserved. */
const NON_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

/** An address and port this server answers on (the socket a request came in on). */
export interface Endpoint {
  address: string;
  port: number;
}

export interface CrawlOptions {
  userAgent: string;
  accept: string;
  maxBytes: number;
  timeoutMs: number;
  /** This server's own endpoint: reachable even on a loopback or private address. */
  ownEndpoint: Endpoint | null;
  /** Origins reachable whatever their address (tests that stand in for the public site on loopback). */
  trustedOrigins?: readonly string[];
}

export interface Crawled {
  status: number;
  contentType: string;
  contentLength: number | null;
  body: Buffer;
  /** More bytes were sent than were read (reading stops at the cap). */
  truncated: boolean;
  finalUrl: string;
}

/** Why the rules refused a fetch, for the share kit to say in the admin's language (share-kit-admin-text.ts). */
export type CrawlRefusal =
  | { kind: "resolvesPrivate"; host: string; addresses: string }
  | { kind: "privateAddress"; host: string }
  | { kind: "scheme"; protocol: string }
  | { kind: "offOrigin"; url: string; target: string; origin: string }
  | { kind: "tooManyRedirects"; max: number };

/** A fetch the rules refused (`refusal` says why; the message is its English, for logs); network failures keep their own errors. */
export class CrawlRefused extends Error {
  override name = "CrawlRefused";
  readonly refusal: CrawlRefusal;

  constructor(refusal: CrawlRefusal) {
    super(refusalText(refusal, SHARE_KIT_ADMIN_TEXT.en));
    this.refusal = refusal;
  }
}

/** A refusal in the words of `text`. */
export function refusalText(refusal: CrawlRefusal, text: ShareKitAdminText): string {
  switch (refusal.kind) {
    case "resolvesPrivate":
      return fillText(text.refusedResolvesPrivate, refusal);
    case "privateAddress":
      return fillText(text.refusedPrivateAddress, refusal);
    case "scheme":
      return fillText(text.refusedScheme, refusal);
    case "offOrigin":
      return fillText(text.refusedOffOrigin, refusal);
    case "tooManyRedirects":
      return fillText(text.refusedTooManyRedirects, refusal);
  }
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1), else the address itself. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

export function isPublicAddress(address: string): boolean {
  const plain = unmapped(address);
  const family = net.isIP(plain);
  if (family === 0) return false;
  return !NON_PUBLIC.check(plain, family === 4 ? "ipv4" : "ipv6");
}

function isOwn(address: string, port: number, own: Endpoint | null): boolean {
  if (!own || own.port !== port) return false;
  const plain = unmapped(address);
  const ownPlain = unmapped(own.address);
  // A server answering on a loopback address answers on the other loopback family too (localhost).
  const loopback = (value: string) => value === "::1" || value.startsWith("127.");
  return plain === ownPlain || (loopback(plain) && loopback(ownPlain));
}

function allowed(address: string, port: number, options: CrawlOptions): boolean {
  return isPublicAddress(address) || isOwn(address, port, options.ownEndpoint);
}

function defaultPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

/** A DNS look-up that answers only with the addresses the rules allow (the connection uses one of them). */
function guardedLookup(port: number, options: CrawlOptions): net.LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const usable = addresses.filter((entry) => allowed(entry.address, port, options));
      if (usable.length === 0) {
        const seen = addresses.map((entry) => entry.address).join(", ");
        return callback(new CrawlRefused({ kind: "resolvesPrivate", host: hostname, addresses: seen }), "", 4);
      }
      if ((lookupOptions as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      const first = usable[0] as dns.LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/** One GET, no redirect followed. */
function getOnce(url: URL, options: CrawlOptions, signal: AbortSignal): Promise<Crawled & { location: string | null }> {
  const port = defaultPort(url);
  const trusted = options.trustedOrigins?.includes(url.origin) ?? false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!trusted && net.isIP(host) && !allowed(host, port, options)) {
    return Promise.reject(new CrawlRefused({ kind: "privateAddress", host }));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: { "user-agent": options.userAgent, accept: options.accept },
        signal,
        agent: false,
        ...(trusted ? {} : { lookup: guardedLookup(port, options) }),
      },
      (response) => {
        const length = response.headers["content-length"];
        const contentLength = length !== undefined && /^\d+$/.test(length) ? Number(length) : null;
        const status = response.statusCode ?? 0;
        const base = {
          status,
          contentType: (response.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "",
          contentLength,
          finalUrl: url.href,
          location: status >= 300 && status < 400 ? (response.headers.location ?? null) : null,
        };
        if (base.location !== null) {
          response.destroy();
          resolve({ ...base, body: Buffer.alloc(0), truncated: false });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            chunks.push(chunk.subarray(0, chunk.length - (size - options.maxBytes)));
            response.destroy();
            resolve({ ...base, body: Buffer.concat(chunks), truncated: true });
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ ...base, body: Buffer.concat(chunks), truncated: false }));
        response.on("error", reject);
      },
    );
    request.on("error", (error: Error & { cause?: unknown }) => reject(error instanceof CrawlRefused ? error : (error.cause instanceof CrawlRefused ? error.cause : error)));
  });
}

/** GET `href` as a crawler, by the rules above. Refusals reject with CrawlRefused; network failures with their own error. */
export async function crawl(href: string, options: CrawlOptions): Promise<Crawled> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(href);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new CrawlRefused({ kind: "scheme", protocol: url.protocol });
  const origin = url.origin;
  for (let hop = 0; ; hop++) {
    const answer = await getOnce(url, options, signal);
    if (answer.location === null) {
      const { location: _location, ...crawled } = answer;
      return crawled;
    }
    const next = new URL(answer.location, url);
    if (next.origin !== origin) throw new CrawlRefused({ kind: "offOrigin", url: url.href, target: next.origin, origin });
    if (hop >= CRAWL_MAX_REDIRECTS) throw new CrawlRefused({ kind: "tooManyRedirects", max: CRAWL_MAX_REDIRECTS });
    url = next;
  }
}
