import path from "node:path";
import { build as esbuild, type OutputFile } from "esbuild";
import type { Plugin } from "vite";

/**
 * Builds the public pages' script islands (app/islands, ADR 018): one small boot module that every
 * public page loads and that imports, on demand, only the islands named in the page's `data-island`
 * attributes. They are bundled by esbuild on their own, apart from React Router's client build, so
 * that no React or React Router code can ever be reachable from them.
 *
 * `virtual:islands` tells the server the boot module's URL: the hashed file in a build, the source
 * file (served and transformed by Vite) in development.
 */
const VIRTUAL_ID = "virtual:islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const ENTRY = "app/islands/boot.client.ts";
const OUT_DIR = "_assets/islands";

interface IslandsBuild {
  bootUrl: string;
  files: Array<{ fileName: string; source: Uint8Array }>;
}

async function bundleIslands(root: string): Promise<IslandsBuild> {
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: { boot: ENTRY },
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    minify: true,
    write: false,
    outdir: path.join(root, "build/client", OUT_DIR),
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    metafile: true,
    legalComments: "none",
    logLevel: "silent",
  });
  const toFile = (file: OutputFile) => ({ fileName: `${OUT_DIR}/${path.basename(file.path)}`, source: file.contents });
  const files = result.outputFiles.map(toFile);
  const boot = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint === ENTRY);
  if (!boot) throw new Error("islands: the boot module was not built");
  return { bootUrl: `/${OUT_DIR}/${path.basename(boot[0])}`, files };
}

export function islands(): Plugin {
  let root = process.cwd();
  let serving = false;
  let built: Promise<IslandsBuild> | undefined;
  const islandsBuild = () => (built ??= bundleIslands(root));
  return {
    name: "site-islands",
    configResolved(config) {
      root = config.root;
      serving = config.command === "serve";
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const bootUrl = serving ? `/${ENTRY}` : (await islandsBuild()).bootUrl;
      return `export const ISLANDS_BOOT_URL = ${JSON.stringify(bootUrl)};`;
    },
    async generateBundle() {
      // Written once, with the client build's files (the server build only needs the URL).
      if (serving || this.environment.name !== "client") return;
      for (const file of (await islandsBuild()).files) this.emitFile({ type: "asset", fileName: file.fileName, source: file.source });
    },
  };
}
