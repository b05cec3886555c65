import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { FEATURE_IMPORTS, featureZones, layerZones } from "./eslint.layers.ts";

/** Where each rule's convention is written down (docs/contributing.md). */
const doc = (section) => `See docs/contributing.md#${section}.`;

/**
 * Import boundaries that are import specifiers rather than folders. The patterns are gitignore-style,
 * where a leading `#` starts a comment: a backslash before it matches the subpath imports' `#` (tests/lint/layers.test.ts).
 */
const boundaries = {
  server: {
    group: ["\\#server/*", "../server/*", "../../server/*", "../../../server/*", "../../../../server/*"],
    message: `app/** never imports server/**. ${doc("app-and-server")}`,
  },
  tests: { group: ["\\#tests/*"], message: `Production code never imports tests. ${doc("tests-stay-out-of-production")}` },
  repository: {
    group: ["**/*.repository.server.ts", "!./*.repository.server.ts"],
    message: `Only a module's own service uses its repository. ${doc("services-and-repositories")}`,
  },
  repositoryFromOutside: {
    group: ["**/*.repository.server.ts"],
    message: `Routes and /api handlers call services, never repositories. ${doc("services-and-repositories")}`,
  },
  kysely: {
    name: "kysely",
    allowTypeImports: true,
    message: `Queries are built only in repositories, migrations and app/db; elsewhere pass the handle along with \`import type\`. ${doc("kysely-only-in-repositories")}`,
  },
};

/** Files that may build queries: repositories, migrations, app/db, tests and the database scripts. */
const QUERY_BUILDERS = ["**/*.repository.server.ts", "app/db/**", "**/*.test.ts", "**/*.test.tsx", "tests/**", "scripts/**", "bench/**"];

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
  // Promises: type-aware, so a forgotten await or a promise handed to an event handler is caught.
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  // Accessibility of the JSX (the public pages and the admin).
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.tsx"],
    // A scrolling region holding no link or button must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
    rules: { "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"], tags: [] }] },
  },
  // Layers of app/ (docs/decisions/033-layers-in-app.md): folder zones, one direction between features, no cycles.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    // A test may seed its data through any service; the layers hold production code.
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver()] },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: [...layerZones(doc), ...featureZones(FEATURE_IMPORTS, doc)] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/**", ...QUERY_BUILDERS],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [boundaries.kysely], patterns: [boundaries.server, boundaries.tests, boundaries.repository] }],
    },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: QUERY_BUILDERS,
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [boundaries.kysely], patterns: [boundaries.server, boundaries.tests, boundaries.repositoryFromOutside] }],
    },
  },
  {
    files: ["server/**/*.ts"],
    ignores: QUERY_BUILDERS,
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [boundaries.kysely], patterns: [boundaries.tests, boundaries.repositoryFromOutside] }],
    },
  },
  {
    files: ["app/**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [boundaries.server] }] },
  },
  {
    files: ["app/db/migrations/**/*.ts", "app/db/migrate.server.ts", "tests/**/*.ts", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
