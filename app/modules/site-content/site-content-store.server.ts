import type { Kysely } from "kysely";
import type { SiteContent } from "#app/content/site-content.ts";
import type { Database } from "#app/db/database.ts";
import type { Language } from "#app/lib/language.ts";
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
  /** Values made from this content (the press-kit download), dropped with it. */
  derived: Map<string, Promise<unknown>>;
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
    return (await this.current()).byLanguage[language];
  }

  /**
   * A value made from the current content of both languages (e.g. the press-kit ZIP), built once per
   * content version and kept until the content changes. A failed build is not kept.
   */
  async derive<T>(key: string, build: (byLanguage: Record<Language, PublishedSiteContent>) => Promise<T>): Promise<{ value: T; version: string }> {
    const snapshot = await this.current();
    let value = snapshot.derived.get(key) as Promise<T> | undefined;
    if (!value) {
      value = build(snapshot.byLanguage);
      snapshot.derived.set(key, value);
      value.catch(() => snapshot.derived.delete(key));
    }
    return { value: await value, version: snapshot.version };
  }

  private async current(): Promise<Snapshot> {
    const version = await this.currentVersion();
    return this.snapshot?.version === version ? this.snapshot : this.load(version);
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
        const snapshot: Snapshot = { version, byLanguage: { en: published(en), pt: published(pt) }, derived: new Map() };
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
