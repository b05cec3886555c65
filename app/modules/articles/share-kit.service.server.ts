import { Parser } from "htmlparser2";
import type { Kysely } from "kysely";
import type { Metadata } from "sharp";
import { loadSharp } from "#app/modules/uploads/sharp.server.ts";
import type { Database } from "#app/db/database.ts";
import { LANGUAGES, type Language } from "#app/lib/language.ts";
import { AppError } from "#app/lib/app-error.ts";
import { ADMIN_DICTIONARIES, type AdminLanguage, fillText } from "#app/modules/admin-i18n/admin-dictionary.ts";
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
import { type Crawled, crawl, CrawlRefused, type Endpoint, refusalText } from "./share-kit-fetch.server.ts";
import { SHARE_KIT_ADMIN_TEXT, type ShareKitAdminText } from "./share-kit-admin-text.ts";
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
  /** The language the report's labels and sentences are written in: the signed-in admin's (default English). */
  textLanguage?: AdminLanguage;
}

/** The report's words in one admin language: the sentences, the checks' names, and numbers written its way. */
interface Words {
  text: ShareKitAdminText;
  label: (id: ShareCheck["id"]) => string;
  /** A decimal with `digits` places (`1.91` / `1,91`). */
  decimal: (value: number, digits: number) => string;
  fill: typeof fillText;
}

function wordsOf(language: AdminLanguage): Words {
  const t = ADMIN_DICTIONARIES[language].text;
  const locale = language === "pt" ? "pt-BR" : "en-US";
  const decimal = (value: number, digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
  const labels: Record<ShareCheck["id"], string> = {
    page: t.shareCheckPage,
    ogTitle: t.shareCheckOgTitle,
    ogDescription: t.shareCheckOgDescription,
    ogType: t.shareCheckOgType,
    ogUrl: t.shareCheckOgUrl,
    ogImage: t.shareCheckOgImage,
    imageType: t.shareCheckImageType,
    // Pixel sizes are written without a thousands separator in both languages (1200x627).
    imageDimensions: fillText(t.shareCheckImageDimensions, { width: SHARE_CARD_MIN_WIDTH, height: SHARE_CARD_MIN_HEIGHT }),
    imageBytes: t.shareCheckImageBytes,
    imageRatio: fillText(t.shareCheckImageRatio, { ratio: new Intl.NumberFormat(locale).format(SHARE_CARD_RATIO) }),
  };
  return { text: SHARE_KIT_ADMIN_TEXT[language], label: (id) => labels[id], decimal, fill: fillText };
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

/** Why a fetch failed, in the report's words: the rule that refused it, a time-out, or the system's error code. */
function reasonOf(error: unknown, words: Words): string {
  const { text, fill } = words;
  if (error instanceof CrawlRefused) return fill(text.refused, { reason: refusalText(error.refusal, text) });
  const failure = error as { code?: unknown; name?: unknown; cause?: { code?: unknown; name?: unknown } };
  if (failure.name === "TimeoutError" || failure.cause?.name === "TimeoutError") return fill(text.noAnswerWithin, { seconds: FETCH_TIMEOUT_MS / 1000 });
  if (typeof failure.cause?.code === "string") return failure.cause.code;
  if (typeof failure.code === "string") return failure.code;
  return text.connectionFailed;
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

function formatBytes(bytes: number, words: Words): string {
  return bytes >= 1024 * 1024 ? `${words.decimal(bytes / (1024 * 1024), 1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const TYPE_OF_FORMAT: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif", avif: "image/avif", heif: "image/heif", svg: "image/svg+xml", tiff: "image/tiff" };

interface ImageFacts {
  checks: ShareCheck[];
  width: number | null;
  height: number | null;
}

/** The image checks: type, dimensions, bytes and aspect ratio. */
async function checkImage(imageUrl: string, publicOrigin: string, options: ShareKitOptions, usedLocal: boolean, words: Words): Promise<ImageFacts> {
  const { localOrigin } = options;
  const { text, fill, decimal } = words;
  const check = (id: ShareCheck["id"], pass: boolean, passMessage: string, failMessage: string): ShareCheck => ({ id, label: words.label(id), pass, message: pass ? passMessage : failMessage });
  const sharp = await loadSharp();
  const failAll = (message: string): ImageFacts => ({
    width: null,
    height: null,
    checks: IMAGE_CHECKS.map((id) => check(id, false, "", message)),
  });
  // When the page came from the server itself, so does an image on the public origin.
  const target = usedLocal && localOrigin && new URL(imageUrl).origin === publicOrigin ? onOrigin(imageUrl, localOrigin) : imageUrl;
  let fetched: Fetched;
  try {
    fetched = await fetchAsCrawler(target, "image/jpeg,image/png,image/*;q=0.8", IMAGE_READ_MAX_BYTES, options);
  } catch (error) {
    return failAll(fill(text.imageUnreachable, { url: imageUrl, reason: reasonOf(error, words) }));
  }
  if (fetched.status !== 200) return failAll(fill(text.imageStatus, { url: imageUrl, status: fetched.status }));

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
  const typeName = format ?? (fetched.contentType || text.notAnImage);
  const ratio = width && height ? width / height : null;
  const ratioPass = ratio !== null && Math.abs(ratio - SHARE_CARD_RATIO) / SHARE_CARD_RATIO <= SHARE_CARD_RATIO_TOLERANCE;
  const size = width && height ? `${width}x${height}` : text.ofUnknownSize;
  return {
    width,
    height,
    checks: [
      check(
        "imageType",
        allowed,
        fill(text.imageTypePass, { type: format === "image/png" ? "PNG" : "JPEG", served: fetched.contentType }),
        format !== null && format !== fetched.contentType && (SHARE_CARD_TYPES as readonly string[]).includes(format)
          ? fill(text.imageServedAs, { format, served: fetched.contentType || text.noType })
          : fill(text.imageTypeFail, { type: typeName }),
      ),
      check(
        "imageDimensions",
        width !== null && height !== null && width >= SHARE_CARD_MIN_WIDTH && height >= SHARE_CARD_MIN_HEIGHT,
        fill(text.imageSizePass, { size }),
        fill(text.imageSizeFail, { size, width: SHARE_CARD_MIN_WIDTH, height: SHARE_CARD_MIN_HEIGHT }),
      ),
      check(
        "imageBytes",
        !fetched.truncated && bytes <= SHARE_CARD_MAX_BYTES,
        fill(text.imageBytesPass, { size: formatBytes(bytes, words) }),
        fill(fetched.truncated ? text.imageBytesOverFail : text.imageBytesFail, { size: formatBytes(bytes, words) }),
      ),
      check(
        "imageRatio",
        ratioPass,
        fill(text.imageRatioPass, { ratio: ratio === null ? "" : decimal(ratio, 2) }),
        ratio === null
          ? text.imageRatioUnknown
          : fill(text.imageRatioFail, { ratio: decimal(ratio, 2), target: decimal(SHARE_CARD_RATIO, 2), tolerance: SHARE_CARD_RATIO_TOLERANCE * 100 }),
      ),
    ],
  };
}

const IMAGE_CHECKS = ["imageType", "imageDimensions", "imageBytes", "imageRatio"] as const;

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
  const words = wordsOf(options.textLanguage ?? "en");
  const { text, fill } = words;
  const check = (id: ShareCheck["id"], pass: boolean, passMessage: string, failMessage: string): ShareCheck => ({ id, label: words.label(id), pass, message: pass ? passMessage : failMessage });
  const article = await findArticle(db, articleId);
  if (!article) throw new AppError("NOT_FOUND", ARTICLE_NOT_FOUND_MESSAGE);
  const version = articleVersion(article, language);
  // Said in the admin's language here (the API's translation table knows no article's words).
  const languageName = text[`languageName_${language}`];
  if (!version) throw new AppError("CONFLICT", fill(text.noVersion, { language: languageName }));
  if (!version.published) throw new AppError("CONFLICT", fill(text.notPublished, { language: languageName }));

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
    const reason = reasonOf(error, words);
    if (options.localOrigin) {
      fetchedFrom = "local";
      fetchedUrl = onOrigin(url, options.localOrigin);
      note = fill(text.localNote, { siteUrl, reason, localOrigin: options.localOrigin });
      try {
        page = await fetchAsCrawler(fetchedUrl, accept, PAGE_MAX_BYTES, options);
      } catch (localError) {
        pageError = fill(text.pageUnreachableEither, { url: fetchedUrl, reason: reasonOf(localError, words) });
      }
    } else {
      pageError = fill(text.pageUnreachable, { url, reason });
    }
  }

  const pageOk = page !== null && page.status === 200 && /html/.test(page.contentType);
  const { tags, canonical } = pageOk && page ? parseShareTags(page.body.toString("utf8")) : { tags: {}, canonical: null };
  const checks: ShareCheck[] = [
    check(
      "page",
      pageOk,
      fill(text.pagePass, { type: page?.contentType ?? "" }),
      pageError ?? (page && page.status !== 200 ? fill(text.pageStatus, { status: page.status }) : fill(text.pageNotHtml, { type: page?.contentType || text.ofNoType })),
    ),
  ];
  const present = (key: "og:title" | "og:description" | "og:type") =>
    check(key === "og:title" ? "ogTitle" : key === "og:description" ? "ogDescription" : "ogType", Boolean(tags[key]), fill(text.quoted, { value: tags[key] ?? "" }), fill(text.tagMissing, { tag: key }));
  checks.push(present("og:title"), present("og:description"), present("og:type"));

  const ogUrl = tags["og:url"];
  checks.push(
    check(
      "ogUrl",
      Boolean(ogUrl) && ogUrl === canonical && ogUrl === url,
      `${ogUrl}`,
      !ogUrl
        ? fill(text.tagMissing, { tag: "og:url" })
        : canonical === null
          ? fill(text.ogUrlNoCanonical, { ogUrl })
          : ogUrl !== canonical
            ? fill(text.ogUrlDiffers, { ogUrl, canonical })
            : fill(text.ogUrlNotPublic, { ogUrl, url }),
    ),
  );

  const ogImage = tags["og:image"];
  const imageAbsolute = Boolean(ogImage && /^https?:\/\//i.test(ogImage));
  checks.push(
    check("ogImage", imageAbsolute, `${ogImage}`, ogImage ? fill(text.ogImageNotAbsolute, { ogImage }) : fill(text.tagMissing, { tag: "og:image" })),
  );
  const image =
    ogImage && imageAbsolute
      ? await checkImage(ogImage, publicOrigin, options, fetchedFrom === "local", words)
      : { width: null, height: null, checks: IMAGE_CHECKS.map((id) => check(id, false, "", text.noImageToCheck)) };
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
