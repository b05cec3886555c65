import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./scripts/vite-islands-plugin.ts";
import { sharedServerModules } from "./scripts/vite-shared-modules-plugin.ts";

export default defineConfig({
  // sharedServerModules: the server build imports app/'s Node-loadable modules from source, the very
  // instances the API uses, instead of bundling copies of them (ADR 036).
  plugins: [sharedServerModules(), tailwindcss(), reactRouter(), islands()],
  // "assets/" is the site's own public folder (spec §7: /assets/images/...), so hashed build output goes elsewhere.
  build: {
    target: "es2022",
    assetsDir: "_assets",
  },
  // Bundled into the server build rather than imported whole at start-up: only the icons and Radix
  // primitives the pages use are loaded (lucide-react alone costs 0.2 s and 40 MB when imported whole).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
});
