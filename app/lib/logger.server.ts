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
  /** Where JSON lines go (default: standard output, written synchronously so none is lost at exit). */
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
 * The process's logger (made once, in server/main.ts or a script): JSON lines with pino, errors
 * serialized with their stack and cause under `err`.
 */
export function createLogger(options: LoggerOptions): Logger {
  const destination = options.destination ?? pino.destination({ dest: 1, sync: true });
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
