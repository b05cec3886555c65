/**
 * Loader data of a public page, which only the server's render reads: public pages reach the browser
 * as HTML without React Router's runtime (ADR 018), so their loader data is never sent. React Router
 * still encodes every document's loader data for the browser (turbo-stream, walking each value with
 * `Object.keys`) whether or not the page sends it, and on an uncached article that encoding and its
 * garbage were about a fifth of the server's time. The same values with non-enumerable keys read the
 * same in loaders' callers (`loaderData.article`, destructuring, `meta`'s `data`), and encode as `{}`.
 * A `.data` request for a public page therefore answers no data: none of it is for the browser.
 * Never for a page that hydrates (the admin): its browser needs the data.
 */
export function renderOnly<T extends Record<string, unknown>>(data: T): T {
  const hidden = {} as T;
  for (const key of Object.keys(data)) Object.defineProperty(hidden, key, { value: data[key], enumerable: false });
  return hidden;
}
