import { describe, expect, it } from "vitest";
import { decodeBase32, encodeBase32, generateTotpSecret, hotp, matchTotpStep, otpauthUri, totpCode, totpStep } from "./totp.server.ts";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8 digits.
const RFC_SEED = Buffer.from("12345678901234567890");
const RFC_VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC_VECTORS)("matches the RFC test vector at T=%i", (seconds, expected) => {
    expect(hotp(RFC_SEED, Math.floor(seconds / 30), 8)).toBe(expected);
  });

  it("round-trips base32 (RFC 4648 vectors)", () => {
    expect(encodeBase32(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(decodeBase32("MZXW6YTBOI").toString()).toBe("foobar");
    expect(decodeBase32("mzxw 6ytb-oi====").toString()).toBe("foobar");
    expect(() => decodeBase32("1!")).toThrow();
  });

  it("accepts the code of now and of one step either side, once, and nothing older", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const now = Date.UTC(2026, 10, 23, 12, 0, 10);
    const step = totpStep(now);
    expect(matchTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCode(secret, now - 90_000), now)).toBeUndefined();
    // Replay: a code of a step already used, or earlier, is refused.
    expect(matchTotpStep(secret, totpCode(secret, now), now, step)).toBeUndefined();
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now, step)).toBeUndefined();
    expect(matchTotpStep(secret, "12345", now)).toBeUndefined();
    expect(matchTotpStep(secret, "abcdef", now)).toBeUndefined();
  });

  it("builds the otpauth URI authenticator apps read", () => {
    expect(otpauthUri("MZXW6YTBOI", "Executive Site", "admin")).toBe(
      "otpauth://totp/Executive%20Site:admin?secret=MZXW6YTBOI&issuer=Executive+Site&algorithm=SHA1&digits=6&period=30",
    );
  });
});
