import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { countryOf } from "./ip-country.server.ts";

const dir = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/geo-whois-asn-country/package.json"));
const rows = (file: string) =>
  fs
    .readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split(","));

const v4Text = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join(".");
const v6Text = (n: bigint) => Array.from({ length: 8 }, (_, i) => ((n >> BigInt(112 - i * 16)) & 0xffffn).toString(16)).join(":");

describe("country of an address (the package's ranges, held as typed arrays)", () => {
  // A few ranges of the package overlap their neighbours; the sample skips those.
  const apart = <T,>(at: (row: string[] | undefined) => [T, T] | undefined, list: string[][], i: number) => {
    const [before, here, after] = [at(list[i - 1]), at(list[i]), at(list[i + 1])];
    return here !== undefined && (before === undefined || before[1] < here[0]) && (after === undefined || here[1] < after[0]);
  };

  it("answers each range's country at its first, last and middle address, for IPv4 and IPv6", async () => {
    const v4 = rows("geo-whois-asn-country-ipv4-num.csv");
    const v4At = (row: string[] | undefined): [number, number] | undefined => (row ? [Number(row[0]), Number(row[1])] : undefined);
    const v6At = (row: string[] | undefined): [bigint, bigint] | undefined => (row ? [BigInt(row[0] ?? 0), BigInt(row[1] ?? 0)] : undefined);
    let checked = 0;
    for (let i = 0; i < v4.length; i += 997) {
      if (!apart(v4At, v4, i)) continue;
      checked++;
      const [start = "", end = "", country] = v4[i] ?? [];
      for (const n of [Number(start), Number(end), Math.floor((Number(start) + Number(end)) / 2)]) expect(await countryOf(v4Text(n))).toBe(country);
    }
    const v6 = rows("geo-whois-asn-country-ipv6-num.csv");
    for (let i = 0; i < v6.length; i += 997) {
      if (!apart(v6At, v6, i)) continue;
      checked++;
      const [start = "", end = "", country] = v6[i] ?? [];
      for (const n of [BigInt(start), BigInt(end), (BigInt(start) + BigInt(end)) / 2n]) expect(await countryOf(v6Text(n))).toBe(country);
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("answers an IPv4-mapped IPv6 address by its IPv4 range, and unknown for private or unlisted addresses", async () => {
    const [start = "", , country] = rows("geo-whois-asn-country-ipv4-num.csv")[1000] ?? [];
    expect(await countryOf(`::ffff:${v4Text(Number(start))}`)).toBe(country);
    expect(await countryOf("10.0.0.1")).toBe("unknown");
    expect(await countryOf("127.0.0.1")).toBe("unknown");
    expect(await countryOf("::1")).toBe("unknown");
    expect(await countryOf("fe80::1")).toBe("unknown");
    expect(await countryOf("not an address")).toBe("unknown");
  });
});
