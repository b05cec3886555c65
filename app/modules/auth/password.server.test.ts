import { describe, expect, it } from "vitest";
import { hashPassword, lowerPasswordHashCostForTests, PASSWORD_HASH_COST, verifyPassword } from "./password.server.ts";

/** The fields of `scrypt$N$r$p$salt$hash`. */
function fieldsOf(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  return { scheme, n: Number(n), r: Number(r), p: Number(p), salt: salt ?? "", hash: hash ?? "" };
}

describe("password hashes", () => {
  it("write their cost into the hash, so a hash made at another cost still verifies", async () => {
    // This process runs at the suite's lowered cost (tests/setup/vitest-setup.ts, ADR 057).
    const cheap = await hashPassword("correct horse battery staple");
    expect(fieldsOf(cheap)).toMatchObject({ scheme: "scrypt", n: 2 ** 10, r: 8, p: 1 });
    lowerPasswordHashCostForTests(PASSWORD_HASH_COST);
    try {
      const production = await hashPassword("correct horse battery staple");
      expect(fieldsOf(production)).toMatchObject({ scheme: "scrypt", n: 2 ** 15, r: 8, p: 1 });
      expect(await verifyPassword("correct horse battery staple", production)).toBe(true);
      expect(await verifyPassword("correct horse battery stapler", production)).toBe(false);
    } finally {
      lowerPasswordHashCostForTests(2 ** 10);
    }
    expect(await verifyPassword("correct horse battery staple", cheap)).toBe(true);
  });

  it("never verify a hash whose cost, salt or scheme was changed", async () => {
    const stored = await hashPassword("s3cret-Passphrase");
    const { n, r, p, salt, hash } = fieldsOf(stored);
    expect(await verifyPassword("s3cret-Passphrase", ["scrypt", n * 2, r, p, salt, hash].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-Passphrase", ["scrypt", n, r, p, Buffer.alloc(16).toString("base64"), hash].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-Passphrase", ["bcrypt", n, r, p, salt, hash].join("$"))).toBe(false);
    expect(await verifyPassword("s3cret-Passphrase", "scrypt$$$")).toBe(false);
    // Two hashes of one password differ (a salt each).
    expect(await hashPassword("s3cret-Passphrase")).not.toBe(stored);
  });

  it("take a lowered cost in tests only, and only a power of two up to production's", () => {
    expect(() => lowerPasswordHashCostForTests(1000)).toThrow("power of two");
    expect(() => lowerPasswordHashCostForTests(2 ** 9)).toThrow("power of two");
    expect(() => lowerPasswordHashCostForTests(2 ** 16)).toThrow("power of two");
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      expect(() => lowerPasswordHashCostForTests(2 ** 10)).toThrow("tests only");
    } finally {
      process.env.NODE_ENV = environment;
    }
  });
});
