import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import boundaries of STYLE.md §3, expressed with core rules. */
const boundaries = {
  app: { group: ["#server/*", "../server/*", "../../server/*"], message: "app/** never imports server/** (STYLE §3.1)." },
  tests: { group: ["#tests/*"], message: "Production code never imports tests (STYLE §3.7)." },
  repository: {
    group: ["**/*.repository.server.ts", "!./*.repository.server.ts"],
    message: "Only a module's own service uses its repository (STYLE §3.3, §3.6).",
  },
};

export default tseslint.config(
  { ignores: ["build/**", "bench/bare-react-router/build/**", ".react-router/**", "node_modules/**", "test-results/**", "playwright-report/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": ["error", { allowInterfaces: "with-single-extends" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [boundaries.app, boundaries.tests, boundaries.repository] }],
    },
  },
  {
    files: ["app/routes/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            boundaries.app,
            boundaries.tests,
            { group: ["**/*.repository.server.ts"], message: "Routes call services, never repositories (STYLE §3.3)." },
            { group: ["#app/routes/*", "../*/*.tsx"], message: "Route modules never import other route modules (STYLE §3.4)." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            boundaries.tests,
            { group: ["**/*.repository.server.ts"], message: "/api handlers call services, never repositories (STYLE §3.3)." },
          ],
        },
      ],
    },
  },
  {
    files: ["app/db/migrations/**/*.ts", "app/db/migrate.server.ts", "tests/**/*.ts", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
