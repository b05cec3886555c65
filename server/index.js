// The process entry, in plain JavaScript so that Node's on-disk compile cache (in the OS temp folder) is
// on before the first TypeScript file is read: a later start then loads every compiled, type-stripped
// module from it, and Node's type stripper (some 17 MB of memory) is never loaded at all (ADR 007).
// Where the cache cannot be written, the server starts as before.
import module from "node:module";

module.enableCompileCache?.();
// In production, React Router's production build, not the development one its package.json names.
if (process.env.NODE_ENV === "production") {
  const { resolveReactRouterProductionBuild } = await import("./react-router-production.ts");
  resolveReactRouterProductionBuild();
}
await import("./main.ts");
