import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "#app/components/document-scripts.tsx";
import { matchesEtag, NONCE_PLACEHOLDER, pageCacheKey, withNonce } from "#app/lib/page-cache.server.ts";

export const streamTimeout = 5_000;

/** Renders the whole page to a string with a placeholder nonce, for the page cache. */
function renderToHtml(request: Request, routerContext: EntryContext): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on("finish", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), failed }));
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={NONCE_PLACEHOLDER}>
        <ServerRouter context={routerContext} url={request.url} nonce={NONCE_PLACEHOLDER} />
      </NonceContext>,
      {
        nonce: NONCE_PLACEHOLDER,
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Renders the page; crawlers and link-preview bots get the complete HTML in one piece. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A loader that knows its content version sets ETag; with the build's version it names the page exactly.
  const contentTag = responseHeaders.get("ETag");
  const cacheable = contentTag !== null && responseStatusCode === 200 && request.method === "GET";
  if (cacheable) {
    const etag = `W/"${routerContext.manifest.version}.${contentTag.replace(/^W\/|"/g, "")}"`;
    responseHeaders.set("ETag", etag);
    if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
      responseHeaders.delete("Content-Type");
      return new Response(null, { status: 304, headers: responseHeaders });
    }
    responseHeaders.set("Content-Security-Policy", loadContext.contentSecurityPolicy);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    const pageCache = loadContext.pageCache;
    if (pageCache?.cache.enabled) {
      // Rendered whole, kept for the server's cache middleware (server/page-cache.ts), which answers
      // the next requests for this URL without React Router while the content version holds.
      const rendered = await renderToHtml(request, routerContext);
      if (!rendered.failed) {
        const headers = [...responseHeaders].filter(([name]) => !/^(content-security-policy|set-cookie)$/i.test(name));
        pageCache.cache.store(pageCacheKey(request.url), { etag, html: rendered.html, headers, contentVersion: pageCache.contentVersion });
      }
      return new Response(withNonce(rendered.html, loadContext.cspNonce), { status: responseStatusCode, headers: responseHeaders });
    }
  }
  responseHeaders.set("Content-Security-Policy", loadContext.contentSecurityPolicy);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const nonce = loadContext.cspNonce;
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
