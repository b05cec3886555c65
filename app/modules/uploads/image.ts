export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE_MESSAGE = "The image is too large: at most 10 MB are accepted.";
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Widths of the WebP renditions made for `srcset`; the original (capped) width is always kept. */
export const IMAGE_RENDITION_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_MAX_WIDTH = 2400;
export const SHARE_IMAGE_WIDTH = 1200;
export const IMAGE_URL_PREFIX = "/uploads/images/";

export interface StoredImage {
  id: string;
  url: string;
  width: number;
  height: number;
  /** WebP renditions, narrowest first, for srcset. */
  renditions: { url: string; width: number }[];
  /** JPEG rendition for link previews (LinkedIn rejects WebP). */
  shareUrl: string;
}

export function imageUrl(id: string, variant: string): string {
  return `${IMAGE_URL_PREFIX}${id}${variant}`;
}
