import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "#app/components/document-scripts.tsx";
import { RequestIdContext } from "#app/components/error-reference.tsx";
import { matchesEtag, PUBLIC_CACHE_CONTROL, weakEtag } from "#app/lib/http-cache.ts";
import { pageBody, pageCacheKey } from "#app/lib/page-cache.server.ts";
import { pageHandleOf } from "#app/lib/page-handle.ts";
import { utf8Bytes } from "#app/lib/utf8.server.ts";

export const streamTimeout = 5_000;

/** React's marker of a Suspense boundary it gave up on and left to a client render, which public pages never get. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * Renders the whole page into one string (`nonce` in every script): cacheable pages have nothing to
 * stream (no Suspense), and React's string renderer builds them about a fifth faster than its
 * streaming one, which encodes every small chunk to bytes on its way (ADR 029). An error in the
 * render throws, as a shell error does when streaming; a boundary left to the client marks the
 * page failed, since no client will ever render it.
 */
function renderWhole(request: Request, routerContext: EntryContext, nonce: string): { body: Buffer; failed: boolean } {
  const html = renderToString(
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>,
  );
  // Bytes at once: a string body would be checked for lone surrogates and encoded again by Response
  // (and Buffer.from measures the string before it encodes it: app/lib/utf8.server.ts).
  const body = utf8Bytes(`<!DOCTYPE html>${html}`);
  const failed = body.includes(CLIENT_RENDERED_BOUNDARY);
  if (failed) console.error(new Error(`Part of ${new URL(request.url).pathname} failed to render and was left to a client render`));
  return { body, failed };
}

/** Renders the page; crawlers and link-preview bots get the complete HTML in one piece. */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A page its route declares cacheable (app/lib/page-handle.ts) is named exactly by the build and the
  // content version read before the render: it gets the public Cache-Control and that ETag.
  const contentVersion = loadContext.contentVersion;
  const handles = routerContext.staticHandlerContext.matches.map((match) => match.route.handle);
  const cacheable = pageHandleOf(handles).cacheable === true && responseStatusCode === 200 && request.method === "GET";
  if (cacheable && contentVersion !== undefined) {
    const etag = weakEtag(routerContext.manifest.version, contentVersion);
    responseHeaders.set("ETag", etag);
    responseHeaders.set("Cache-Control", PUBLIC_CACHE_CONTROL);
    if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
      responseHeaders.delete("Content-Type");
      return new Response(null, { status: 304, headers: responseHeaders });
    }
    responseHeaders.set("Content-Security-Policy", loadContext.contentSecurityPolicy);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // With the page cache on, rendered with its placeholder and kept, so that the server answers the next
    // requests for this URL without React Router (server/page-cache.ts) while the content version holds.
    const cache = loadContext.pageCache;
    const rendered = renderWhole(request, routerContext, cache?.noncePlaceholder ?? loadContext.cspNonce);
    if (rendered.failed) {
      // Part of the page failed: sent as rendered, but neither kept nor offered to shared caches.
      responseHeaders.delete("ETag");
      responseHeaders.delete("Cache-Control");
    }
    const headers = [...responseHeaders].filter(([name]) => !/^(content-security-policy|set-cookie)$/i.test(name));
    const page = cache?.prepare({ etag, body: rendered.body, headers, contentVersion });
    if (page && cache && !rendered.failed) cache.store(pageCacheKey(request.url), page);
    // Node allocates Buffers on plain (never shared) ArrayBuffers.
    const body = (page ? pageBody(page, loadContext.cspNonce) : rendered.body) as Uint8Array<ArrayBuffer>;
    return new Response(body, { status: responseStatusCode, headers: responseHeaders });
  }
  responseHeaders.set("Content-Security-Policy", loadContext.contentSecurityPolicy);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const nonce = loadContext.cspNonce;
    // Named on 5xx pages only (ErrorReference): no other page needs it, and none is kept with it.
    const requestId = responseStatusCode >= 500 ? loadContext.requestId : undefined;
    const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <RequestIdContext value={requestId}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdContext>
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

/** Errors of loaders, actions and renders: logged with the request's id, which the 5xx page shows (issue 29). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const requestId = (context as Partial<AppLoadContext> | undefined)?.requestId;
  console.error(`${request.method} ${new URL(request.url).pathname} failed (request ${requestId ?? "unknown"}):`, error);
};
