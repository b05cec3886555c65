import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import boundaries: the layer rules of docs/contributing.md#layer-rules, expressed with core rules. */
const boundaries = {
  app: { group: ["#server/*", "../server/*", "../../server/*"], message: "app/** never imports server/** (docs/contributing.md#rule-app-server)." },
  tests: { group: ["#tests/*"], message: "Production code never imports tests (docs/contributing.md#rule-no-tests-in-production)." },
  repository: {
    group: ["**/*.repository.server.ts", "!./*.repository.server.ts"],
    message: "Only a module's own service uses its repository (docs/contributing.md#rule-repositories).",
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
            { group: ["**/*.repository.server.ts"], message: "Routes call services, never repositories (docs/contributing.md#rule-repositories)." },
            { group: ["#app/routes/*", "../*/*.tsx"], message: "Route modules never import other route modules (docs/contributing.md#rule-routes-independent)." },
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
            { group: ["**/*.repository.server.ts"], message: "/api handlers call services, never repositories (docs/contributing.md#rule-repositories)." },
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
