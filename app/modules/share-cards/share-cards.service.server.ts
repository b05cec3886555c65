import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
import { nowIso } from "#app/lib/time.ts";
import { findPublishedForShare, type PublishedArticles } from "#app/modules/articles/published-articles.service.server.ts";
import { readSiteImage } from "#app/modules/uploads/site-images.server.ts";
import type { SiteContentStore } from "#app/modules/site-content/site-content-store.server.ts";
import { findTalkBySlug } from "#app/modules/talks/talks.service.server.ts";
import { talkText } from "#app/modules/talks/talk.ts";
import { findPublicPage } from "#app/modules/pages/pages.service.server.ts";
import { articleShareCard, ownerPageShareCard, pageShareCard, talkShareCard, SHARE_CARD_DESIGN, type ShareCard, type ShareCardPage, shareCardVersion } from "./share-card.ts";
import { ShareCardRenderProcess } from "./share-card-render-process.server.ts";
import { ShareCardRenderQueue } from "./share-card-render-queue.server.ts";
import { findShareCardJpeg, saveShareCardJpeg } from "./share-cards.repository.server.ts";

/** Cards kept in memory in front of the database (a card is 20-150 KB). */
export const SHARE_CARD_MEMORY_ENTRIES = 300;

export interface ShareCardImage {
  jpeg: Buffer;
  /** The card's version (the hash its versioned URL carries). */
  version: string;
}

export interface ShareCardsOptions {
  /** Cards kept in memory (default SHARE_CARD_MEMORY_ENTRIES); the database keeps every current one. */
  memoryEntries?: number;
  /** Where cards are drawn, one at a time (made in the composition root). */
  queue?: ShareCardRenderQueue;
  /** Draws one card (default: the real drawing; tests count calls). */
  draw?: (card: ShareCard) => Promise<Buffer>;
}

/** What the card draws, as a collision-resistant key: the same text, photo, language and design, the same key. */
function versionKey(card: ShareCard): string {
  return crypto.createHash("sha256").update(JSON.stringify([SHARE_CARD_DESIGN, card])).digest("hex");
}

/**
 * The share cards of the site (ADR 025). A card is drawn at most once per version of what it shows:
 * the drawing is kept in the database (every instance, every restart reads it there) with the most
 * used ones in memory; drawings wait in one bounded queue for one child process of the lowest CPU
 * priority, so they never take the pages' CPU.
 * Made once per process, in the composition root (server/context.ts).
 */
export class ShareCards {
  private readonly db: Kysely<Database>;
  private readonly publishedArticles: PublishedArticles;
  private readonly siteContent: SiteContentStore;
  private readonly publicDir: string;
  private readonly memoryEntries: number;
  private readonly queue: ShareCardRenderQueue;
  private readonly drawCard: (card: ShareCard) => Promise<Buffer>;
  private readonly renderer = new ShareCardRenderProcess();
  private readonly memory = new Map<string, Buffer>();
  /** Cards being read or drawn: concurrent requests for one card wait for the same drawing. */
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(db: Kysely<Database>, publishedArticles: PublishedArticles, siteContent: SiteContentStore, publicDir: string, options: ShareCardsOptions = {}) {
    this.db = db;
    this.publishedArticles = publishedArticles;
    this.siteContent = siteContent;
    this.publicDir = publicDir;
    this.memoryEntries = options.memoryEntries ?? SHARE_CARD_MEMORY_ENTRIES;
    this.queue = options.queue ?? new ShareCardRenderQueue();
    this.drawCard = options.draw ?? ((card) => this.draw(card));
  }

  async pageCard(page: ShareCardPage, language: Language): Promise<ShareCardImage> {
    const { content } = await this.siteContent.get(language);
    return this.image(`page:${page}:${language}`, pageShareCard(page, content, language));
  }

  /** Undefined when no article is live in `language` under `slug`. */
  async articleCard(slug: string, language: Language): Promise<ShareCardImage | undefined> {
    const article = await findPublishedForShare(this.publishedArticles, slug, language);
    if (!article) return undefined;
    const { content } = await this.siteContent.get(language);
    return this.image(`article:${slug}:${language}`, articleShareCard(article, content, language));
  }

  /** Undefined when no talk has `slug`. */
  async talkCard(slug: string, language: Language): Promise<ShareCardImage | undefined> {
    const talk = await findTalkBySlug(this.db, slug);
    if (!talk) return undefined;
    const { content } = await this.siteContent.get(language);
    return this.image(`talk:${slug}:${language}`, talkShareCard({ title: talkText(talk, language).title, eventName: talk.eventName }, content, language));
  }

  /** Undefined when no page of the owner's is live in `language` under `slug`. */
  async ownerPageCard(slug: string, language: Language): Promise<ShareCardImage | undefined> {
    const page = await findPublicPage(this.db, language, slug);
    if (!page) return undefined;
    const { content } = await this.siteContent.get(language);
    return this.image(`owner-page:${slug}:${language}`, ownerPageShareCard(page, content, language));
  }

  private async image(cardId: string, card: ShareCard): Promise<ShareCardImage> {
    const key = versionKey(card);
    const version = shareCardVersion(card);
    const remembered = this.memory.get(key);
    if (remembered) {
      // Most recently used last, so the oldest goes first.
      this.memory.delete(key);
      this.memory.set(key, remembered);
      return { jpeg: remembered, version };
    }
    let jpeg = this.pending.get(key);
    if (!jpeg) {
      jpeg = this.readOrDraw(key, cardId, card);
      this.pending.set(key, jpeg);
      void jpeg.then(
        (bytes) => {
          this.pending.delete(key);
          this.remember(key, bytes);
        },
        () => this.pending.delete(key),
      );
    }
    return { jpeg: await jpeg, version };
  }

  private remember(key: string, jpeg: Buffer): void {
    if (this.memoryEntries <= 0) return;
    if (this.memory.size >= this.memoryEntries) this.memory.delete(this.memory.keys().next().value as string);
    this.memory.set(key, jpeg);
  }

  private async readOrDraw(key: string, cardId: string, card: ShareCard): Promise<Buffer> {
    const stored = await findShareCardJpeg(this.db, key);
    if (stored) return stored;
    const jpeg = await this.queue.run(async () => (await findShareCardJpeg(this.db, key)) ?? this.drawCard(card));
    await saveShareCardJpeg(this.db, { versionKey: key, cardId, jpeg, now: nowIso() });
    return jpeg;
  }

  /** Ends the drawing process (it also ends by itself with the server). */
  stop(): void {
    this.renderer.stop();
  }

  private async draw(card: ShareCard): Promise<Buffer> {
    const photo = card.photo ? await readSiteImage(this.db, card.photo, this.publicDir) : undefined;
    return this.renderer.draw(card, photo);
  }
}
