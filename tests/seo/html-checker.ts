import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** The Nu HTML Checker (the W3C's validator) as the npm package vnu-jar ships it; it needs Java 11+. */
export const VNU_JAR = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

export interface HtmlError {
  page: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * Checks many pages with one run of the checker (one JVM start, a few seconds), and returns every
 * error with the page it is on. Warnings and informational messages are left out (`--errors-only`).
 */
export async function checkHtml(pages: readonly { label: string; html: string }[]): Promise<HtmlError[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(dir, `page-${index}.html`);
      fs.writeFileSync(file, page.html);
      return file;
    });
    const labels = new Map(files.map((file, index) => [file, pages[index]?.label ?? file]));
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        "java",
        // The client compiler only and one GC thread: a run is a few seconds, so the optimising
        // compiler's background work never pays back (9 pages: 1.4 CPU-s against 3.1; 33: 1.9 against 4.4).
        ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", VNU_JAR, "--errors-only", "--format", "json", "--stdout", "--exit-zero-always", ...files],
        { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 },
        (error, stdout, stderr) => {
          if (error) {
            const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
            reject(new Error(missing ? "java is not installed: the Nu HTML Checker needs it (Debian: apt-get install default-jre-headless)" : `${error.message}\n${stderr}`));
          } else resolve(stdout);
        },
      );
    });
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => {
        const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
        return { page: labels.get(file) ?? file, line: message.lastLine, message: message.message, extract: message.extract };
      });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
