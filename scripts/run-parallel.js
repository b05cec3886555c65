// Runs npm scripts side by side and fails when any of them fails: `node scripts/run-parallel.js typecheck lint`.
// Each script's output is printed whole when it ends, so that two logs never interleave; a failing
// script does not stop the others, so one run reports every failure. Plain JavaScript, no dependency.
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/run-parallel.js <npm script> [<npm script>...]");
  process.exit(2);
}

const npm = process.env.npm_execpath;
const startedAt = performance.now();

function run(script) {
  return new Promise((resolve) => {
    // Under npm, npm_execpath is npm's own CLI: run it with this Node rather than whatever `npm` the PATH finds.
    const [command, args] = npm ? [process.execPath, [npm, "run", "--silent", script]] : ["npm", ["run", "--silent", script]];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" } });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (code, signal) => {
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`\n> ${script}: ${ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} after ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(ok);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
