import { CONTENT_LIST_LIMITS, type LimitedList } from "./site-content.schema.ts";

/**
 * The admin's structured form of the site content (ADR 023): which fields each section has, how each
 * is edited, and which are facts shared by both languages (one input writes English and Portuguese).
 * Pure data and helpers: the components in ./components render it.
 */

export type FieldSpec =
  | { kind: "text" | "textarea"; label: string; shared?: boolean; optional?: boolean; hint?: string }
  | { kind: "url" | "email"; label: string; optional?: boolean; hint?: string }
  | { kind: "number"; label: string }
  | { kind: "select"; label: string; options: readonly { value: string; label: string }[] }
  | { kind: "image"; label: string; hint?: string }
  | { kind: "date"; label: string; hint?: string }
  | { kind: "switch"; label: string; hint?: string }
  | { kind: "group"; label?: string; hint?: string; fields: Readonly<Record<string, FieldSpec>> }
  | {
      kind: "list";
      label: string;
      itemLabel: string;
      item: FieldSpec;
      fixed?: boolean;
      empty?: () => unknown;
      /** A list the owner shapes within bounds (issue 28): add stops at the maximum, remove at the minimum. */
      limit?: LimitedList;
    };

export interface SectionSpec {
  id: string;
  title: string;
  /** A plain sentence under the section's title: what it is for, when the title alone does not say. */
  intro?: string;
  /** Where the section shows on the public site, for "View page". */
  page: "/" | "/press-kit" | "/media-kit" | "/museum-letter";
  /** A sentence under the section's title. */
  note?: string;
  fields: Readonly<Record<string, FieldSpec>>;
}

const text = (label: string, extra: { shared?: boolean; optional?: boolean; hint?: string } = {}): FieldSpec => ({ kind: "text", label, ...extra });
const area = (label: string, extra: { hint?: string } = {}): FieldSpec => ({ kind: "textarea", label, ...extra });
const group = (fields: Record<string, FieldSpec>, label?: string, hint?: string): FieldSpec => ({ kind: "group", label, fields, ...(hint ? { hint } : {}) });
const fixed = (label: string, itemLabel: string, item: FieldSpec): FieldSpec => ({ kind: "list", label, itemLabel, item, fixed: true });
const list = (label: string, itemLabel: string, item: FieldSpec, empty: () => unknown): FieldSpec => ({ kind: "list", label, itemLabel, item, empty });
const lines = (label: string, itemLabel: string, long = false): FieldSpec => list(label, itemLabel, long ? area(itemLabel) : text(itemLabel), () => "");
/** A list between CONTENT_LIST_LIMITS[limit].min and .max items, reorderable. */
const limited = (limit: LimitedList, itemLabel: string, item: FieldSpec, empty: () => unknown): FieldSpec => ({
  kind: "list",
  label: CONTENT_LIST_LIMITS[limit].label.en,
  itemLabel,
  item,
  empty,
  limit,
});
const shown = (label: string): FieldSpec => ({ kind: "switch", label });

const image = (label: string, hint?: string): FieldSpec => ({ kind: "image", label, ...(hint ? { hint } : {}) });
const EMPTY_IMAGE = () => ({ src: "", width: 1, height: 1, alt: "", caption: "" });
const pressContact = group({
  name: text("Name", { shared: true }),
  role: text("Role"),
  email: { kind: "email", label: "E-mail" },
  note: area("Note"),
});
// Plain words for what search engines and link previews show (issue 30: no "og:title").
const seoEntry = group({
  title: text("Title in search results", { hint: "Also the browser tab's title and the bold line of a link preview. About 60 characters." }),
  description: area("Summary in search results", { hint: "Also the text under the title in a link preview. About 155 characters." }),
  keywords: lines("Search words", "Search word"),
});

export const CONTENT_SECTIONS: readonly SectionSpec[] = [
  {
    id: "hero",
    title: "Hero",
    page: "/",
    fields: {
      name: text("Name", { shared: true }),
      role: text("Role line"),
      hero: group({ intro: area("Introduction"), image: image("Portrait", "Your main photo: the home page's first screen, the end of every article and the press kit.") }),
      taglines: limited("taglines", "Tagline", text("Tagline"), () => ""),
      stats: limited("stats", "Stat", group({ value: text("Figure", { shared: true, hint: "Short, e.g. $1B+" }), label: text("What it counts") }), () => ({ value: "", label: "" })),
    },
  },
  {
    id: "journey",
    title: "Journey",
    page: "/",
    fields: { journey: limited("journey", "Frame", group({ year: text("Year", { shared: true }), title: text("Title"), text: area("Text") }), () => ({ year: "", title: "", text: "" })) },
  },
  {
    id: "superpowers",
    title: "Superpowers",
    page: "/",
    fields: { superpowers: limited("superpowers", "Superpower", group({ title: text("Title"), text: area("Text") }), () => ({ title: "", text: "" })) },
  },
  {
    id: "book",
    title: "Book",
    page: "/",
    fields: {
      book: group({
        title: text("Title", { shared: true }),
        englishTitle: text("English title", { shared: true }),
        subtitle: text("Subtitle", { shared: true }),
        englishSubtitle: text("English subtitle", { shared: true }),
        year: { kind: "number", label: "Year" },
        language: text("Language of the book"),
        formats: lines("Formats", "Format"),
        publisher: text("Publisher"),
        pageCount: { kind: "number", label: "Pages" },
        link: { kind: "url", label: "Bookstore link" },
        cover: image("Cover"),
        tagline: area("Tagline"),
        description: lines("Description", "Paragraph", true),
        highlights: lines("Highlights", "Highlight", true),
        previewNote: area("Note above the sample pages"),
      }),
      bookPreviewPages: fixed(
        "Sample pages (in Portuguese on both sites)",
        "Sample page",
        group({ page: { kind: "number", label: "Page" }, chapter: text("Chapter"), heading: text("Heading"), paragraphs: lines("Paragraphs", "Paragraph", true) }),
      ),
    },
  },
  {
    id: "speaking",
    title: "Keynotes",
    page: "/",
    fields: {
      keynotes: limited(
        "keynotes",
        "Keynote",
        group({ title: text("Title"), summary: area("Summary"), takeaways: lines("Takeaways", "Takeaway", true), formats: area("Audience and formats") }),
        () => ({ title: "", summary: "", takeaways: [""], formats: "" }),
      ),
      speakerReel: { kind: "url", label: "Speaker reel (YouTube or Vimeo address)", optional: true },
    },
  },
  {
    id: "recognitions",
    title: "Recognitions",
    page: "/",
    fields: {
      recognitions: list(
        "Recognitions",
        "Recognition",
        group({ year: text("Year", { shared: true }), title: text("Title"), issuer: text("Issuer"), description: area("Description") }),
        () => ({ year: "", title: "", issuer: "", description: "" }),
      ),
    },
  },
  {
    id: "about",
    title: "About",
    page: "/",
    fields: {
      about: group({
        title: text("Title"),
        paragraphs: lines("Paragraphs", "Paragraph", true),
        image: image("Photo", "Beside the About text on the home page."),
        facts: list("Quick facts", "Fact", group({ label: text("Label"), value: text("Value") }), () => ({ label: "", value: "" })),
      }),
      person: group(
        {
          name: text("Full name", { shared: true }),
          jobTitle: text("Job title"),
          description: area("Description", { hint: "One sentence about you for search results; also the line under your name after every article." }),
          givenName: text("Given name", { shared: true }),
          familyName: text("Family name", { shared: true }),
          initials: text("Initials", { shared: true, hint: "Shown in place of the portrait while it loads, e.g. CA." }),
          url: { kind: "url", label: "Personal website" },
          image: text("Photo", { shared: true, hint: "The photo search engines show: copy the Portrait's image address from the Hero section." }),
          sameAs: list("Profiles elsewhere", "Profile", { kind: "url", label: "Profile" }, () => ""),
          mastodonHandle: text("Mastodon handle", { shared: true, optional: true, hint: "@name@instance.social: the pages name you as their fediverse creator" }),
          blueskyDid: text("Bluesky account identifier", { shared: true, optional: true, hint: "did:plc:…: lets this site's domain be your Bluesky handle" }),
          worksFor: list(
            "Organisations",
            "Organisation",
            group({ name: text("Name", { shared: true }), role: text("Role"), url: { kind: "url", label: "Website", optional: true } }),
            () => ({ name: "", role: "" }),
          ),
          address: group({ locality: text("City", { shared: true }), region: text("State", { shared: true }), country: text("Country code", { shared: true, hint: "Two letters, e.g. BR." }) }),
          knowsLanguage: lines("Languages spoken", "Language"),
        },
        "Search profile",
        "Not shown on the pages: Google and other search engines read it to know who runs this site.",
      ),
    },
  },
  {
    id: "portfolio",
    title: "Portfolio",
    page: "/",
    fields: {
      portfolio: group({
        categories: group({ ai: text("AI category label"), growth: text("Growth category label") }, "Categories"),
        items: limited(
          "portfolio",
          "Item",
          group({
            title: text("Title"),
            description: area("Description"),
            category: {
              kind: "select",
              label: "Category",
              options: [
                { value: "ai", label: "AI Projects" },
                { value: "growth", label: "Growth and Strategy" },
              ],
            },
            role: text("Role"),
            period: text("Period"),
            highlight: text("Highlight"),
          }),
          () => ({ title: "", description: "", category: "ai", role: "", period: "", highlight: "" }),
        ),
      }),
    },
  },
  {
    id: "contact",
    title: "Contact and footer",
    page: "/",
    fields: {
      contact: group({
        heading: text("Heading"),
        text: area("Text (with the reply promise)"),
        email: { kind: "email", label: "E-mail" },
        location: text("Location"),
        links: list(
          "Links",
          "Link",
          group({
            kind: {
              kind: "select",
              label: "Kind",
              options: [
                { value: "email", label: "E-mail" },
                { value: "linkedin", label: "LinkedIn" },
                { value: "instagram", label: "Instagram" },
                { value: "website", label: "Website" },
                { value: "youtube", label: "YouTube" },
                { value: "x", label: "X" },
                { value: "bluesky", label: "Bluesky" },
                { value: "threads", label: "Threads" },
                { value: "mastodon", label: "Mastodon" },
                { value: "github", label: "GitHub" },
                { value: "podcast", label: "Podcast" },
              ],
            },
            label: text("Label"),
            href: text("Address (https:// or mailto:)", { shared: true }),
            display: text("Shown as", { shared: true }),
          }),
          () => ({ kind: "website", label: "", href: "", display: "" }),
        ),
      }),
      footer: group({ description: area("Footer description"), copyrightHolder: text("Copyright holder", { shared: true }) }),
      chatTeaser: group(
        {
          status: text("Status badge"),
          title: text("Title"),
          text: area("Text"),
          capabilities: lines("What it will do", "Capability", true),
          sampleQuestions: lines("Sample questions", "Question", true),
          meanwhile: area("Meanwhile"),
        },
        "Chat assistant teaser",
      ),
    },
  },
  {
    id: "visibility",
    title: "Sections shown",
    page: "/",
    note: "Hiding a section takes it off the home page and removes its links from the header, the menu, the footer and the bottom bar, in both languages.",
    fields: {
      showOnSite: group(
        {
          journey: shown("Journey"),
          book: shown("Book"),
          superpowers: shown("Superpowers"),
          recognitions: shown("Recognitions"),
          articles: shown("Latest articles"),
          speaking: shown("Speaking"),
          portfolio: shown("Portfolio"),
          chatTeaser: shown("Chat assistant teaser"),
          contact: shown("Contact"),
        },
        "Show on the site",
      ),
    },
  },
  {
    id: "press-kit",
    title: "Press kit",
    page: "/press-kit",
    fields: {
      pressKit: group({
        title: text("Title"),
        intro: area("Introduction"),
        lastUpdated: { kind: "date", label: "Last updated", hint: "The text is shown as it is, e.g. “Last updated: May 12, 2025”." },
        biography: lines("Long biography", "Paragraph", true),
        mediumBio: area("Medium biography (about 200 words)"),
        photos: fixed("Photos", "Photo", image("Photo")),
        keyProjects: limited(
          "keyProjects",
          "Project",
          group({ name: text("Name", { shared: true }), role: text("Role"), period: text("Period"), description: area("Description"), highlights: lines("Highlights", "Highlight", true) }),
          () => ({ name: "", role: "", period: "", description: "", highlights: [""] }),
        ),
        speakingTopics: list("Speaking topics", "Topic", group({ title: text("Title"), description: area("Description") }), () => ({ title: "", description: "" })),
        contact: { ...pressContact, label: "Press contact" } as FieldSpec,
      }),
    },
  },
  {
    id: "media-kit",
    title: "Media kit",
    page: "/media-kit",
    fields: {
      mediaKit: group({
        title: text("Title"),
        intro: area("Introduction"),
        contact: { ...pressContact, label: "Media contact" } as FieldSpec,
        shortBio: area("Short bio (100 words)"),
        images: limited("mediaKitImages", "Image", image("Image"), EMPTY_IMAGE),
        imageCredit: text("Credit line"),
        imageUsage: area("Usage terms"),
        bookTable: list(
          "Book information",
          "Row",
          group({ label: text("Label"), value: text("Value"), href: { kind: "url", label: "Link", optional: true } }),
          () => ({ label: "", value: "" }),
        ),
        quotes: fixed("Quotes", "Quote", group({ text: area("Quote"), source: text("Source") })),
        expertise: lines("Areas of expertise", "Area"),
      }),
    },
  },
  {
    id: "museum-letter",
    title: "Museum letter",
    page: "/museum-letter",
    fields: {
      museumLetter: group({
        title: text("Title"),
        date: { kind: "date", label: "Date" },
        museum: group({ name: text("Museum"), city: text("City") }),
        author: group({ name: text("Author", { shared: true }), title: text("Author's title") }),
        recipient: text("Recipient"),
        subject: area("Subject"),
        salutation: text("Salutation"),
        paragraphs: lines("Paragraphs", "Paragraph", true),
        closing: text("Closing"),
      }),
    },
  },
  {
    id: "seo",
    title: "Page titles and descriptions",
    intro: "What search engines and link previews (WhatsApp, LinkedIn, ...) show for each page. Visitors do not see these words on the pages.",
    page: "/",
    fields: {
      seo: group({
        siteName: text("Site name", { shared: true, hint: "After each page's title in search results and browser tabs." }),
        pages: group({
          home: { ...seoEntry, label: "Home" } as FieldSpec,
          articles: { ...seoEntry, label: "Articles" } as FieldSpec,
          pressKit: { ...seoEntry, label: "Press kit" } as FieldSpec,
          mediaKit: { ...seoEntry, label: "Media kit" } as FieldSpec,
          museumLetter: { ...seoEntry, label: "Museum letter" } as FieldSpec,
        }),
        articleDescription: area("Article summary when an article has none", { hint: "Used in search results for an article without an excerpt." }),
        articleKeywords: lines("Search words for articles", "Search word"),
        shareImage: image("Picture for link previews", "Shown when the site is shared on WhatsApp, LinkedIn and others; 1200 × 630 pixels fits best."),
      }),
    },
  },
];

export { EMPTY_IMAGE };

/** Whether an input of this kind writes both languages at once. */
export function isSharedField(spec: FieldSpec): boolean {
  if (spec.kind === "url" || spec.kind === "email" || spec.kind === "number" || spec.kind === "select" || spec.kind === "switch") return true;
  return (spec.kind === "text" || spec.kind === "textarea") && spec.shared === true;
}

export type Path = readonly (string | number)[];

export function pathKey(path: Path): string {
  return path.join(".");
}

export function getIn(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A copy of `value` with `path` set to `next` (undefined deletes an object key). */
export function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = Array.isArray(value) ? [...value] : { ...((value as Record<string, unknown>) ?? {}) };
  const child = setIn((container as Record<string | number, unknown>)[head], rest, next);
  if (child === undefined && !Array.isArray(container)) delete (container as Record<string, unknown>)[head as string];
  else (container as Record<string | number, unknown>)[head] = child;
  return container;
}

/** The section a validation issue belongs to (its first path key). */
export function sectionOfPath(path: string): string | undefined {
  const top = path.split(".")[0] ?? "";
  return CONTENT_SECTIONS.find((section) => top in section.fields)?.id;
}
