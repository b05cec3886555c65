/**
 * The layers of app/ and the one direction between features (docs/decisions/033-layers-in-app.md), as
 * zones of import-x/no-restricted-paths. A layer imports only from the layers below it.
 */
import fs from "node:fs";
import path from "node:path";

const APP = path.join(import.meta.dirname, "app");

/** Lowest first. `from` of a zone is every layer above its target. */
export const LAYERS = [
  { name: "lib", folders: ["app/lib", "app/db"] },
  { name: "i18n", folders: ["app/i18n"] },
  { name: "content", folders: ["app/content"] },
  { name: "components", folders: ["app/components"] },
  { name: "modules", folders: ["app/modules"] },
  { name: "routes", folders: ["app/routes"] },
  {
    name: "entries",
    folders: ["app/root.tsx", "app/entry.client.tsx", "app/entry.server.tsx", "app/routes.ts", "app/load-context.ts", "app/islands"],
  },
];

/**
 * Which features a feature builds on (app/modules/<feature>). One direction only: a feature never
 * appears in the list of one it lists (the lint test checks the map has no cycle). `admin` is the
 * admin kit (session, API client, query cache, admin chrome): every feature may use it; it builds only on
 * `admin-i18n`, the admin's dictionary. Every feature that writes records its audit event itself, in
 * its own transaction, so `audit` sits low and imports no feature but the admin's dictionary (for its tab).
 * A feature missing here may import no other feature.
 */
export const FEATURE_IMPORTS: Record<string, readonly string[]> = {
  admin: ["admin-i18n"],
  "admin-i18n": ["notifications"],
  settings: [],
  "rate-limits": [],
  uploads: ["audit"],
  notifications: ["settings"],
  audit: ["admin-i18n"],
  backup: ["admin-i18n", "audit", "settings"],
  categories: ["admin-i18n", "audit", "settings"],
  articles: ["admin-i18n", "audit", "categories", "newsletter", "settings", "uploads"],
  seo: ["articles"],
  talks: ["admin-i18n", "audit", "seo", "settings"],
  testimonials: ["admin-i18n", "audit", "settings", "site-content"],
  "site-content": ["admin-i18n", "audit", "settings"],
  contact: ["admin-i18n", "audit", "notifications", "rate-limits", "settings", "site-content"],
  auth: ["admin-i18n", "audit", "notifications", "rate-limits", "settings"],
  home: ["articles", "contact", "one-sheet", "talks", "testimonials", "uploads"],
  "share-cards": ["articles", "pages", "site-content", "talks", "uploads"],
  press: ["seo", "share-cards", "site-content", "uploads"],
  "one-sheet": ["share-cards", "talks", "testimonials"],
  analytics: ["admin-i18n", "pages"],
  newsletter: ["admin-i18n", "audit", "notifications", "rate-limits", "site-content"],
  pages: ["admin", "admin-i18n", "articles", "audit", "settings"],
  privacy: ["admin", "admin-i18n", "audit", "contact", "newsletter", "seo", "settings", "share-cards", "site-content"],
  "first-run": ["admin-i18n", "audit", "auth", "settings", "site-content"],
};
const ADMIN_KIT = "admin";

/** Upward imports between layers, the admin's parts beside the route modules, and ui primitives without text. */
type Doc = (section: string) => string;
type Zone = { target: string | string[]; from: string | string[]; except?: string[]; message: string };

export function layerZones(doc: Doc): Zone[] {
  const zones: Zone[] = LAYERS.slice(0, -1).map((layer, index) => ({
    target: layer.folders.map((folder) => `./${folder}`),
    from: LAYERS.slice(index + 1).flatMap((above) => above.folders.map((folder) => `./${folder}`)),
    message: `The ${layer.name} layer imports only from the layers below it (lib → i18n → content → components → modules → routes → entries). ${doc("layers-in-app")}`,
  }));
  zones.push({
    target: "./app/routes",
    from: "./app/routes",
    except: ["./admin/composition", "./site/composition", "./admin/admin.css"],
    message: `Route modules never import other route modules; shared parts go to components/, a module's components, or routes/*/composition. ${doc("routes-never-import-routes")}`,
  });
  zones.push({
    target: "./app/components/ui",
    from: ["./app/i18n", "./app/content"],
    message: `components/ui imports only lib and packages: text arrives as props. ${doc("layers-in-app")}`,
  });
  return zones;
}

/** Every feature of app/modules, from the folder, so that a new one is held to the rule from its first file. */
export function features(): string[] {
  return fs
    .readdirSync(path.join(APP, "modules"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** For each feature, the other features it does not build on (the admin kit is open to all). */
export function featureZones(map: Record<string, readonly string[]>, doc: Doc): Zone[] {
  const all = features();
  return all.flatMap((feature): Zone[] => {
    const allowed = new Set([feature, ...(map[feature] ?? []), ...(feature === ADMIN_KIT ? [] : [ADMIN_KIT])]);
    const from = all.filter((other) => !allowed.has(other)).map((other) => `./app/modules/${other}`);
    if (from.length === 0) return [];
    const builds = map[feature]?.length ? `builds only on ${map[feature].join(", ")}` : "builds on no other feature";
    return [
      {
        target: `./app/modules/${feature}`,
        from,
        message: `The feature "${feature}" ${builds}${feature === ADMIN_KIT ? "" : " (and the admin kit)"}: one direction between features, written in eslint.layers.ts. ${doc("feature-to-feature-imports")}`,
      },
    ];
  });
}
