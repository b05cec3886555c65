import { Parser } from "htmlparser2";
import type { Kysely } from "kysely";
import type { Metadata } from "sharp";
import { loadSharp } from "#app/modules/uploads/sharp.server.ts";
import type { Database } from "#app/db/database.ts";
import { LANGUAGES, type Language } from "#app/lib/language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { type Article, articleVersion, type ArticleVersion, excerptOrFallback } from "./article.ts";
import { ARTICLE_NOT_FOUND_MESSAGE, articlePath, findArticle } from "./articles.service.server.ts";
import {
  cardDomain,
  SHARE_CARD_MAX_BYTES,
  SHARE_CARD_MIN_HEIGHT,
  SHARE_CARD_MIN_WIDTH,
  SHARE_CARD_RATIO,
  SHARE_CARD_RATIO_TOLERANCE,
  SHARE_CARD_TYPES,
  SHARE_CRAWLER_USER_AGENT,
  type ShareCheck,
  type ShareKitReport,
  type SharePost,
} from "./share-kit.ts";
import { type Crawled, crawl, CrawlRefused, type Endpoint } from "./share-kit-fetch.server.ts";
import { postInspectorUrl, withShareUtm } from "./share-links.ts";

/**
 * The LinkedIn share kit (ADR 026): reads an article's public page as a link-preview crawler does (raw
 * HTML over HTTP, no JavaScript, a crawler's User-Agent), checks its Open Graph tags and image against
 * what LinkedIn needs, and writes the posts to paste.
 */

const PAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Read past the 5 MB limit, to say how large an image is, but never without bound. */
const IMAGE_READ_MAX_BYTES = 8 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const LANGUAGE_NAME: Record<Language, string> = { en: "English", pt: "Portuguese" };

export interface ShareKitOptions {
  /** The site's public origin (SITE_URL): the address LinkedIn will read. */
  siteUrl: string;
  /**
   * This server's own address (the one the request came in on), read from instead when the public
   * origin cannot be reached from the server (a laptop, a private network, a SITE_URL not yet live).
   */
  localOrigin: string | null;
  /** The socket address and port of that same server: the one non-public address the kit may read. */
  ownEndpoint: Endpoint | null;
  /** Origins read whatever their address (tests standing in for the public site on loopback). */
  trustedOrigins?: readonly string[];
}

type Fetched = Crawled;

/** GET `url` as a crawler by the share kit's rules (share-kit-fetch.server.ts), reading at most `maxBytes` of the body. */
function fetchAsCrawler(url: string, accept: string, maxBytes: number, options: ShareKitOptions): Promise<Fetched> {
  return crawl(url, {
    userAgent: SHARE_CRAWLER_USER_AGENT,
    accept,
    maxBytes,
    timeoutMs: FETCH_TIMEOUT_MS,
    ownEndpoint: options.ownEndpoint,
    trustedOrigins: options.trustedOrigins,
  });
}

function reasonOf(error: unknown): string {
  if (error instanceof CrawlRefused) return `refused: ${error.message}`;
  const failure = error as { code?: unknown; name?: unknown; cause?: { code?: unknown; name?: unknown } };
  if (failure.name === "TimeoutError" || failure.cause?.name === "TimeoutError") return `no answer within ${FETCH_TIMEOUT_MS / 1000} s`;
  if (typeof failure.cause?.code === "string") return failure.cause.code;
  if (typeof failure.code === "string") return failure.code;
  return error instanceof Error ? error.message : String(error);
}

/** `url` on `origin` instead of its own (same path, query and hash). */
function onOrigin(url: string, origin: string): string {
  const parsed = new URL(url);
  return `${origin}${parsed.pathname}${parsed.search}`;
}

/** The og: and twitter: tags (the first of each name, as crawlers take it) and the canonical link. */
export function parseShareTags(html: string): { tags: Record<string, string>; canonical: string | null } {
  const tags: Record<string, string> = {};
  let canonical: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "meta") {
          const key = (attributes.property ?? attributes.name ?? "").trim().toLowerCase();
          if ((key.startsWith("og:") || key.startsWith("twitter:")) && attributes.content !== undefined && !(key in tags)) {
            tags[key] = attributes.content.trim();
          }
        } else if (name === "link" && canonical === null && (attributes.rel ?? "").toLowerCase().split(/\s+/).includes("canonical")) {
          canonical = (attributes.href ?? "").trim() || null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { tags, canonical };
}

function check(id: ShareCheck["id"], label: string, pass: boolean, passMessage: string, failMessage: string): ShareCheck {
  return { id, label, pass, message: pass ? passMessage : failMessage };
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const TYPE_OF_FORMAT: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif", avif: "image/avif", heif: "image/heif", svg: "image/svg+xml", tiff: "image/tiff" };

interface ImageFacts {
  checks: ShareCheck[];
  width: number | null;
  height: number | null;
}

/** The image checks: type, dimensions, bytes and aspect ratio. */
async function checkImage(imageUrl: string, publicOrigin: string, options: ShareKitOptions, usedLocal: boolean): Promise<ImageFacts> {
  const { localOrigin } = options;
  const sharp = await loadSharp();
  const failAll = (message: string): ImageFacts => ({
    width: null,
    height: null,
    checks: [
      check("imageType", "Image is JPEG or PNG", false, "", message),
      check("imageDimensions", `Image is at least ${SHARE_CARD_MIN_WIDTH}x${SHARE_CARD_MIN_HEIGHT}`, false, "", message),
      check("imageBytes", "Image is at most 5 MB", false, "", message),
      check("imageRatio", `Image is about ${SHARE_CARD_RATIO}:1`, false, "", message),
    ],
  });
  // When the page came from the server itself, so does an image on the public origin.
  const target = usedLocal && localOrigin && new URL(imageUrl).origin === publicOrigin ? onOrigin(imageUrl, localOrigin) : imageUrl;
  let fetched: Fetched;
  try {
    fetched = await fetchAsCrawler(target, "image/jpeg,image/png,image/*;q=0.8", IMAGE_READ_MAX_BYTES, options);
  } catch (error) {
    return failAll(`The image at ${imageUrl} could not be fetched (${reasonOf(error)}).`);
  }
  if (fetched.status !== 200) return failAll(`The image at ${imageUrl} answered HTTP ${fetched.status}, not 200.`);

  const bytes = fetched.truncated ? Math.max(fetched.contentLength ?? 0, fetched.body.byteLength) : fetched.body.byteLength;
  let metadata: Metadata | null = null;
  try {
    metadata = await sharp(fetched.body, { failOn: "none" }).metadata();
  } catch {
    metadata = null;
  }
  const format = metadata?.format ? (TYPE_OF_FORMAT[metadata.format] ?? metadata.format) : null;
  const width = metadata?.width ?? null;
  const height = metadata?.height ?? null;
  // The bytes decide the type, and the server must say the same (crawlers trust the header).
  const allowed = (SHARE_CARD_TYPES as readonly string[]).includes(format ?? "") && fetched.contentType === format;
  const typeName = format ?? (fetched.contentType || "not an image");
  const ratio = width && height ? width / height : null;
  const ratioPass = ratio !== null && Math.abs(ratio - SHARE_CARD_RATIO) / SHARE_CARD_RATIO <= SHARE_CARD_RATIO_TOLERANCE;
  const size = width && height ? `${width}x${height}` : "of unknown size";
  return {
    width,
    height,
    checks: [
      check(
        "imageType",
        "Image is JPEG or PNG",
        allowed,
        `${format === "image/png" ? "PNG" : "JPEG"}, served as ${fetched.contentType}.`,
        format !== null && format !== fetched.contentType && (SHARE_CARD_TYPES as readonly string[]).includes(format)
          ? `The image is ${format} but is served as ${fetched.contentType || "no type"}; serve it as ${format}.`
          : `The image is ${typeName}; LinkedIn shows only JPEG or PNG images.`,
      ),
      check(
        "imageDimensions",
        `Image is at least ${SHARE_CARD_MIN_WIDTH}x${SHARE_CARD_MIN_HEIGHT}`,
        width !== null && height !== null && width >= SHARE_CARD_MIN_WIDTH && height >= SHARE_CARD_MIN_HEIGHT,
        `${size} pixels.`,
        `The image is ${size}; LinkedIn needs at least ${SHARE_CARD_MIN_WIDTH}x${SHARE_CARD_MIN_HEIGHT} pixels for a large card.`,
      ),
      check(
        "imageBytes",
        "Image is at most 5 MB",
        !fetched.truncated && bytes <= SHARE_CARD_MAX_BYTES,
        `${formatBytes(bytes)}.`,
        `The image is ${fetched.truncated ? "over " : ""}${formatBytes(bytes)}; LinkedIn ignores images over 5 MB.`,
      ),
      check(
        "imageRatio",
        `Image is about ${SHARE_CARD_RATIO}:1`,
        ratioPass,
        `${ratio?.toFixed(2)}:1.`,
        ratio === null
          ? "The image's size could not be read."
          : `The image is ${ratio.toFixed(2)}:1; LinkedIn crops to ${SHARE_CARD_RATIO}:1 (within ±${SHARE_CARD_RATIO_TOLERANCE * 100} % it looks as intended).`,
      ),
    ],
  };
}

/** The posts to paste, one per language: each links to the version in its language, or says the article is in the other. */
function sharePosts(article: Article, checked: ArticleVersion, siteUrl: string): SharePost[] {
  return LANGUAGES.map((language) => {
    const own = articleVersion(article, language);
    const version = own?.published ? own : checked;
    const url = withShareUtm(`${siteUrl}${articlePath(version)}`, "linkedin");
    const summary = excerptOrFallback(version.excerpt, version.content);
    const inOther = version.language !== language;
    const call =
      language === "pt"
        ? inOther
          ? "Leia o artigo completo (em inglês):"
          : "Leia o artigo completo:"
        : inOther
          ? "Read the full article (in Portuguese):"
          : "Read the full article:";
    return { language, url, text: `${version.title}\n\n${summary}\n\n${call} ${url}` };
  });
}

/** The share kit of one language version of an article; 404 when there is no article, 409 when the version is not public. */
export async function buildShareKit(db: Kysely<Database>, articleId: number, language: Language, options: ShareKitOptions): Promise<ShareKitReport> {
  const article = await findArticle(db, articleId);
  if (!article) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
  const version = articleVersion(article, language);
  if (!version) throw new AppError("CONFLICT", `This article has no ${LANGUAGE_NAME[language]} version, so there is no ${LANGUAGE_NAME[language]} page to share.`);
  if (!version.published) {
    throw new AppError("CONFLICT", `The ${LANGUAGE_NAME[language]} version is not published yet: there is no public page to check. Publish it first.`);
  }

  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const publicOrigin = new URL(siteUrl).origin;
  const url = `${siteUrl}${articlePath(version)}`;
  const accept = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8";
  let fetchedFrom: ShareKitReport["fetchedFrom"] = "public";
  let fetchedUrl = url;
  let note: string | null = null;
  let page: Fetched | null = null;
  let pageError: string | null = null;
  try {
    page = await fetchAsCrawler(url, accept, PAGE_MAX_BYTES, options);
  } catch (error) {
    const reason = reasonOf(error);
    if (options.localOrigin) {
      fetchedFrom = "local";
      fetchedUrl = onOrigin(url, options.localOrigin);
      note = `The public address ${siteUrl} could not be reached from the server (${reason}), so the page was read from the server itself at ${options.localOrigin}. LinkedIn reads the public address: make sure it is online before you post.`;
      try {
        page = await fetchAsCrawler(fetchedUrl, accept, PAGE_MAX_BYTES, options);
      } catch (localError) {
        pageError = `The page could not be fetched from ${fetchedUrl} either (${reasonOf(localError)}).`;
      }
    } else {
      pageError = `The page could not be fetched from ${url} (${reason}).`;
    }
  }

  const pageOk = page !== null && page.status === 200 && /html/.test(page.contentType);
  const { tags, canonical } = pageOk && page ? parseShareTags(page.body.toString("utf8")) : { tags: {}, canonical: null };
  const checks: ShareCheck[] = [
    check(
      "page",
      "Page answers 200 with HTML",
      pageOk,
      `HTTP 200, ${page?.contentType}.`,
      pageError ?? (page && page.status !== 200 ? `The page answered HTTP ${page.status}, not 200.` : `The page is ${page?.contentType || "of no type"}, not HTML.`),
    ),
  ];
  const present = (key: string, label: string) =>
    check(key === "og:title" ? "ogTitle" : key === "og:description" ? "ogDescription" : "ogType", label, Boolean(tags[key]), `“${tags[key]}”`, `The page has no ${key} tag.`);
  checks.push(present("og:title", "og:title present"), present("og:description", "og:description present"), present("og:type", "og:type present"));

  const ogUrl = tags["og:url"];
  checks.push(
    check(
      "ogUrl",
      "og:url equals the canonical URL",
      Boolean(ogUrl) && ogUrl === canonical && ogUrl === url,
      `${ogUrl}`,
      !ogUrl
        ? "The page has no og:url tag."
        : canonical === null
          ? `og:url is ${ogUrl} but the page has no canonical link.`
          : ogUrl !== canonical
            ? `og:url (${ogUrl}) differs from the canonical link (${canonical}).`
            : `og:url (${ogUrl}) is not the article's public address (${url}).`,
    ),
  );

  const ogImage = tags["og:image"];
  const imageAbsolute = Boolean(ogImage && /^https?:\/\//i.test(ogImage));
  checks.push(
    check(
      "ogImage",
      "og:image present, an absolute URL",
      imageAbsolute,
      `${ogImage}`,
      ogImage ? `og:image (${ogImage}) is not an absolute http(s) URL.` : "The page has no og:image tag.",
    ),
  );
  const image =
    ogImage && imageAbsolute
      ? await checkImage(ogImage, publicOrigin, options, fetchedFrom === "local")
      : {
          width: null,
          height: null,
          checks: (["imageType", "imageDimensions", "imageBytes", "imageRatio"] as const).map((id) =>
            check(id, { imageType: "Image is JPEG or PNG", imageDimensions: `Image is at least ${SHARE_CARD_MIN_WIDTH}x${SHARE_CARD_MIN_HEIGHT}`, imageBytes: "Image is at most 5 MB", imageRatio: `Image is about ${SHARE_CARD_RATIO}:1` }[id], false, "", "No image to check: see og:image."),
          ),
        };
  checks.push(...image.checks);

  return {
    articleId,
    language,
    url,
    fetchedFrom,
    fetchedUrl,
    note,
    ok: checks.every((item) => item.pass),
    checks,
    card: {
      title: tags["og:title"] ?? tags["twitter:title"] ?? null,
      description: tags["og:description"] ?? tags["twitter:description"] ?? null,
      image: ogImage && imageAbsolute ? ogImage : null,
      imageWidth: image.width,
      imageHeight: image.height,
      domain: cardDomain(ogUrl ?? url),
    },
    tags,
    posts: sharePosts(article, version, siteUrl),
    postInspectorUrl: postInspectorUrl(url),
  };
}
