import crypto from "node:crypto";

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) with node:crypto: HMAC-SHA1, 30-second
 * steps, 6 digits, what every authenticator app uses by default. Secrets travel in base32 (RFC 4648).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a code typed as it changes, or a clock a little off. */
export const TOTP_WINDOW_STEPS = 1;
const SECRET_BYTES = 20;
const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error("Invalid base32 character");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new random 160-bit secret, base32. */
export function generateTotpSecret(): string {
  return encodeBase32(crypto.randomBytes(SECRET_BYTES));
}

/** RFC 4226 HOTP value of `counter`, zero-padded to `digits`. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = crypto.createHmac(algorithm, secret).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCode(secretBase32: string, timeMs = Date.now()): string {
  return hotp(decodeBase32(secretBase32), totpStep(timeMs));
}

/**
 * The time step `code` belongs to, within the window around `timeMs`, and only if it is later than
 * `lastUsedStep` (a code is good once: a replayed or earlier code is refused); otherwise undefined.
 */
export function matchTotpStep(secretBase32: string, code: string, timeMs = Date.now(), lastUsedStep?: number | null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const secret = decodeBase32(secretBase32);
  const now = totpStep(timeMs);
  let matched: number | undefined;
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step++) {
    const expected = Buffer.from(hotp(secret, step));
    // Every step is compared (constant work), the latest match wins.
    if (crypto.timingSafeEqual(expected, Buffer.from(code))) matched = step;
  }
  if (matched === undefined || (lastUsedStep !== undefined && lastUsedStep !== null && matched <= lastUsedStep)) return undefined;
  return matched;
}

/** The otpauth:// URI that authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(secretBase32: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret: secretBase32, issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
