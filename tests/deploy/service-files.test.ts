import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, startArguments, startEnvironment } from "#tests/durability/server-process.ts";

/**
 * The shipped systemd unit and Caddyfile, checked by the programs that will read them. .ci/run
 * installs both; on a machine without one the check is skipped and says so.
 */
const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
const UNIT = path.join(ROOT, "deploy/executive-site.service");
const CADDYFILE = path.join(ROOT, "deploy/Caddyfile");

describe("deploy/executive-site.service", () => {
  const unit = fs.readFileSync(UNIT, "utf8");

  it.skipIf(!has("systemd-analyze"))("passes systemd-analyze verify without a warning", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-unit-"));
    try {
      // The node binary is wherever this machine has it; everything else is the shipped file.
      const file = path.join(dir, "executive-site.service");
      fs.writeFileSync(file, unit.replace(/^ExecStart=\/usr\/bin\/node /m, `ExecStart=${process.execPath} `));
      const result = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
      expect(result.stderr + result.stdout).toBe("");
      expect(result.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs as a dedicated user, restarts on failure and is hardened", () => {
    for (const line of [
      "User=executive-site",
      "Restart=on-failure",
      "ProtectSystem=strict",
      "ReadWritePaths=/var/lib/executive-site",
      "NoNewPrivileges=yes",
      "PrivateTmp=yes",
      "EnvironmentFile=/etc/executive-site/env",
      "KillSignal=SIGTERM",
    ]) {
      expect(unit).toContain(`\n${line}\n`);
    }
    // systemd waits longer than the server's own shutdown bound (server/main.ts: 8 s) before SIGKILL.
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(10);
  });

  it("starts Node as `npm start` does: the same arguments and environment (ADR 019, ADR 056)", () => {
    expect(/^ExecStart=\/usr\/bin\/node (.*)$/m.exec(unit)?.[1]?.split(" ")).toEqual(startArguments());
    const environment = Object.fromEntries(
      [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap((line) => (line[1] ?? "").split(" ").map((word) => [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)])),
    );
    expect(startEnvironment()).toMatchObject({ MALLOC_ARENA_MAX: "2" });
    for (const [name, value] of Object.entries(startEnvironment())) expect(environment[name], name).toBe(value);
  });
});

describe("deploy/Caddyfile", () => {
  it.skipIf(!has("caddy"))("passes caddy validate", () => {
    const output = execFileSync("caddy", ["validate", "--config", CADDYFILE, "--adapter", "caddyfile"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    expect(output).toContain("Valid configuration");
  });

  it("overwrites X-Forwarded-For, keeps /metrics off the site and sends HSTS", () => {
    const caddyfile = fs.readFileSync(CADDYFILE, "utf8");
    expect(caddyfile).toContain("header_up X-Forwarded-For {remote_host}");
    expect(caddyfile).toContain("respond /metrics 404");
    expect(caddyfile).toContain('Strict-Transport-Security "max-age=31536000; includeSubDomains"');
  });
});
