/**
 * The image files shipped under public/: with uploaded images (/uploads/images/...), the only images
 * site content may show (issue 22: any site path was accepted, `/api/auth/logout` included).
 * A test keeps this list equal to the image files in public/.
 */
export const SHIPPED_IMAGES: readonly string[] = [
  "/assets/images/article-placeholder.jpg",
  "/assets/images/article-placeholder.svg",
  "/book-cover.png",
  "/favicon.svg",
  "/og/home.jpg",
  "/press-photos/book-signing.jpg",
  "/press-photos/portrait-1.jpg",
  "/press-photos/portrait-2.jpg",
  "/press-photos/stage-1.jpg",
  "/press-photos/stage-2.jpg",
  "/press-photos/workshop.jpg",
];

/** The sample photos shipped with the site (issue 30): an image still under this folder has not been replaced. */
export const SAMPLE_PHOTOS_PREFIX = "/press-photos/";
