// The bare React Router 7 app of the benchmark, served the way the framework's Express template does:
// @react-router/express in production mode, static assets, nothing else. Started by bench/run.ts with
// NODE_ENV=production and PORT; it runs React Router's production build, as the site does.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import { resolveReactRouterProductionBuild } from "../../server/react-router-production.ts";

resolveReactRouterProductionBuild();
const buildDir = path.join(import.meta.dirname, "build");
const build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT ?? 3000), "127.0.0.1", () => console.log("bare React Router page ready"));
