import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./scripts/vite-islands-plugin.ts";

/**
 * Server-only modules the pages import (`#app/**\/*.server.ts`: services, the page cache) stay outside
 * the server build: Node loads them from source, the same module instances the API uses, so that no
 * service has a second copy inside the bundle (DESIGN "One composition root", ADR 013).
 */
const SERVER_MODULE = /^#app\/.+\.server\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), islands()],
  // "assets/" is the site's own public folder (spec §7: /assets/images/...), so hashed build output goes elsewhere.
  build: {
    target: "es2022",
    assetsDir: "_assets",
    rollupOptions: isSsrBuild ? { external: (id: string) => SERVER_MODULE.test(id) } : {},
  },
  // Bundled into the server build rather than imported whole at start-up: only the icons and Radix
  // primitives the pages use are loaded (lucide-react alone costs 0.2 s and 40 MB when imported whole).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
}));
