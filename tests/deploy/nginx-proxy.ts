import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import path from "node:path";
import { ROOT } from "#tests/durability/server-process.ts";

export const NGINX = "/usr/sbin/nginx";
export const SHIPPED_NGINX_SITE = path.join(ROOT, "deploy/nginx/executive-site.conf");

/** How long nginx leaves out an instance that failed (the shipped upstream's fail_timeout). */
export function failTimeoutMs(): number {
  const seconds = /fail_timeout=(\d+)s/.exec(fs.readFileSync(SHIPPED_NGINX_SITE, "utf8"))?.[1];
  if (!seconds) throw new Error("deploy/nginx/executive-site.conf has no fail_timeout");
  return Number(seconds) * 1000;
}

/** A throwaway self-signed certificate for localhost (openssl CLI). */
export function makeCertificate(dir: string): { cert: string; key: string; ca: Buffer } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"], {
    stdio: "ignore",
  });
  return { cert, key, ca: fs.readFileSync(cert) };
}

/**
 * The shipped site file with this test's ports and paths put in: the upstream's instances, the
 * listening ports on loopback, the certificate, the cache folder. Everything else is the file as shipped.
 */
export function nginxConfigFromShippedSite(options: { dir: string; httpPort: number; httpsPort: number; upstreams: number[]; cert: string; key: string }): string {
  let site = fs.readFileSync(SHIPPED_NGINX_SITE, "utf8");
  const replace = (from: RegExp, to: string) => {
    if (!from.test(site)) throw new Error(`deploy/nginx/executive-site.conf no longer has ${from}`);
    site = site.replace(from, to);
  };
  const upstreamLines = options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`).join("\n");
  replace(/(upstream executive_site \{\n)(?:\s*server 127\.0\.0\.1:\d+[^\n]*\n)+/, `$1${upstreamLines}\n`);
  replace(/^\s*listen \[::\]:80;\n/m, "");
  replace(/^\s*listen \[::\]:443 ssl http2;\n/m, "");
  replace(/listen 80;/, `listen 127.0.0.1:${options.httpPort};`);
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${options.cert};`);
  replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${options.key};`);
  replace(/\/var\/cache\/nginx\/executive-site/, path.join(options.dir, "cache"));
  replace(/\/var\/www\/letsencrypt/, path.join(options.dir, "www"));
  const temp = (name: string) => path.join(options.dir, "temp", name);
  for (const name of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) fs.mkdirSync(temp(name), { recursive: true });
  return [
    // Workers run as the user starting nginx (root in CI: then as root, so they can use the temp folder).
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "daemon off;",
    "worker_processes 1;",
    `pid ${path.join(options.dir, "nginx.pid")};`,
    `error_log ${path.join(options.dir, "error.log")} warn;`,
    "events { worker_connections 512; }",
    "http {",
    `  access_log ${path.join(options.dir, "access.log")};`,
    `  client_body_temp_path ${temp("body")};`,
    `  proxy_temp_path ${temp("proxy")};`,
    `  fastcgi_temp_path ${temp("fastcgi")};`,
    `  uwsgi_temp_path ${temp("uwsgi")};`,
    `  scgi_temp_path ${temp("scgi")};`,
    site,
    "}",
    "",
  ].join("\n");
}

export interface Nginx {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Checks the configuration (`nginx -t`), then runs nginx in the foreground. */
export async function startNginx(dir: string, conf: string, httpsPort: number, ca: Buffer): Promise<Nginx> {
  const file = path.join(dir, "nginx.conf");
  fs.writeFileSync(file, conf);
  const args = ["-p", dir, "-c", file, "-e", path.join(dir, "error.log")];
  execFileSync(NGINX, [...args, "-t"], { stdio: "pipe" });
  const child = spawn(NGINX, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${output}`);
    try {
      await request(httpsPort, ca, "GET", "/healthz");
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
    },
  };
}

export interface ProxyResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  rawHeaders: string[];
  body: Buffer;
  text: string;
}

/** One HTTPS request to nginx, trusting the throwaway certificate; `localAddress` picks the client's loopback address. */
export function request(
  port: number,
  ca: Buffer,
  method: string,
  pathname: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<ProxyResponse> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: "127.0.0.1", servername: "localhost", port, method, path: pathname, ca, headers: { host: "localhost", ...options.headers }, localAddress: options.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body, text: body.toString() });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.setTimeout(60_000, () => req.destroy(new Error("request timed out")));
    req.end(options.body);
  });
}
