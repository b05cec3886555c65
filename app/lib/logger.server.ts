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

/**
 * Standard output, written synchronously once per turn of the event loop (issue 23, ADR 056): the lines
 * of one turn (under load, the request lines of every response that turn finished) go out in one
 * write, not one system call each, and a line logged while the process is quiet is written within the
 * same turn. Whatever is still held when the process exits is written then, so no line is lost at exit.
 */
function stdoutByTurn(): DestinationStream {
  // Synchronous writes of at least 8 KB as lines come (sonic-boom keeps partial writes and EAGAIN in hand).
  const stream = pino.destination({ dest: 1, sync: true, minLength: 8 * 1024 });
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    try {
      stream.flushSync();
    } catch {
      // standard output is closed: nothing can be written any more
    }
  };
  process.once("exit", flush);
  return {
    write: (line: string) => {
      stream.write(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
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
      timestamp: pino.stdTimeFunctions.isoTime,
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
