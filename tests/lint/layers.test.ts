/**
 * The layer rules of eslint.config.js (docs/decisions/033-layers-in-app.md) must keep reporting: small
 * snippets placed virtually in the layer folders are linted with the project's own configuration, and an
 * upward, feature-to-feature, route-to-route or query-building import that is NOT reported fails here.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { FEATURE_IMPORTS, features } from "../../eslint.layers.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(async () => {
  // The snippets are not files of the TypeScript project: lint them without type information.
  eslint = new ESLint({
    cwd: ROOT,
    overrideConfig: {
      files: ["**/*.{ts,tsx}"],
      languageOptions: { parserOptions: { projectService: false } },
      rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
    },
  });
  // The first lint loads the plugins and resolves the import graph that no-cycle walks (slow on a busy machine).
  await eslint.lintText("export {};\n", { filePath: path.join(ROOT, "app/lib/warm-up.ts") });
}, 240_000);

/** The rules that reported on `code`, as if it were the file `file` (a path under the repository). */
async function reported(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const messages = result?.messages ?? [];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}: ${fatal.message}`);
  return messages.map((message) => message.ruleId ?? "");
}

const use = (specifier: string, name = "x") => `import { ${name} } from "${specifier}";\nexport const used = ${name};\n`;

describe("upward imports between layers are reported", () => {
  it.each([
    ["app/lib/fixture.ts", "#app/components/island.ts", "island"],
    ["app/lib/fixture.ts", "#app/i18n/translate.ts", "createTranslator"],
    ["app/i18n/fixture.ts", "#app/content/site.ts", "SITE"],
    ["app/content/fixture.ts", "#app/components/island.ts", "island"],
    ["app/components/fixture.tsx", "../modules/home/sections.ts", "x"],
    ["app/components/fixture.tsx", "#app/modules/articles/article.ts", "x"],
    ["app/modules/press/fixture.ts", "#app/routes/site/home.tsx", "x"],
    ["app/modules/press/fixture.ts", "../../routes/admin/composition/settings-tab.tsx", "SettingsTab"],
    ["app/routes/site/fixture.tsx", "#app/root.tsx", "x"],
    ["app/components/ui/fixture.tsx", "#app/i18n/translate.ts", "createTranslator"],
  ])("%s importing %s", async (file, specifier, name) => {
    expect(await reported(file, use(specifier, name))).toContain("import-x/no-restricted-paths");
  });
});

describe("import specifiers that cross the house's outer walls are reported", () => {
  // `#` opens a comment in the gitignore-style patterns of no-restricted-imports: these once never fired.
  it.each([
    ["app/lib/fixture.ts", "#server/context.ts"],
    ["app/modules/articles/fixture.ts", "../../../server/context.ts"],
    ["app/modules/articles/fixture.ts", "#tests/factories.ts"],
    ["server/api/fixture.ts", "#tests/factories.ts"],
  ])("%s importing %s", async (file, specifier) => {
    expect(await reported(file, use(specifier))).toContain("@typescript-eslint/no-restricted-imports");
  });
});

describe("a feature imports another only in the direction written down", () => {
  it("reports categories importing from articles (articles builds on categories)", async () => {
    expect(await reported("app/modules/categories/fixture.ts", use("#app/modules/articles/article.ts"))).toContain("import-x/no-restricted-paths");
  });
  it("reports share-cards importing from press (press builds on share-cards), relative or not", async () => {
    expect(await reported("app/modules/share-cards/fixture.ts", use("../press/press-page.ts"))).toContain("import-x/no-restricted-paths");
    expect(await reported("app/modules/share-cards/fixture.ts", use("#app/modules/press/press-page.ts"))).toContain("import-x/no-restricted-paths");
  });
  it("lets articles use categories and every feature use the admin kit", async () => {
    expect(await reported("app/modules/articles/fixture.ts", use("#app/modules/categories/category.ts"))).toEqual([]);
    expect(await reported("app/modules/talks/fixture.ts", use("#app/modules/admin/api-client.ts", "apiRequest"))).toEqual([]);
  });
  it("reports the admin kit importing a feature", async () => {
    expect(await reported("app/modules/admin/fixture.ts", use("#app/modules/auth/auth.schema.ts"))).toContain("import-x/no-restricted-paths");
  });
  it("has one direction only: the map of features has no cycle and names every feature", () => {
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (feature: string, trail: string[]): void => {
      if (done.has(feature)) return;
      if (visiting.has(feature)) throw new Error(`features import each other: ${[...trail, feature].join(" -> ")}`);
      visiting.add(feature);
      for (const next of FEATURE_IMPORTS[feature] ?? []) visit(next, [...trail, feature]);
      visiting.delete(feature);
      done.add(feature);
    };
    for (const feature of Object.keys(FEATURE_IMPORTS)) visit(feature, []);
    expect(Object.keys(FEATURE_IMPORTS).sort()).toEqual(features());
  });
});

describe("route modules never import other route modules", () => {
  it.each([
    ["app/routes/site/fixture.tsx", "./home.tsx"],
    ["app/routes/site/fixture.tsx", "../admin/dashboard.tsx"],
    ["app/routes/site/fixture.tsx", "#app/routes/site/articles.tsx"],
    ["app/routes/admin/fixture.tsx", "#app/routes/site/layout.tsx"],
  ])("%s importing %s", async (file, specifier) => {
    expect(await reported(file, use(specifier))).toContain("import-x/no-restricted-paths");
  });
  it("lets a route use the admin's composition and any lower layer", async () => {
    expect(await reported("app/routes/admin/fixture.tsx", use("./composition/settings-tab.tsx", "SettingsTab"))).toEqual([]);
    expect(await reported("app/routes/site/fixture.tsx", use("#app/lib/cn.ts", "cn"))).toEqual([]);
  });
});

describe("Kysely is used only in repositories, migrations and app/db", () => {
  const query = 'import { sql } from "kysely";\nexport const now = sql`now()`;\n';
  it.each(["app/modules/articles/fixture.service.server.ts", "app/routes/site/fixture.ts", "server/api/fixture.ts"])("reports a query built in %s", async (file) => {
    expect(await reported(file, query)).toContain("@typescript-eslint/no-restricted-imports");
  });
  it("lets a repository build queries and a service pass the handle along as a type", async () => {
    expect(await reported("app/modules/articles/fixture.repository.server.ts", query)).toEqual([]);
    expect(await reported("app/modules/articles/fixture.service.server.ts", 'import type { Kysely } from "kysely";\nexport type Handle = Kysely<object>;\n')).toEqual([]);
  });
});

describe("the other rules stay on", () => {
  it.each([
    ["app/modules/articles/articles.service.server.ts", "import-x/no-cycle"],
    ["server/api/articles.ts", "import-x/no-cycle"],
    ["app/modules/articles/articles.service.server.ts", "@typescript-eslint/no-floating-promises"],
    ["app/routes/site/home.tsx", "@typescript-eslint/no-misused-promises"],
    ["app/routes/site/home.tsx", "jsx-a11y/alt-text"],
  ])("%s: %s", async (file, rule) => {
    // The project's own configuration (the instance above turns the typed rules off for snippets).
    const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile(path.join(ROOT, file))) as { rules: Record<string, unknown> };
    const setting = config.rules[rule];
    expect(Array.isArray(setting) ? setting[0] : setting).toBe(2);
  });
});
