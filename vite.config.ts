import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // "assets/" is the site's own public folder (spec §7: /assets/images/...), so hashed build output goes elsewhere.
  build: { target: "es2022", assetsDir: "_assets" },
});
