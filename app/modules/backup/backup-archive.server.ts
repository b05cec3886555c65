import crypto from "node:crypto";
import { pipeline } from "node:stream/promises";
import type { Readable, Writable } from "node:stream";
import zlib from "node:zlib";
import tar from "tar-stream";
import { AppError } from "#app/lib/app-error.ts";

/** The tar.gz container of a backup (ADR 022): entries written in order, read back one at a time. */

export function sha256Hex(bytes: Buffer): string {
  return crypto.createHash("sha256").update(bytes).digest("hex");
}

export interface ArchiveWriter {
  add(path: string, bytes: Buffer): Promise<void>;
  /** Ends the archive and waits until every byte reached the output. */
  finish(): Promise<void>;
  /** Stops writing after a failure (the output is left incomplete: the caller discards it). */
  abort(error: Error): void;
}

export function createArchiveWriter(output: Writable, mtime: Date): ArchiveWriter {
  const pack = tar.pack();
  const done = pipeline(pack, zlib.createGzip({ level: 6 }), output);
  // A failure of the output (a client that went away) surfaces from finish(); the writes stop at once.
  let failure: Error | undefined;
  done.catch((error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
  });
  return {
    add: (path, bytes) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        // The callback fires once the entry is taken by the stream, so a slow reader slows the writer.
        pack.entry({ name: path, size: bytes.length, mtime, mode: 0o644, type: "file" }, bytes, (error) =>
          error ? reject(error) : resolve(),
        );
      }),
    finish: async () => {
      pack.finalize();
      await done;
    },
    abort: (error) => pack.destroy(error),
  };
}

export interface ArchiveEntry {
  path: string;
  bytes: Buffer;
}

const DAMAGED = "The archive is damaged or truncated";
export const NOTHING_RESTORED = "Nothing was restored.";

function describeReadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR" || /unexpected end|incorrect header|invalid/i.test(message)) {
    return new AppError("VALIDATION", `${DAMAGED} (${message}). Is it a backup made by this site? ${NOTHING_RESTORED}`);
  }
  return new AppError("VALIDATION", `${DAMAGED}: ${message}. ${NOTHING_RESTORED}`);
}

/**
 * Decides, from an entry's header alone (its path and declared size), whether its bytes may be read:
 * throws to refuse it before a byte of it is buffered.
 */
export type AdmitEntry = (path: string, declaredBytes: number) => void;

/**
 * Every file of a tar.gz stream, in order, each fully read once `admit` accepted its header; damage or
 * truncation throws a clear AppError. A refused entry stops the reading at once.
 */
export async function* readArchive(source: Readable, admit: AdmitEntry): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const gunzip = zlib.createGunzip();
  const feeding = pipeline(source, gunzip, extract).catch((error: unknown) => {
    extract.destroy(error instanceof Error ? error : new Error(String(error)));
    return error;
  });
  try {
    for await (const entry of extract) {
      const type = entry.header.type ?? "file";
      if (type === "directory") {
        entry.resume();
        continue;
      }
      if (type !== "file") {
        throw new AppError("VALIDATION", `The archive holds "${entry.header.name}", which is not a plain file: it is not a backup of this site. ${NOTHING_RESTORED}`);
      }
      admit(entry.header.name, entry.header.size ?? 0);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { path: entry.header.name, bytes: Buffer.concat(chunks) };
    }
    const failed = await feeding;
    if (failed) throw failed;
  } catch (error) {
    throw describeReadError(error);
  } finally {
    source.destroy();
    gunzip.destroy();
    extract.destroy();
  }
}
