import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import { findPublishedForShare, type PublishedArticles } from "#app/modules/articles/published-articles.service.server.ts";
import { readSiteImage } from "#app/modules/uploads/site-images.server.ts";
import type { SiteContentStore } from "#app/modules/site-content/site-content-store.server.ts";
import { articleShareCard, pageShareCard, type ShareCard, type ShareCardPage, shareCardVersion } from "./share-card.ts";
import { type CardFonts, prepareCardFonts } from "./share-card-fonts.server.ts";
import { decodablePhoto, renderShareCard } from "./share-card-render.server.ts";

/** Cards kept in memory (a card is 20-150 KB): every page and article of a large site in both languages. */
const CACHE_LIMIT = 300;

export interface ShareCardImage {
  jpeg: Buffer;
  /** The card's version (the hash its versioned URL carries). */
  version: string;
}

/**
 * The share cards of the site (ADR 025), drawn on first request and kept by what they draw: a card is
 * drawn again only when its text, photo or design changed, whatever else was edited. Made once per app.
 */
export class ShareCards {
  private readonly db: Kysely<Database>;
  private readonly publishedArticles: PublishedArticles;
  private readonly siteContent: SiteContentStore;
  private readonly publicDir: string;
  private fonts?: Promise<CardFonts>;
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(db: Kysely<Database>, publishedArticles: PublishedArticles, siteContent: SiteContentStore, publicDir: string) {
    this.db = db;
    this.publishedArticles = publishedArticles;
    this.siteContent = siteContent;
    this.publicDir = publicDir;
  }

  async pageCard(page: ShareCardPage, language: Language): Promise<ShareCardImage> {
    const { content } = await this.siteContent.get(language);
    return this.image(pageShareCard(page, content, language));
  }

  /** Undefined when no article is live in `language` under `slug`. */
  async articleCard(slug: string, language: Language): Promise<ShareCardImage | undefined> {
    const article = await findPublishedForShare(this.publishedArticles, slug, language);
    if (!article) return undefined;
    const { content } = await this.siteContent.get(language);
    return this.image(articleShareCard(article, content, language));
  }

  private async image(card: ShareCard): Promise<ShareCardImage> {
    const key = JSON.stringify(card);
    let jpeg = this.cache.get(key);
    if (jpeg) {
      // Most recently used last, so the oldest goes first.
      this.cache.delete(key);
    } else {
      jpeg = this.draw(card);
      jpeg.catch(() => this.cache.delete(key));
      if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value as string);
    }
    this.cache.set(key, jpeg);
    return { jpeg: await jpeg, version: shareCardVersion(card) };
  }

  private async draw(card: ShareCard): Promise<Buffer> {
    this.fonts ??= prepareCardFonts();
    this.fonts.catch(() => (this.fonts = undefined));
    const photo = card.photo ? await decodablePhoto(await readSiteImage(this.db, card.photo, this.publicDir)) : undefined;
    return renderShareCard(card, photo, await this.fonts);
  }
}
