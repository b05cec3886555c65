import fs from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

/**
 * Country of an address from @ip-location-db/geo-whois-asn-country (public domain, shipped as a package),
 * read once into memory and searched there: the address is never sent anywhere nor kept.
 */
interface Table {
  v4Start: Uint32Array;
  v4End: Uint32Array;
  v4Country: string[];
  v6Start: bigint[];
  v6End: bigint[];
  v6Country: string[];
}

let loading: Promise<Table> | undefined;

async function readRanges(file: string): Promise<{ start: string[]; end: string[]; country: string[] }> {
  const text = await fs.readFile(file, "utf8");
  const start: string[] = [];
  const end: string[] = [];
  const country: string[] = [];
  for (const line of text.split("\n")) {
    const first = line.indexOf(",");
    const second = line.indexOf(",", first + 1);
    if (first < 0 || second < 0) continue;
    start.push(line.slice(0, first));
    end.push(line.slice(first + 1, second));
    country.push(line.slice(second + 1).trim());
  }
  return { start, end, country };
}

async function loadTable(): Promise<Table> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve("@ip-location-db/geo-whois-asn-country/package.json"));
  const v4 = await readRanges(path.join(dir, "geo-whois-asn-country-ipv4-num.csv"));
  const v6 = await readRanges(path.join(dir, "geo-whois-asn-country-ipv6-num.csv"));
  return {
    v4Start: Uint32Array.from(v4.start, Number),
    v4End: Uint32Array.from(v4.end, Number),
    v4Country: v4.country,
    v6Start: v6.start.map((n) => BigInt(n)),
    v6End: v6.end.map((n) => BigInt(n)),
    v6Country: v6.country,
  };
}

/** Starts reading the table (about a second, once per process); lookups before it is read answer "unknown". */
export function loadCountryTable(): Promise<unknown> {
  loading ??= loadTable();
  return loading;
}

let table: Table | undefined;

function search<T extends number | bigint>(starts: ArrayLike<T>, ends: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = starts.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (starts[mid]! > value) high = mid - 1;
    else if (ends[mid]! < value) low = mid + 1;
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
    const index = search(table.v4Start, table.v4End, value);
    return index < 0 ? "unknown" : (table.v4Country[index] ?? "unknown");
  }
  if (net.isIPv6(ip) && !ip.includes(".")) {
    const value = ipv6ToBigInt(ip);
    if (value === undefined) return "unknown";
    const index = search(table.v6Start, table.v6End, value);
    return index < 0 ? "unknown" : (table.v6Country[index] ?? "unknown");
  }
  return "unknown";
}
