import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt's cost N for every new hash: about 65 ms of CPU and 32 MB a hash on the CI machine. */
export const PASSWORD_HASH_COST = 2 ** 15;
/** The least cost lowerPasswordHashCostForTests accepts. */
const LEAST_TEST_COST = 2 ** 10;
let cost = PASSWORD_HASH_COST;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * The in-process test suite's cost (tests/setup/vitest-setup.ts, ADR 057): its 1,200 hashes a run at
 * production's cost were a sixth of the whole suite's CPU. Every other process (the built server the
 * browser tests drive, `npm run admin`, the restore scripts) hashes at PASSWORD_HASH_COST, and a hash
 * keeps the cost it was made with (verifyPassword reads it from the hash). Refused in production.
 */
export function lowerPasswordHashCostForTests(testCost: number): void {
  if (process.env.NODE_ENV === "production") throw new Error("The password hash cost is lowered for tests only.");
  if (!Number.isInteger(Math.log2(testCost)) || testCost < LEAST_TEST_COST || testCost > PASSWORD_HASH_COST) {
    throw new Error(`A test cost is a power of two from ${LEAST_TEST_COST} to ${PASSWORD_HASH_COST}.`);
  }
  cost = testCost;
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY });
  return ["scrypt", cost, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, "base64");
  const actual = await scrypt(password, Buffer.from(saltB64, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the user does not exist (same timing). */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  return dummyHash;
}

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** 24 unambiguous characters in groups of 4 (about 139 bits), easy to copy and type. */
export function generatePassword(): string {
  const chars = Array.from({ length: 24 }, () => PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)]);
  return chars.join("").replace(/(.{4})(?!$)/g, "$1-");
}

export function generateSessionToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
