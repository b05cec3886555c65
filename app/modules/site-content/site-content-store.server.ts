import type { Kysely } from "kysely";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/i18n/language.ts";
import { readSiteContent } from "./site-content.service.server.ts";

/** The content a public page shows, with the shared content version it was read at (for ETags). */
export interface PublishedSiteContent {
  content: SiteContent;
  version: string;
  /** When what the media kit shows last changed (ISO). */
  mediaKitUpdatedAt: string;
}

interface Snapshot {
  version: string;
  byLanguage: Record<Language, PublishedSiteContent>;
}

/**
 * The site content of both languages in memory, read again from the database whenever the shared
 * content version changes (every save bumps it: ADR 023), so that pages render without a query and a
 * save shows on every instance within a second. Made once in server/main.ts and handed to loaders
 * through the load context; `currentVersion` is the content version this process currently knows.
 */
export class SiteContentStore {
  private snapshot?: Snapshot;
  private loading?: { version: string; promise: Promise<Snapshot> };
  private readonly db: Kysely<Database>;
  private readonly currentVersion: () => Promise<string>;

  constructor(db: Kysely<Database>, currentVersion: () => Promise<string>) {
    this.db = db;
    this.currentVersion = currentVersion;
  }

  async get(language: Language): Promise<PublishedSiteContent> {
    const version = await this.currentVersion();
    const snapshot = this.snapshot?.version === version ? this.snapshot : await this.load(version);
    return snapshot.byLanguage[language];
  }

  private load(version: string): Promise<Snapshot> {
    // A load already under way for this version is shared; one for an older version is not enough
    // (a page cached at `version` must not hold older content), so a new one starts after it.
    if (this.loading?.version === version) return this.loading.promise;
    const before = this.loading?.promise.catch(() => undefined);
    const promise: Promise<Snapshot> = (async () => {
      await before;
      try {
        const [en, pt] = await Promise.all([readSiteContent(this.db, "en"), readSiteContent(this.db, "pt")]);
        const published = (document: typeof en): PublishedSiteContent => ({
          content: document.content,
          version,
          mediaKitUpdatedAt: document.mediaKitUpdatedAt,
        });
        const snapshot: Snapshot = { version, byLanguage: { en: published(en), pt: published(pt) } };
        this.snapshot = snapshot;
        return snapshot;
      } finally {
        if (this.loading?.version === version) this.loading = undefined;
      }
    })();
    this.loading = { version, promise };
    return promise;
  }
}
