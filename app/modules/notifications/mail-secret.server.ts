import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { type MailKeySource, parseMailKey } from "#app/lib/mail-key.ts";

const FORMAT = "v1";

/** The key: from the environment, or read from (and first written to) the key file. */
export function loadMailKey(source: MailKeySource): Buffer {
  if (source.key) {
    const key = parseMailKey(source.key);
    if (!key) throw new Error("MAIL_SECRET_KEY must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)");
    return key;
  }
  try {
    const key = parseMailKey(fs.readFileSync(source.file, "utf8"));
    if (!key) throw new Error(`${source.file} does not hold a 32-byte key`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(path.dirname(source.file), { recursive: true });
  try {
    fs.writeFileSync(source.file, `${crypto.randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process made it first: read theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return loadMailKey(source);
}

/** AES-256-GCM with a random 96-bit nonce: `v1:<base64url(nonce | tag | ciphertext)>`. */
export function sealSecret(key: Buffer, plain: string): string {
  const nonce = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${FORMAT}:${Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString("base64url")}`;
}

/** The plain text, or undefined when the value was sealed with another key or altered. */
export function openSecret(key: Buffer, value: string): string | undefined {
  const [format, body] = value.split(":", 2);
  if (format !== FORMAT || !body) return undefined;
  const bytes = Buffer.from(body, "base64url");
  if (bytes.length < 28) return undefined;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
