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

const UPLOADED_WEBP = /^\/uploads\/images\/([A-Za-z0-9_-]{22})\.webp$/;

/**
 * `srcset` of an uploaded image from its URL and width (the renditions every upload gets: 480, 960
 * and 1600 px wide when narrower than the original); undefined for other images (files under public/).
 */
export function uploadedImageSrcSet(src: string, width: number): string | undefined {
  const id = UPLOADED_WEBP.exec(src)?.[1];
  if (!id) return undefined;
  const widths = IMAGE_RENDITION_WIDTHS.filter((w) => w < width);
  return [...widths.map((w) => `${imageUrl(id, `-w${w}.webp`)} ${w}w`), `${src} ${width}w`].join(", ");
}

/**
 * `srcSet` and `sizes` of an `<img>` showing a content image: both for an uploaded image, neither for a
 * file under public/ (HTML allows `sizes` only beside `srcset`).
 */
export function responsiveImageAttributes(src: string, width: number, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = uploadedImageSrcSet(src, width);
  return srcSet ? { srcSet, sizes } : {};
}

/** The JPEG rendition of an uploaded image (for link previews and downloads), else the image itself. */
export function uploadedImageJpeg(src: string): string {
  const id = UPLOADED_WEBP.exec(src)?.[1];
  return id ? imageUrl(id, ".jpg") : src;
}
