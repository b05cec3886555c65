import "#app/lib/zod-config.ts";
import { z } from "zod";
import { HIDEABLE_HOME_SECTIONS, type HideableHomeSection, type SiteContent, SOCIAL_LINK_KINDS } from "#app/content/site-content.ts";
import { SHIPPED_IMAGES } from "#app/content/shipped-images.ts";

/**
 * The one schema of the site's content (app/content/site-content.ts): it validates the shipped sample
 * persona (a test), every save from the admin form and `PUT /api/site-content/{en|pt}`, in the browser
 * and on the server alike. Objects are strict: a field the type does not have is refused.
 */

export const REQUIRED_MESSAGE = "This field is required";
export const SHORT_TEXT_MAX = 300;
export const LONG_TEXT_MAX = 5_000;
export const LIST_MAX = 40;

const tooLong = (max: number) => `At most ${max.toLocaleString("en-US")} characters`;

function text(max: number) {
  return z
    .string({ error: REQUIRED_MESSAGE })
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .max(max, tooLong(max));
}
const shortText = text(SHORT_TEXT_MAX);
const longText = text(LONG_TEXT_MAX);
const httpsUrl = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(500, tooLong(500))
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, "Enter a full address starting with https://");
const linkHref = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(500, tooLong(500))
  .regex(/^(?:https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s@]+@[^\s@]+\.[^\s@]+)$/i, "Enter an address starting with https:// or mailto:");
const email = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(254, tooLong(254))
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "Invalid email address");
export const IMAGE_PATH_MESSAGE = "Upload an image, or give the path of an image this site has (/uploads/images/... or a shipped file such as /book-cover.png)";
/** An image the site stores (`/uploads/images/<id>.webp`, its renditions and JPEG). */
const UPLOADED_IMAGE_PATH = /^\/uploads\/images\/[A-Za-z0-9_-]+\.(?:webp|jpe?g|png|gif|avif)$/;
/** Only an uploaded image or a shipped image file, never any other site path (issue 22: `/api/auth/logout`). */
export function isSiteImagePath(value: string): boolean {
  return UPLOADED_IMAGE_PATH.test(value) || SHIPPED_IMAGES.includes(value);
}
/** An image on this site: an uploaded image or an image file shipped under public/. */
const sitePath = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(300, tooLong(300))
  .refine(isSiteImagePath, IMAGE_PATH_MESSAGE);
const isoDay = z
  .string({ error: REQUIRED_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2025-05-12")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "Use a date like 2025-05-12");
const pixels = z.number({ error: "Enter a number of pixels" }).int().min(1).max(20_000);

function list<T extends z.ZodType>(item: T, min = 1, max = LIST_MAX) {
  return z
    .array(item)
    .min(min, min === 1 ? "Add at least one item" : `Add at least ${min} items`)
    .max(max, `At most ${max} items`);
}

/** A list the owner shapes (issue 28): how many items it takes, and its names for the messages in both languages. */
export interface ListLimit {
  min: number;
  max: number;
  label: Record<"en" | "pt", string>;
  /** What it holds, plural. */
  items: Record<"en" | "pt", string>;
}

/** The home's and the kits' lists with a minimum and a maximum instead of a fixed count (the sample keeps the spec's counts). */
export const CONTENT_LIST_LIMITS = {
  taglines: { min: 1, max: 5, label: { en: "Taglines", pt: "Frases de destaque" }, items: { en: "taglines", pt: "frases" } },
  stats: { min: 1, max: 4, label: { en: "Stats", pt: "Números" }, items: { en: "stats", pt: "números" } },
  journey: { min: 3, max: 12, label: { en: "Journey", pt: "Trajetória" }, items: { en: "frames", pt: "quadros" } },
  superpowers: { min: 3, max: 9, label: { en: "Superpowers", pt: "Superpoderes" }, items: { en: "superpowers", pt: "superpoderes" } },
  keynotes: { min: 1, max: 6, label: { en: "Keynotes", pt: "Palestras principais" }, items: { en: "keynotes", pt: "palestras" } },
  portfolio: { min: 0, max: 24, label: { en: "Portfolio", pt: "Portfólio" }, items: { en: "items", pt: "itens" } },
  keyProjects: { min: 0, max: 12, label: { en: "Key projects", pt: "Projetos principais" }, items: { en: "projects", pt: "projetos" } },
  mediaKitImages: { min: 1, max: 12, label: { en: "Approved images", pt: "Imagens aprovadas" }, items: { en: "images", pt: "imagens" } },
} as const satisfies Record<string, ListLimit>;
export type LimitedList = keyof typeof CONTENT_LIST_LIMITS;

/** "Journey: 3 to 12 frames (this list has 13)": the one message of a list out of its bounds, at the list's path. */
export function listCountMessage(limit: ListLimit, count: number, language: "en" | "pt" = "en"): string {
  return language === "pt"
    ? `${limit.label.pt}: de ${limit.min} a ${limit.max} ${limit.items.pt} (esta lista tem ${count})`
    : `${limit.label.en}: ${limit.min} to ${limit.max} ${limit.items.en} (this list has ${count})`;
}

/** A list of `item`s within the bounds of `limit`. */
function limitedList<T extends z.ZodType>(item: T, name: LimitedList) {
  const limit: ListLimit = CONTENT_LIST_LIMITS[name];
  const error = (issue: { input?: unknown }) => listCountMessage(limit, Array.isArray(issue.input) ? issue.input.length : 0);
  return z.array(item).min(limit.min, { error }).max(limit.max, { error });
}

const ContentDateSchema = z.strictObject({ iso: isoDay, text: shortText });

export const ImageAssetSchema = z.strictObject({
  src: sitePath,
  width: pixels,
  height: pixels,
  alt: text(500),
  caption: text(500),
  credit: text(SHORT_TEXT_MAX).optional(),
});

const OrganizationSchema = z.strictObject({ name: shortText, role: shortText, url: httpsUrl.optional() });

const PersonSchema = z.strictObject({
  name: shortText,
  givenName: shortText,
  familyName: shortText,
  initials: z.string({ error: REQUIRED_MESSAGE }).trim().min(1, REQUIRED_MESSAGE).max(2, "At most 2 letters"),
  jobTitle: shortText,
  description: longText,
  url: httpsUrl,
  image: sitePath,
  sameAs: list(httpsUrl, 0),
  mastodonHandle: z
    .string()
    .trim()
    .regex(/^@[A-Za-z0-9_.-]{1,64}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, "Use a handle like @name@mastodon.social")
    .optional(),
  blueskyDid: z
    .string()
    .trim()
    .regex(/^did:(plc:[a-z2-7]{24}|web:[A-Za-z0-9.-]+)$/, "Use a DID like did:plc:… (Bluesky: Settings › Account › Handle)")
    .optional(),
  worksFor: list(OrganizationSchema),
  address: z.strictObject({
    locality: shortText,
    region: shortText,
    country: z.string({ error: REQUIRED_MESSAGE }).regex(/^[A-Z]{2}$/, "Use the two-letter country code, e.g. BR"),
  }),
  knowsLanguage: list(shortText),
});

const StatSchema = z.strictObject({ value: text(20), label: shortText });
const JourneyFrameSchema = z.strictObject({ year: text(20), title: shortText, text: longText });
const SuperpowerSchema = z.strictObject({ title: shortText, text: longText });
const KeynoteSchema = z.strictObject({ title: shortText, summary: longText, takeaways: list(longText), formats: longText });
const RecognitionSchema = z.strictObject({ year: text(20), title: shortText, issuer: shortText, description: longText });
const LabelledFactSchema = z.strictObject({ label: shortText, value: shortText });
const PortfolioItemSchema = z.strictObject({
  title: shortText,
  description: longText,
  category: z.enum(["ai", "growth"], { error: "Choose AI Projects or Growth and Strategy" }),
  role: shortText,
  period: text(60),
  highlight: shortText,
});
const SocialLinkSchema = z.strictObject({
  kind: z.enum(SOCIAL_LINK_KINDS, { error: "Choose email, LinkedIn, Instagram, website, YouTube, X, Bluesky, Threads, Mastodon, GitHub or podcast" }),
  label: shortText,
  href: linkHref,
  display: shortText,
});
const BookSchema = z.strictObject({
  title: shortText,
  englishTitle: shortText,
  subtitle: shortText,
  englishSubtitle: shortText,
  year: z.number({ error: "Enter a year" }).int().min(1900, "Enter a year").max(2100, "Enter a year"),
  language: shortText,
  languageTag: z.literal("pt-BR"),
  formats: list(text(60)),
  publisher: shortText,
  pageCount: z.number({ error: "Enter a number of pages" }).int().min(1).max(10_000),
  link: httpsUrl,
  cover: ImageAssetSchema,
  tagline: longText,
  description: list(longText),
  highlights: list(longText),
  previewNote: longText,
});
const BookPreviewPageSchema = z.strictObject({
  page: z.number({ error: "Enter a page number" }).int().min(1).max(10_000),
  chapter: shortText,
  heading: shortText,
  paragraphs: list(longText),
});
const ChatTeaserSchema = z.strictObject({
  status: text(60),
  title: shortText,
  text: longText,
  capabilities: list(longText),
  sampleQuestions: list(longText),
  meanwhile: longText,
});
const PressContactSchema = z.strictObject({ name: shortText, role: shortText, email, note: longText });
const KeyProjectSchema = z.strictObject({ name: shortText, role: shortText, period: text(60), description: longText, highlights: list(longText) });
const SpeakingTopicSchema = z.strictObject({ title: shortText, description: longText });
const BookTableRowSchema = z.strictObject({ label: shortText, value: longText, href: httpsUrl.optional() });
const QuoteSchema = z.strictObject({ text: longText, source: shortText });
const SeoEntrySchema = z.strictObject({ title: shortText, description: text(1_000), keywords: list(shortText) });

const triple = <T extends z.ZodType>(item: T) => z.tuple([item, item, item]);

export const SiteContentSchema = z.strictObject({
  name: shortText,
  role: shortText,
  person: PersonSchema,
  hero: z.strictObject({ intro: longText, image: ImageAssetSchema }),
  taglines: limitedList(shortText, "taglines"),
  stats: limitedList(StatSchema, "stats"),
  journey: limitedList(JourneyFrameSchema, "journey"),
  superpowers: limitedList(SuperpowerSchema, "superpowers"),
  book: BookSchema,
  bookPreviewPages: triple(BookPreviewPageSchema),
  keynotes: limitedList(KeynoteSchema, "keynotes"),
  speakerReel: httpsUrl.optional(),
  recognitions: list(RecognitionSchema),
  about: z.strictObject({ title: shortText, paragraphs: list(longText), image: ImageAssetSchema, facts: list(LabelledFactSchema, 0) }),
  portfolio: z.strictObject({
    categories: z.strictObject({ ai: shortText, growth: shortText }),
    items: limitedList(PortfolioItemSchema, "portfolio"),
  }),
  contact: z.strictObject({ heading: shortText, text: longText, email, location: shortText, links: list(SocialLinkSchema) }),
  footer: z.strictObject({ description: longText, copyrightHolder: shortText }),
  chatTeaser: ChatTeaserSchema,
  // Optional, section by section: a client that does not know the switches (content saved before them) shows everything.
  showOnSite: z
    .strictObject(
      Object.fromEntries(HIDEABLE_HOME_SECTIONS.map((id) => [id, z.boolean({ error: "Use true (shown) or false (hidden)" }).default(true)])) as Record<
        HideableHomeSection,
        z.ZodDefault<z.ZodBoolean>
      >,
    )
    .default(Object.fromEntries(HIDEABLE_HOME_SECTIONS.map((id) => [id, true])) as Record<HideableHomeSection, boolean>),
  pressKit: z.strictObject({
    title: shortText,
    intro: longText,
    lastUpdated: ContentDateSchema,
    biography: list(longText),
    mediumBio: longText,
    photos: triple(ImageAssetSchema),
    keyProjects: limitedList(KeyProjectSchema, "keyProjects"),
    speakingTopics: list(SpeakingTopicSchema),
    contact: PressContactSchema,
  }),
  mediaKit: z.strictObject({
    title: shortText,
    intro: longText,
    contact: PressContactSchema,
    shortBio: longText,
    images: limitedList(ImageAssetSchema, "mediaKitImages"),
    imageCredit: shortText,
    imageUsage: longText,
    bookTable: list(BookTableRowSchema),
    quotes: triple(QuoteSchema),
    expertise: list(shortText),
  }),
  museumLetter: z.strictObject({
    title: shortText,
    date: ContentDateSchema,
    museum: z.strictObject({ name: shortText, city: shortText }),
    author: z.strictObject({ name: shortText, title: shortText }),
    recipient: shortText,
    subject: longText,
    salutation: shortText,
    paragraphs: list(longText),
    closing: shortText,
  }),
  seo: z.strictObject({
    siteName: shortText,
    pages: z.strictObject({
      home: SeoEntrySchema,
      articles: SeoEntrySchema,
      pressKit: SeoEntrySchema,
      mediaKit: SeoEntrySchema,
      museumLetter: SeoEntrySchema,
    }),
    articleDescription: text(1_000),
    articleKeywords: list(shortText),
    shareImage: ImageAssetSchema,
  }),
});

export type SiteContentInput = z.input<typeof SiteContentSchema>;

/** What the schema accepts is exactly a SiteContent (checked by the compiler here and by a test both ways). */
export type ValidSiteContent = z.output<typeof SiteContentSchema>;
export const schemaOutputIsSiteContent = (value: ValidSiteContent): SiteContent => value;
