/**
 * ============================================================================
 *  SAMPLE CONTENT - FICTIONAL PERSONA - REPLACE BEFORE GOING LIVE
 * ============================================================================
 *  Every word and fact the public site shows about its owner lives in two data
 *  files that share the `SiteContent` type below:
 *
 *    - app/content/site-content.en.ts  (English, `SITE_CONTENT_EN`)
 *    - app/content/site-content.pt.ts  (Brazilian Portuguese, `SITE_CONTENT_PT`)
 *
 *  They ship with a FICTIONAL sample persona, "Caio Menezes Aragão": the person,
 *  the companies, the museum, the awards, the book, the quotes, the e-mail
 *  addresses and the social links are all invented. None of it describes a
 *  real person or organization.
 *
 *  To make the site yours: edit both language files (keep the facts - names,
 *  numbers, dates, URLs - identical in the two), replace the images under
 *  public/ (same paths, or change `src`/`width`/`height` here), then run
 *  `npx tsc --noEmit -p .` and `npx vitest run app/content`. The compiler
 *  tells you when a field is missing; the schema (CONTENT_LIST_LIMITS in
 *  site-content.schema.ts) and the tests check the rest, such as how many
 *  items a list may hold (journey 3-12 frames, superpowers 3-9, ...).
 *
 *  This file holds types only: no data, no React, no server code (docs/contributing.md#rule-content-is-data).
 * ============================================================================
 */

/* ---------- small building blocks ---------- */

/** Exactly three items (press-kit photos, quotes, preview pages). */
export type Triple<T> = readonly [T, T, T];

/** A date shown in prose: the machine-readable day plus the language's long form. */
export interface ContentDate {
  /** `YYYY-MM-DD`, for `<time dateTime>` and structured data. */
  readonly iso: string;
  /** Long form in the file's language: "May 12, 2025" / "12 de maio de 2025". */
  readonly text: string;
}

/** A static image under public/ (absolute path starting with "/"), with its intrinsic size. */
export interface ImageAsset {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Alternative text in the file's language. */
  readonly alt: string;
  /** Visible caption in the file's language. */
  readonly caption: string;
  /**
   * Credit line of this photo in the file's language, e.g. "Photo: © Studio X". Without it the media
   * kit's `imageCredit` applies. Written into the JPEGs of the press-kit download.
   */
  readonly credit?: string;
}

/* ---------- the person ---------- */

export interface PostalAddress {
  /** City, e.g. "Aracaju". */
  readonly locality: string;
  /** State, e.g. "Sergipe". */
  readonly region: string;
  /** ISO 3166-1 alpha-2 country code, e.g. "BR". */
  readonly country: string;
}

export interface Organization {
  readonly name: string;
  /** The person's role there, in the file's language. */
  readonly role: string;
  readonly url?: string;
}

/** Facts for the schema.org Person record and for anything that names the owner. */
export interface Person {
  readonly name: string;
  readonly givenName: string;
  readonly familyName: string;
  /** Up to two letters, for image placeholders. */
  readonly initials: string;
  readonly jobTitle: string;
  /** One or two sentences, in the file's language. */
  readonly description: string;
  /** The canonical personal website (absolute URL). */
  readonly url: string;
  /** Absolute path of the main portrait. */
  readonly image: string;
  /** Profiles elsewhere (absolute URLs). */
  readonly sameAs: readonly string[];
  /** Issue 28: the Mastodon handle, "@name@instance.social" (the pages' `fediverse:creator`). */
  readonly mastodonHandle?: string;
  /** Issue 28: the Bluesky DID, "did:plc:…" (served at /.well-known/atproto-did: the domain as the handle). */
  readonly blueskyDid?: string;
  readonly worksFor: readonly Organization[];
  readonly address: PostalAddress;
  /** Spoken languages, in the file's language. */
  readonly knowsLanguage: readonly string[];
}

/* ---------- home page ---------- */

export interface Stat {
  /** Short figure: "$1B+", "100+", "20+". */
  readonly value: string;
  /** What it counts: "in AI infrastructure", "AI projects delivered", "years in tech". */
  readonly label: string;
}

export interface Hero {
  /** One-line introduction under the name and role. */
  readonly intro: string;
  readonly image: ImageAsset;
}

export interface JourneyFrame {
  /** Year (or period) the frame is about, e.g. "2013". */
  readonly year: string;
  readonly title: string;
  readonly text: string;
}

export interface Superpower {
  readonly title: string;
  readonly text: string;
}

export interface Keynote {
  readonly title: string;
  readonly summary: string;
  readonly takeaways: readonly string[];
  /** Audience and formats, e.g. "Boards and C-suites · keynote 45 min · fireside chat". */
  readonly formats: string;
}

export interface Recognition {
  readonly year: string;
  readonly title: string;
  /** Who gave it. */
  readonly issuer: string;
  readonly description: string;
}

export interface LabelledFact {
  readonly label: string;
  readonly value: string;
}

export interface About {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly image: ImageAsset;
  /** Quick facts beside the text: base, education, languages... */
  readonly facts: readonly LabelledFact[];
}

export type PortfolioCategory = "ai" | "growth";

export interface PortfolioItem {
  readonly title: string;
  readonly description: string;
  readonly category: PortfolioCategory;
  /** The person's role, e.g. "Founder & CEO". */
  readonly role: string;
  /** Period, e.g. "2019 - present" / "2019 - hoje". */
  readonly period: string;
  /** One headline result, e.g. "100+ AI projects delivered". */
  readonly highlight: string;
}

export interface Portfolio {
  /** Labels of the two spec categories: "AI Projects", "Growth and Strategy". */
  readonly categories: Readonly<Record<PortfolioCategory, string>>;
  /** 0 to 24 (the sample has the spec's 6); none: the section is not shown. */
  readonly items: readonly PortfolioItem[];
}

/** Issue 28: YouTube, X, Bluesky, Threads, Mastodon, GitHub and a podcast beside the first four. */
export const SOCIAL_LINK_KINDS = ["email", "linkedin", "instagram", "website", "youtube", "x", "bluesky", "threads", "mastodon", "github", "podcast"] as const;
export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number];

export interface SocialLink {
  readonly kind: SocialLinkKind;
  /** Visible label, e.g. "LinkedIn". */
  readonly label: string;
  /** Absolute URL, or `mailto:` for e-mail. */
  readonly href: string;
  /** Shown text, e.g. the address or the handle. */
  readonly display: string;
}

export interface Contact {
  readonly heading: string;
  /** Includes the reply promise: "24-48 hours" (en) / "até 48 horas" (pt). */
  readonly text: string;
  readonly email: string;
  readonly location: string;
  readonly links: readonly SocialLink[];
}

export interface Footer {
  readonly description: string;
  /** Copyright holder shown with the current year. */
  readonly copyrightHolder: string;
}

/* ---------- the book ---------- */

export interface Book {
  /** Original (Portuguese) title, the same in both files. */
  readonly title: string;
  readonly englishTitle: string;
  /** Original (Portuguese) subtitle, the same in both files. */
  readonly subtitle: string;
  readonly englishSubtitle: string;
  readonly year: number;
  /** The book's language, named in the file's language: "Brazilian Portuguese". */
  readonly language: string;
  /** BCP 47 tag of the book's language, for `lang` attributes. */
  readonly languageTag: "pt-BR";
  /** "Print", "Kindle" in the file's language. */
  readonly formats: readonly string[];
  readonly publisher: string;
  readonly pageCount: number;
  /** Online bookstore page (absolute URL). */
  readonly link: string;
  readonly cover: ImageAsset;
  /** Short pitch for the home spotlight. */
  readonly tagline: string;
  readonly description: readonly string[];
  /** What readers take away. */
  readonly highlights: readonly string[];
  /** Note above the sample pages ("peek inside"). */
  readonly previewNote: string;
}

/** One sample page of the book; always in the book's language (Portuguese). */
export interface BookPreviewPage {
  /** Page number in the print edition. */
  readonly page: number;
  /** Chapter label, e.g. "Capítulo 2". */
  readonly chapter: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

/* ---------- chat assistant teaser (not live) ---------- */

export interface ChatTeaser {
  /** Short status badge, e.g. "Coming soon". */
  readonly status: string;
  readonly title: string;
  /** Honest text: the assistant is not live yet and what it will do. */
  readonly text: string;
  readonly capabilities: readonly string[];
  /** Example questions visitors will be able to ask. */
  readonly sampleQuestions: readonly string[];
  /** Where to go meanwhile. */
  readonly meanwhile: string;
}

/* ---------- press kit, media kit, museum letter ---------- */

export interface PressContact {
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly note: string;
}

export interface KeyProject {
  readonly name: string;
  readonly role: string;
  readonly period: string;
  readonly description: string;
  readonly highlights: readonly string[];
}

export interface SpeakingTopic {
  readonly title: string;
  readonly description: string;
}

export interface PressKit {
  readonly title: string;
  readonly intro: string;
  /** Text contains the long date, e.g. "Last updated: May 12, 2025". */
  readonly lastUpdated: ContentDate;
  /** The long bio, paragraph by paragraph. */
  readonly biography: readonly string[];
  /** A medium bio of about 200 words, one paragraph (the press-kit download's bio-medium). */
  readonly mediumBio: string;
  readonly photos: Triple<ImageAsset>;
  /**
   * 0 to 12. The sample's four: AI data center campus, enterprise AI consultancy, computer vision venture,
   * digital marketing agency.
   */
  readonly keyProjects: readonly KeyProject[];
  readonly speakingTopics: readonly SpeakingTopic[];
  readonly contact: PressContact;
}

export interface BookTableRow {
  readonly label: string;
  readonly value: string;
  /** Present when the value is a link (the bookstore). */
  readonly href?: string;
}

export interface Quote {
  readonly text: string;
  /** Where it was said or written. */
  readonly source: string;
}

export interface MediaKit {
  readonly title: string;
  readonly intro: string;
  readonly contact: PressContact;
  /** Exactly 100 words in English; about the same in Portuguese. */
  readonly shortBio: string;
  /** The approved images, 1 to 12 (the spec's six in the sample). */
  readonly images: readonly ImageAsset[];
  /** Required credit line (copyright of the person). */
  readonly imageCredit: string;
  readonly imageUsage: string;
  /** Title, English title, subtitle, year, language, formats, bookstore link. */
  readonly bookTable: readonly BookTableRow[];
  readonly quotes: Triple<Quote>;
  readonly expertise: readonly string[];
}

export interface MuseumLetter {
  readonly title: string;
  readonly date: ContentDate;
  readonly museum: {
    readonly name: string;
    readonly city: string;
  };
  readonly author: {
    readonly name: string;
    readonly title: string;
  };
  /** Recipient block, e.g. the person's name and role. */
  readonly recipient: string;
  readonly subject: string;
  readonly salutation: string;
  readonly paragraphs: readonly string[];
  readonly closing: string;
}

/* ---------- SEO ---------- */

/** The pages whose title, description and keywords come from content (spec §3). */
export type SeoPageKey = "home" | "articles" | "pressKit" | "mediaKit" | "museumLetter";

export interface SeoEntry {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

export interface Seo {
  readonly siteName: string;
  readonly pages: Readonly<Record<SeoPageKey, SeoEntry>>;
  /** Default article description: a generic expert-insights sentence. */
  readonly articleDescription: string;
  readonly articleKeywords: readonly string[];
  /** 1200x630 share image. */
  readonly shareImage: ImageAsset;
}

/* ---------- which home sections are shown ---------- */

/** The home's sections the owner may hide (issue 28); the hero and the about section always show. */
export const HIDEABLE_HOME_SECTIONS = ["journey", "book", "superpowers", "recognitions", "articles", "speaking", "portfolio", "chatTeaser", "contact"] as const;
export type HideableHomeSection = (typeof HIDEABLE_HOME_SECTIONS)[number];

/**
 * "Show on the site" per home section: false hides the section and every link to it (the header, the
 * drawer, the footer, the bottom bar, the hero's buttons, the floating contact menu). The admin writes
 * both languages at once. Content saved before this field shows every section.
 */
export type HomeSectionsShown = Readonly<Record<HideableHomeSection, boolean>>;

/* ---------- the whole module ---------- */

export interface SiteContent {
  /** Full name, as shown in the header and hero. */
  readonly name: string;
  /** "Technology executive · Author · Keynote speaker". */
  readonly role: string;
  readonly person: Person;
  readonly hero: Hero;
  /** 1 to 5 (the spec's three in the sample); the hero rotates them when there is more than one. */
  readonly taglines: readonly string[];
  /** 1 to 4. The sample's three: $1B+ in infrastructure, 100+ AI projects, 20+ years in tech. */
  readonly stats: readonly Stat[];
  /** 3 to 12 frames (the spec's seven in the sample). */
  readonly journey: readonly JourneyFrame[];
  /** 3 to 9 (the spec's five in the sample). */
  readonly superpowers: readonly Superpower[];
  readonly book: Book;
  readonly bookPreviewPages: Triple<BookPreviewPage>;
  /** 1 to 6 keynote themes (the spec's three in the sample). */
  readonly keynotes: readonly Keynote[];
  /** Issue 28: a YouTube or Vimeo address of the speaker reel, shown in the speaking section (none: not shown). */
  readonly speakerReel?: string;
  readonly recognitions: readonly Recognition[];
  readonly about: About;
  readonly portfolio: Portfolio;
  readonly contact: Contact;
  readonly footer: Footer;
  readonly chatTeaser: ChatTeaser;
  /** Which home sections are shown (issue 28). */
  readonly showOnSite: HomeSectionsShown;
  readonly pressKit: PressKit;
  readonly mediaKit: MediaKit;
  readonly museumLetter: MuseumLetter;
  readonly seo: Seo;
}
