import crypto from "node:crypto";
import { Readable, Transform } from "node:stream";
import { AppError } from "#app/lib/app-error.ts";
import { NOTHING_RESTORED } from "./backup-archive.server.ts";

/**
 * The encrypted backup archive (ADR 032): the tar.gz of ADR 022 sealed with a passphrase.
 *
 * Header (48 bytes): the magic "EXSITE-BACKUP-ENC" (17 bytes), the format version (1 byte), the scrypt
 * cost as log2 N, r and p (1 byte each), a random 16-byte salt, a random 7-byte nonce prefix, 4 bytes
 * reserved (zero). Key: scrypt(passphrase, salt, N, r, p) -> 32 bytes. Body: the archive in 64 KiB
 * chunks, each sealed with AES-256-GCM (16-byte tag) under the nonce prefix ‖ chunk counter (4 bytes,
 * big-endian) ‖ last-chunk flag (1 byte), the STREAM construction (as in Tink's streaming AEAD and
 * age), with the whole header as additional data: a changed header, chunk, order, truncation or
 * extension fails authentication.
 */

export const ENCRYPTED_BACKUP_MAGIC = Buffer.from("EXSITE-BACKUP-ENC", "ascii");
const FORMAT_VERSION = 1;
const HEADER_BYTES = 48;
const SALT_BYTES = 16;
const PREFIX_BYTES = 7;
const TAG_BYTES = 16;
export const ENCRYPTED_CHUNK_BYTES = 64 * 1024;
/** scrypt cost: N = 2^17, r = 8, p = 1 (128 MiB, about half a second): OWASP's recommendation. */
const SCRYPT = { log2N: 17, r: 8, p: 1 };
/** The most an archive's header may ask for (a forged header must not exhaust memory). */
const SCRYPT_MAX = { log2N: 20, r: 16, p: 4 };

const WRONG_PASSPHRASE = `The passphrase is wrong, or the archive was altered. ${NOTHING_RESTORED}`;

interface Header {
  bytes: Buffer;
  log2N: number;
  r: number;
  p: number;
  salt: Buffer;
  prefix: Buffer;
}

function refused(message: string): AppError {
  return new AppError("VALIDATION", `${message} ${NOTHING_RESTORED}`);
}

/** True when `bytes` (the start of a file) begin an encrypted backup. */
export function isEncryptedBackup(bytes: Buffer): boolean {
  return bytes.subarray(0, ENCRYPTED_BACKUP_MAGIC.length).equals(ENCRYPTED_BACKUP_MAGIC);
}

function deriveKey(passphrase: string, header: Header): Promise<Buffer> {
  const N = 2 ** header.log2N;
  return new Promise((resolve, reject) =>
    crypto.scrypt(passphrase.normalize("NFC"), header.salt, 32, { N, r: header.r, p: header.p, maxmem: 256 * N * header.r + 16 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function nonce(prefix: Buffer, counter: number, last: boolean): Buffer {
  const value = Buffer.alloc(12);
  prefix.copy(value, 0);
  value.writeUInt32BE(counter, PREFIX_BYTES);
  value[11] = last ? 1 : 0;
  return value;
}

function seal(key: Buffer, header: Header, counter: number, last: boolean, plain: Buffer): Buffer {
  const cipher = crypto.createCipheriv("aes-256-gcm", key, nonce(header.prefix, counter, last));
  cipher.setAAD(header.bytes);
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function open(key: Buffer, header: Header, counter: number, last: boolean, sealed: Buffer): Buffer {
  if (sealed.length < TAG_BYTES) throw refused("The encrypted archive is truncated.");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, nonce(header.prefix, counter, last));
  decipher.setAAD(header.bytes);
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
  } catch {
    if (counter === 0) throw new AppError("VALIDATION", WRONG_PASSPHRASE);
    throw refused(`The encrypted archive was altered, truncated or damaged (part ${counter + 1} fails authentication).`);
  }
}

function newHeader(): Header {
  const salt = crypto.randomBytes(SALT_BYTES);
  const prefix = crypto.randomBytes(PREFIX_BYTES);
  const bytes = Buffer.alloc(HEADER_BYTES);
  ENCRYPTED_BACKUP_MAGIC.copy(bytes, 0);
  let at = ENCRYPTED_BACKUP_MAGIC.length;
  bytes[at++] = FORMAT_VERSION;
  bytes[at++] = SCRYPT.log2N;
  bytes[at++] = SCRYPT.r;
  bytes[at++] = SCRYPT.p;
  salt.copy(bytes, at);
  prefix.copy(bytes, at + SALT_BYTES);
  return { bytes, ...SCRYPT, salt, prefix };
}

function parseHeader(bytes: Buffer): Header {
  if (!isEncryptedBackup(bytes)) throw refused("The file is not an encrypted backup of this site.");
  let at = ENCRYPTED_BACKUP_MAGIC.length;
  const version = bytes[at++] ?? 0;
  if (version !== FORMAT_VERSION) throw refused(`This encrypted backup uses format version ${version}; this version of the site reads version ${FORMAT_VERSION}.`);
  const log2N = bytes[at++] ?? 0;
  const r = bytes[at++] ?? 0;
  const p = bytes[at++] ?? 0;
  if (log2N < 10 || log2N > SCRYPT_MAX.log2N || r < 1 || r > SCRYPT_MAX.r || p < 1 || p > SCRYPT_MAX.p) {
    throw refused("The encrypted archive's header is damaged.");
  }
  return { bytes: Buffer.from(bytes.subarray(0, HEADER_BYTES)), log2N, r, p, salt: bytes.subarray(at, at + SALT_BYTES), prefix: bytes.subarray(at + SALT_BYTES, at + SALT_BYTES + PREFIX_BYTES) };
}

/** A stream that takes the plain archive and gives the encrypted one (the key is derived first). */
export async function createBackupEncryption(passphrase: string): Promise<Transform> {
  const header = newHeader();
  const key = await deriveKey(passphrase, header);
  let pending: Buffer = Buffer.alloc(0);
  let counter = 0;
  let headerSent = false;
  const sendHeader = (stream: Transform) => {
    if (headerSent) return;
    headerSent = true;
    stream.push(header.bytes);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sendHeader(this);
      pending = Buffer.concat([pending, chunk]);
      // A chunk is sealed as "not the last" only once more bytes follow it.
      while (pending.length > ENCRYPTED_CHUNK_BYTES) {
        this.push(seal(key, header, counter++, false, pending.subarray(0, ENCRYPTED_CHUNK_BYTES)));
        pending = pending.subarray(ENCRYPTED_CHUNK_BYTES);
      }
      done();
    },
    flush(done) {
      sendHeader(this);
      this.push(seal(key, header, counter++, true, pending));
      done();
    },
  });
}

/** Derives each archive's key once (a restore reads the archive twice; scrypt takes about half a second). */
type KeyFor = (header: Header) => Promise<Buffer>;

async function* decryptChunks(source: AsyncIterable<Buffer>, keyFor: KeyFor): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let header: Header | undefined;
  let key: Buffer | undefined;
  let counter = 0;
  const sealedBytes = ENCRYPTED_CHUNK_BYTES + TAG_BYTES;
  for await (const chunk of source) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    if (!header) {
      if (pending.length < HEADER_BYTES) continue;
      header = parseHeader(pending);
      key = await keyFor(header);
      pending = pending.subarray(HEADER_BYTES);
    }
    while (pending.length > sealedBytes && key) {
      yield open(key, header, counter++, false, pending.subarray(0, sealedBytes));
      pending = pending.subarray(sealedBytes);
    }
  }
  if (!header || !key) throw refused("The encrypted archive is truncated.");
  yield open(key, header, counter, true, pending);
}

/**
 * Opens encrypted archives with `passphrase`: each call gives the plain archive out of an encrypted
 * one; a wrong passphrase or any change fails with a clear AppError. The key of a salt is derived once.
 */
export function backupDecryptor(passphrase: string): (source: Readable) => Readable {
  const keys = new Map<string, Promise<Buffer>>();
  const keyFor: KeyFor = (header) => {
    const id = `${header.salt.toString("hex")}:${header.log2N}:${header.r}:${header.p}`;
    let key = keys.get(id);
    if (!key) {
      key = deriveKey(passphrase, header);
      keys.set(id, key);
    }
    return key;
  };
  return (source) => {
    const plain = Readable.from(decryptChunks(source, keyFor), { objectMode: false });
    plain.on("close", () => source.destroy());
    return plain;
  };
}
