import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

/**
 * Country of an address from @ip-location-db/geo-whois-asn-country (public domain, shipped as a package),
 * read once into memory and searched there: the address is never sent anywhere nor kept.
 * Issue 23: the 550,000 ranges live in typed arrays (about 10 MB), not in arrays of strings and BigInts
 * (about 35 MB of heap, a fifth of the idle server's memory); a country is an index into the table's
 * few hundred codes.
 */
interface Table {
  countries: string[];
  v4Start: Uint32Array;
  v4End: Uint32Array;
  v4Country: Uint8Array;
  /** IPv6 boundaries as two 64-bit halves each. */
  v6StartHi: BigUint64Array;
  v6StartLo: BigUint64Array;
  v6EndHi: BigUint64Array;
  v6EndLo: BigUint64Array;
  v6Country: Uint8Array;
}

let loading: Promise<Table> | undefined;

/**
 * Calls `row` with each line's start, end and country (`start,end,CC`), reading the file a chunk at a
 * time: neither the file (17 MB) nor its lines are ever held whole, so reading it leaves no peak behind.
 */
async function forEachRange(file: string, row: (start: string, end: string, country: string) => void): Promise<void> {
  let rest = "";
  const line = (text: string) => {
    const first = text.indexOf(",");
    const second = first < 0 ? -1 : text.indexOf(",", first + 1);
    if (second >= 0) row(text.slice(0, first), text.slice(first + 1, second), text.slice(second + 1).trim());
  };
  for await (const chunk of createReadStream(file, { encoding: "utf8", highWaterMark: 64 * 1024 })) {
    const text = rest + (chunk as string);
    let at = 0;
    for (let next = text.indexOf("\n"); next >= 0; next = text.indexOf("\n", at)) {
      line(text.slice(at, next));
      at = next + 1;
    }
    rest = text.slice(at);
  }
  line(rest);
}

/** Grows a typed array (doubling) so that index `at` fits. */
function room<T extends Uint32Array | Uint8Array | BigUint64Array>(array: T, at: number, make: (length: number) => T): T {
  if (at < array.length) return array;
  const grown = make(array.length * 2);
  grown.set(array as never);
  return grown;
}

async function loadTable(): Promise<Table> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@ip-location-db/geo-whois-asn-country/package.json"));
  const countries: string[] = [];
  const codes = new Map<string, number>();
  const codeOf = (country: string) => {
    let code = codes.get(country);
    if (code === undefined) {
      if (countries.length > 255) throw new Error("the country table names more than 256 countries");
      code = countries.push(country) - 1;
      codes.set(country, code);
    }
    return code;
  };
  const u32 = (n: number) => new Uint32Array(n);
  const u8 = (n: number) => new Uint8Array(n);
  const u64 = (n: number) => new BigUint64Array(n);

  let v4Start = u32(1024);
  let v4End = u32(1024);
  let v4Country = u8(1024);
  let v4Count = 0;
  await forEachRange(path.join(dir, "geo-whois-asn-country-ipv4-num.csv"), (start, end, country) => {
    v4Start = room(v4Start, v4Count, u32);
    v4End = room(v4End, v4Count, u32);
    v4Country = room(v4Country, v4Count, u8);
    v4Start[v4Count] = Number(start);
    v4End[v4Count] = Number(end);
    v4Country[v4Count++] = codeOf(country);
  });

  let v6StartHi = u64(1024);
  let v6StartLo = u64(1024);
  let v6EndHi = u64(1024);
  let v6EndLo = u64(1024);
  let v6Country = u8(1024);
  let v6Count = 0;
  await forEachRange(path.join(dir, "geo-whois-asn-country-ipv6-num.csv"), (start, end, country) => {
    v6StartHi = room(v6StartHi, v6Count, u64);
    v6StartLo = room(v6StartLo, v6Count, u64);
    v6EndHi = room(v6EndHi, v6Count, u64);
    v6EndLo = room(v6EndLo, v6Count, u64);
    v6Country = room(v6Country, v6Count, u8);
    const from = BigInt(start);
    const to = BigInt(end);
    v6StartHi[v6Count] = from >> 64n;
    v6StartLo[v6Count] = BigInt.asUintN(64, from);
    v6EndHi[v6Count] = to >> 64n;
    v6EndLo[v6Count] = BigInt.asUintN(64, to);
    v6Country[v6Count++] = codeOf(country);
  });
  return {
    countries,
    v4Start: v4Start.slice(0, v4Count),
    v4End: v4End.slice(0, v4Count),
    v4Country: v4Country.slice(0, v4Count),
    v6StartHi: v6StartHi.slice(0, v6Count),
    v6StartLo: v6StartLo.slice(0, v6Count),
    v6EndHi: v6EndHi.slice(0, v6Count),
    v6EndLo: v6EndLo.slice(0, v6Count),
    v6Country: v6Country.slice(0, v6Count),
  };
}

/** Starts reading the table (about a second, once per process); lookups before it is read answer "unknown". */
export function loadCountryTable(): Promise<unknown> {
  loading ??= loadTable();
  return loading;
}

let table: Table | undefined;

function searchV4(t: Table, value: number): number {
  let low = 0;
  let high = t.v4Start.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (t.v4Start[mid]! > value) high = mid - 1;
    else if (t.v4End[mid]! < value) low = mid + 1;
    else return mid;
  }
  return -1;
}

function searchV6(t: Table, value: bigint): number {
  const hi = value >> 64n;
  const lo = BigInt.asUintN(64, value);
  let low = 0;
  let high = t.v6StartHi.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const startHi = t.v6StartHi[mid]!;
    const endHi = t.v6EndHi[mid]!;
    if (startHi > hi || (startHi === hi && t.v6StartLo[mid]! > lo)) high = mid - 1;
    else if (endHi < hi || (endHi === hi && t.v6EndLo[mid]! < lo)) low = mid + 1;
    else return mid;
  }
  return -1;
}

function ipv6ToBigInt(address: string): bigint | undefined {
  const [head = "", tail] = address.split("::");
  const parts = (s: string) => (s ? s.split(":") : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  if (groups.length !== 8) return undefined;
  let value = 0n;
  for (const group of groups) value = (value << 16n) + BigInt(parseInt(group, 16) || 0);
  return value;
}

/** ISO 3166 alpha-2 of an address, or "unknown" (private, unlisted, or the table not read yet). */
export async function countryOf(address: string): Promise<string> {
  table ??= await loadCountryTable().then((t) => t as Table).catch(() => undefined);
  if (!table) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (net.isIPv4(ip)) {
    const value = ip.split(".").reduce((sum, part) => sum * 256 + Number(part), 0);
    const index = searchV4(table, value);
    return index < 0 ? "unknown" : (table.countries[table.v4Country[index]!] ?? "unknown");
  }
  if (net.isIPv6(ip) && !ip.includes(".")) {
    const value = ipv6ToBigInt(ip);
    if (value === undefined) return "unknown";
    const index = searchV6(table, value);
    return index < 0 ? "unknown" : (table.countries[table.v6Country[index]!] ?? "unknown");
  }
  return "unknown";
}
