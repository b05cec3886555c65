/**
 * What must never reach a log line (docs/operations-production.md, "Logs"): e-mail addresses and
 * full IP addresses (loopback ones, which name no one, are kept). Applied to every serialized line, so that an address inside an error message
 * (an SMTP refusal, a driver's error) is caught as well as one in a field.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** Dotted IPv4 (optionally mapped into IPv6 as ::ffff:a.b.c.d, which the IPv4 rule then shortens). */
const IPV4 = /\b((?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\b/g;
/** IPv6: eight groups, or fewer around one "::" (times such as 10:03:05 have neither). */
const IPV6 = /(?<![0-9A-Za-z:])((?:[0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|(?:[0-9a-fA-F]{1,4}:){1,6}:(?:[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{1,4}){0,5})?|::(?:[0-9a-fA-F]{1,4}(?::[0-9a-fA-F]{1,4}){0,6})?)(?![0-9A-Za-z:.])/g;

/**
 * What every IPv6 address without "::" holds: a colon, a group, a colon, a group, a colon (its second
 * to fourth groups). A pattern that starts with a colon is searched colon to colon, not at every hex
 * digit of a request id as "eight groups" was (issue 23: that test was 3% of a cached page's cost).
 */
const THREE_COLONS = /:[0-9a-fA-F]{1,4}:[0-9a-fA-F]{1,4}:/;

export const EMAIL_REDACTED = "[email]";

/** The network part of an IPv6 address: its first three groups (a /48), the rest dropped. */
function shortenIpv6(address: string): string {
  if (address === "::" || address === "::1") return address;
  const [head = "", tail = ""] = address.split("::");
  const groups = head ? head.split(":") : [];
  const missing = 8 - groups.length - (tail ? tail.split(":").length : 0);
  const full = address.includes("::") ? [...groups, ...Array<string>(Math.max(missing, 0)).fill("0"), ...(tail ? tail.split(":") : [])] : address.split(":");
  return `${full.slice(0, 3).join(":")}::/48`;
}

/** The line with e-mail addresses replaced and IP addresses cut to their network (IPv4 /16, IPv6 /48). */
export function scrubLogText(text: string): string {
  // Each pattern is only run over a line that can hold a match (issue 23: the three of them on every
  // request line were a tenth of a cached page's cost): an address has an "@", an IPv6 address a "::"
  // or three colons between groups.
  let scrubbed = text.includes("@") ? text.replace(EMAIL, EMAIL_REDACTED) : text;
  scrubbed = scrubbed.replace(IPV4, (match: string, network: string) => (match.startsWith("127.") ? match : `${network}.x.x`));
  return scrubbed.includes("::") || THREE_COLONS.test(scrubbed) ? scrubbed.replace(IPV6, (match: string) => shortenIpv6(match)) : scrubbed;
}
