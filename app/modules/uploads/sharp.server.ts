import type sharpModule from "sharp";

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

/**
 * sharp, loaded on the first image that needs it rather than at start-up: libvips costs some 25 MB of
 * memory, and a process that serves pages (uploaded images are stored already encoded) may never need it.
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import("sharp").then((loaded) => loaded.default);
  return loading;
}
