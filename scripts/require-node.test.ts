import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

/** A Node binary older than 22.18 (the machines here ship Node 20 at /usr/bin/node), or undefined. */
function findOldNode(): string | undefined {
  for (const candidate of [process.env.OLD_NODE, "/usr/bin/node", "/usr/local/bin/node"]) {
    if (!candidate || !fs.existsSync(candidate)) continue;
    const version = spawnSync(candidate, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
    const [major = 0, minor = 0] = version.split(".").map(Number);
    if (major < 22 || (major === 22 && minor < 18)) return candidate;
  }
  return undefined;
}

const oldNode = findOldNode();
/** npm's own entry, next to the old Node (Debian's nodejs package) or the current one. */
const npmCli = [path.join(path.dirname(oldNode ?? ""), "../lib/node_modules/npm/bin/npm-cli.js")].find((file) => fs.existsSync(file));

describe("the Node version", () => {
  it("lets the current Node through", () => {
    const result = spawnSync(process.execPath, ["scripts/require-node.js"], { cwd: ROOT, encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
  });

  it.skipIf(!oldNode || !npmCli)("makes `npm start` under an older Node say which Node is needed and how to get it", () => {
    const result = spawnSync(oldNode ?? "", [npmCli ?? "", "start"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 30_000,
      // Only the old Node on the PATH, as on a machine that has nothing newer.
      env: { PATH: `${path.dirname(oldNode ?? "")}:/bin`, HOME: process.env.HOME, PORT: "3329" },
    });
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    expect(output).toMatch(/This site needs Node\.js 22\.18\.0 or newer \(Node 24 LTS recommended\); this is Node \d+\./);
    expect(output).toMatch(/nvm install 24/);
    expect(output).toContain("https://nodejs.org");
    expect(output).not.toContain("Site running at");
  });

  it.skipIf(!oldNode || !npmCli)("makes `npm install` under an older Node stop with the same message, with the PATH step", () => {
    // The project's preinstall, in a folder without dependencies (what npm fetches before it is not the point).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "require-node-"));
    try {
      const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
      fs.mkdirSync(path.join(dir, "scripts"));
      fs.copyFileSync(path.join(ROOT, "scripts/require-node.js"), path.join(dir, "scripts/require-node.js"));
      fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "preinstall-check", version: "1.0.0", scripts: { preinstall: scripts.preinstall } }));
      const result = spawnSync(oldNode ?? "", [npmCli ?? "", "install", "--no-audit", "--no-fund"], {
        cwd: dir,
        encoding: "utf8",
        timeout: 30_000,
        env: { PATH: `${path.dirname(oldNode ?? "")}:/bin`, HOME: process.env.HOME },
      });
      const output = result.stdout + result.stderr;
      expect(result.status).not.toBe(0);
      expect(output).toMatch(/This site needs Node\.js 22\.18\.0 or newer \(Node 24 LTS recommended\); this is Node \d+\./);
      expect(output).toContain('export PATH="$HOME/.cache/node24/node_modules/node/bin:$PATH"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is checked first by every npm script that runs the server or its tools, and by npm install", () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    for (const name of ["start", "dev", "admin", "db:migrate"]) expect(scripts[name], name).toMatch(/^node scripts\/require-node\.js && /);
    expect(scripts.preinstall).toBe("node scripts/require-node.js");
  });
});
