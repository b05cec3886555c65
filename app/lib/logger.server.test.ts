import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server.ts";

const LOGGER = path.join(import.meta.dirname, "logger.server.ts");

/** Runs `body` in a Node process whose standard output is a file; answers the file's lines and what the process wrote on stderr. */
function runWithStdoutFile(body: string): { lines: string[]; stderr: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "logger-"));
  const out = path.join(dir, "out.log");
  const fd = fs.openSync(out, "w");
  try {
    const script = `import fs from "node:fs";\nimport { createLogger } from ${JSON.stringify(LOGGER)};\nconst OUT = ${JSON.stringify(out)};\n${body}`;
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", fd, "pipe"], encoding: "utf8" });
    return { lines: fs.readFileSync(out, "utf8").split("\n").filter(Boolean), stderr: result.stderr };
  } finally {
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the process logger's standard output (issue 23: one write per turn of the event loop)", () => {
  it("has written a turn's lines when the next turn's callbacks run, and what is still held when the process exits", () => {
    const { lines, stderr } = runWithStdoutFile(`
      const logger = createLogger({ level: "info" });
      for (let i = 0; i < 300; i++) logger.info({ i }, "line");
      setImmediate(() => {
        process.stderr.write(String(fs.readFileSync(OUT, "utf8").split("\\n").filter(Boolean).length));
        logger.info("last, then exit");
        process.exit(0);
      });
    `);
    expect(stderr).toBe("300");
    expect(lines).toHaveLength(301);
    expect(JSON.parse(lines.at(-1) ?? "{}")).toMatchObject({ level: "info", msg: "last, then exit" });
  });

  it("writes the lines logged before an uncaught exception ends the process", () => {
    const { lines, stderr } = runWithStdoutFile(`
      const logger = createLogger({ level: "info" });
      logger.info("before the failure");
      throw new Error("boom");
    `);
    expect(stderr).toContain("boom");
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(["before the failure"]);
  });
});

describe("the process logger when standard output's reader is behind", () => {
  it("keeps answering while the pipe is full, and writes every line once the reader reads", async () => {
    const { spawn } = await import("node:child_process");
    // The server's standard output is a non-blocking pipe (Node makes it one); nothing reads it until the child says its timer ran.
    const script = `import { createLogger } from ${JSON.stringify(LOGGER)};
      void process.stdout;
      const logger = createLogger({ level: "info" });
      for (let i = 0; i < 4000; i++) logger.info({ i, padding: "x".repeat(100) }, "line");
      setTimeout(() => { process.stderr.write("timer ran\\n"); setTimeout(() => process.exit(0), 20); }, 5);`;
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pause();
    await new Promise<void>((resolve, reject) => {
      child.stderr.on("data", (chunk: Buffer) => (String(chunk).includes("timer ran") ? resolve() : reject(new Error(String(chunk)))));
      child.once("exit", () => reject(new Error("exited before its timer ran")));
      setTimeout(() => reject(new Error("the child's timer did not run within 10 s: its log writes held it")), 10_000);
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += String(chunk)));
    child.stdout.resume();
    await new Promise((resolve) => child.once("close", resolve));
    const lines = out.split("\n").filter(Boolean);
    expect(lines).toHaveLength(4000);
    expect(JSON.parse(lines.at(-1) ?? "{}")).toMatchObject({ i: 3999, msg: "line" });
  });
});

describe("the time on each line", () => {
  it("is the moment the line was logged, to the millisecond, in ISO form", () => {
    const lines: string[] = [];
    const logger = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
    const before = Date.now();
    logger.info("first");
    logger.info("same moment or the next");
    while (Date.now() < before + 5) {
      // wait for a later millisecond
    }
    logger.info("later");
    const after = Date.now();
    const times = lines.map((line) => (JSON.parse(line) as { time: string }).time);
    for (const time of times) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.parse(time)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(time)).toBeLessThanOrEqual(after);
    }
    expect(Date.parse(times[2] ?? "")).toBeGreaterThanOrEqual(before + 5);
    expect(Date.parse(times[2] ?? "")).toBeGreaterThan(Date.parse(times[0] ?? ""));
  });
});
