import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The documentation can be walked: every relative link (and `#anchor`) of every Markdown file in the
 * repository resolves, every `docs/*.md#anchor` that lint messages and source comments cite exists,
 * and the README keeps the two commands CI and newcomers rely on.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
/** Folders that hold no documentation of ours: dependencies, build output, data, test output. */
const SKIPPED_DIRS = new Set(["node_modules", ".git", "build", ".react-router", "data", ".e2e-data", "test-results", "playwright-report"]);
const SOURCE_DIRS = ["app", "server", "scripts", "tests", "bench"];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name), keep, found);
    } else if (keep(entry.name)) {
      found.push(path.join(dir, entry.name));
    }
  }
  return found;
}

/** The Markdown without fenced code blocks and inline code, where brackets are not links. */
function proseOf(markdown: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      lines.push("");
    } else {
      lines.push(fence === null ? line.replace(/(`+)[^`]*?\1/g, "") : "");
    }
  }
  return lines.join("\n");
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
    if (fence !== null) {
      continue;
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const text = heading
      .replace(/<[^>]+>/g, "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/`/g, "");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = headingAnchors(fs.readFileSync(file, "utf8"));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** Why `target`, written in `from`, does not resolve; undefined when it does. */
function problemWith(from: string, target: string, base = path.dirname(from)): string | undefined {
  const [rawPath = "", anchor] = target.split("#", 2);
  const filePart = decodeURIComponent(rawPath.split("?")[0]!);
  const resolved = filePart === "" ? from : filePart.startsWith("/") ? path.join(ROOT, filePart) : path.resolve(base, filePart);
  if (!fs.existsSync(resolved)) return "no such file";
  if (anchor && resolved.endsWith(".md") && fs.statSync(resolved).isFile() && !anchorsOf(resolved).has(anchor)) return `no #${anchor} there`;
  return undefined;
}

/** Link targets of a Markdown file: inline links and images, and reference definitions. */
function linkTargets(markdown: string): string[] {
  const prose = proseOf(markdown);
  const targets = [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  targets.push(...[...prose.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!));
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith("//"));
}

const markdownFiles = walk(ROOT, (name) => name.endsWith(".md"));

describe("documentation links", () => {
  it("finds the documents a newcomer starts from", () => {
    const relative = markdownFiles.map((file) => path.relative(ROOT, file));
    for (const doc of ["README.md", "docs/architecture.md", "docs/api.md", "docs/operations.md", "docs/contributing.md", "docs/decisions/README.md"]) {
      expect(relative).toContain(doc);
    }
  });

  it("resolves every relative link and #anchor of every Markdown file", () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      for (const target of linkTargets(fs.readFileSync(file, "utf8"))) {
        const problem = problemWith(file, target);
        if (problem) broken.push(`${path.relative(ROOT, file)}: (${target}) ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("resolves every docs/*.md section that lint messages and source comments cite", () => {
    const sources = [path.join(ROOT, "eslint.config.js"), ...SOURCE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir), (name) => SOURCE_FILE.test(name)))];
    const broken: string[] = [];
    for (const file of sources) {
      // Only this file's own examples are exempt: it names links that must not exist.
      if (file === import.meta.filename) continue;
      for (const match of fs.readFileSync(file, "utf8").matchAll(/\bdocs\/[\w./-]*?\.md(?:#[\w-]+)?/g)) {
        const problem = problemWith(file, match[0], ROOT);
        if (problem) broken.push(`${path.relative(ROOT, file)}: ${match[0]} ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the checker itself tells a broken link and a missing anchor from good ones", () => {
    const readme = path.join(ROOT, "README.md");
    expect(problemWith(readme, "docs/architecture.md#where-does-behaviour-x-live")).toBeUndefined();
    expect(problemWith(readme, "docs/contributing.md#rule-app-server")).toBeUndefined();
    expect(problemWith(readme, "docs/no-such-page.md")).toBe("no such file");
    expect(problemWith(readme, "docs/architecture.md#no-such-section")).toBe("no #no-such-section there");
    expect(linkTargets("[a](b.md) `[c](d.md)` [e](https://x.org)\n```\n[f](g.md)\n```\n[h]: i.md")).toEqual(["b.md", "i.md"]);
    expect([...headingAnchors("# The layers of `app/`\n## A request's path\n## A request's path\n```\n# not a heading\n```")]).toEqual([
      "the-layers-of-app",
      "a-requests-path",
      "a-requests-path-1",
    ]);
  });
});

describe("the README's commands", () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");

  it("keeps the command that runs the site on a fresh machine", () => {
    expect(readme).toContain("```sh\nnpm install && npm run build && npm start\n```");
  });

  it("keeps the command that runs all the tests, the one .ci/run runs", () => {
    expect(readme).toContain("```sh\nnpm install && npm test\n```");
    expect(fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8")).toMatch(/^npm install && npm test$/m);
  });

  it("stays short: at most about 150 lines", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
  });
});
