import fs from "node:fs";
import os from "node:os";
import pino, { type DestinationStream, type Logger } from "pino";
import { scrubLogText } from "./log-scrub.ts";

export type { Logger } from "pino";

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  level: LogLevel;
  /** Names this process in every line (several instances write to one log store). */
  instance?: string;
  /** Where JSON lines go (default: standard output, written synchronously once per turn of the event loop and at exit). */
  destination?: DestinationStream;
}

/** This process's name in the logs and the metrics: host and port, or host and process id. */
export function instanceName(port?: number): string {
  return `${os.hostname()}:${port ?? process.pid}`;
}

/** Every line goes through scrubLogText before it is written: no e-mail address, no full IP address. */
function scrubbing(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(scrubLogText(line)) };
}

/** Held log text beyond which writing waits for standard output's reader (a reader that stopped reading). */
const MAX_HELD_BYTES = 8 * 1024 * 1024;

/**
 * Standard output, written synchronously once per turn of the event loop (issue 23, ADR 056): the lines
 * of one turn (under load, the request lines of every response that turn finished) go out in one
 * write, not one system call each, and a line logged while the process is quiet is written within the
 * same turn. When the reader of a pipe is behind (the pipe is full), the rest is kept and tried again
 * a millisecond later instead of stopping the process (sonic-boom sleeps 100 ms there); past 8 MB kept,
 * or at exit, writing waits for the reader. Whatever is held when the process exits is written then,
 * so no line is lost at exit.
 */
function stdoutByTurn(fd = 1): DestinationStream {
  /** Lines not written yet, and the unwritten end of the last write when the pipe was full. */
  let lines: string[] = [];
  let rest: Buffer | undefined;
  let heldBytes = 0;
  let scheduled = false;
  let closed = false;
  const wait = new Int32Array(new SharedArrayBuffer(4));
  const flush = (mustFinish: boolean) => {
    scheduled = false;
    if (closed || (lines.length === 0 && !rest)) return;
    const text = Buffer.from(lines.join(""));
    let buffer = rest ? Buffer.concat([rest, text]) : text;
    lines = [];
    rest = undefined;
    heldBytes = 0;
    while (buffer.length > 0) {
      try {
        buffer = buffer.subarray(fs.writeSync(fd, buffer));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "EAGAIN" && code !== "EBUSY") {
          closed = true; // standard output is closed: nothing can be written any more
          return;
        }
        if (!mustFinish && buffer.length < MAX_HELD_BYTES) {
          rest = buffer;
          heldBytes = buffer.length;
          scheduled = true;
          setTimeout(() => flush(false), 1);
          return;
        }
        Atomics.wait(wait, 0, 0, 1);
      }
    }
  };
  process.once("exit", () => flush(true));
  return {
    write: (line: string) => {
      lines.push(line);
      heldBytes += line.length;
      if (heldBytes >= MAX_HELD_BYTES) flush(true);
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => flush(false));
      }
    },
  };
}

/**
 * pino's ISO time, made once per millisecond: under load many lines share one (issue 23: a new Date
 * and its toISOString on each request's line were 2% of a cached page's cost).
 */
function isoTimeOncePerMillisecond(): () => string {
  let at = -1;
  let text = "";
  return () => {
    const now = Date.now();
    if (now !== at) {
      at = now;
      text = `,"time":"${new Date(now).toISOString()}"`;
    }
    return text;
  };
}

/**
 * The process's logger (made once, in server/main.ts or a script): JSON lines with pino, errors
 * serialized with their stack and cause under `err`.
 */
export function createLogger(options: LoggerOptions): Logger {
  const destination = options.destination ?? stdoutByTurn();
  return pino(
    {
      level: options.level,
      base: options.instance ? { instance: options.instance } : {},
      timestamp: isoTimeOncePerMillisecond(),
      serializers: { err: pino.stdSerializers.errWithCause },
      formatters: { level: (label) => ({ level: label }) },
    },
    scrubbing(destination),
  );
}

/**
 * Development's readable lines (pino-pretty, a development dependency); JSON when it is not installed
 * (a production install without development dependencies).
 */
export async function createReadableLogger(options: Omit<LoggerOptions, "destination">): Promise<Logger> {
  try {
    const { default: pretty } = await import("pino-pretty");
    return createLogger({ ...options, destination: pretty({ colorize: process.stdout.isTTY, translateTime: "HH:MM:ss.l", ignore: "pid,hostname,instance", sync: true }) });
  } catch {
    return createLogger(options);
  }
}

/**
 * The logger of a server made without one (in-process tests): warnings and errors only, through
 * console.error, where the tests' spies expect failures to show.
 */
export function createFallbackLogger(): Logger {
  return createLogger({ level: "warn", destination: { write: (line: string) => console.error(line.trimEnd()) } });
}
