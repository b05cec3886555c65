import { describe, expect, it } from "vitest";
import { adobeIssues, ancestorsOf, loadVocabulary, validateJsonLd } from "./schema-org.ts";

/** The offline schema.org checkers of tests/seo catch what the issue found, and pass what is right. */

const vocabulary = loadVocabulary();
const SITE = "https://example.com";
const person = { "@context": "https://schema.org", "@type": "Person", "@id": `${SITE}/#person`, name: "Ana" };
const messages = (documents: Record<string, unknown>[]) => validateJsonLd(vocabulary, documents).map((issue) => `${issue.severity}: ${issue.message}`);

describe("the schema.org vocabulary", () => {
  it("holds schema.org's types, properties and their inheritance", () => {
    expect(vocabulary.classes.size).toBeGreaterThan(700);
    expect(vocabulary.properties.size).toBeGreaterThan(1400);
    expect([...ancestorsOf(vocabulary, "BlogPosting")]).toEqual(expect.arrayContaining(["SocialMediaPosting", "Article", "CreativeWork", "Thing"]));
    expect(vocabulary.properties.get("workTranslation")?.domains).toEqual(new Set(["CreativeWork"]));
    expect(vocabulary.members.get("EBook")).toEqual(new Set(["BookFormatType"]));
  });
});

describe("validateJsonLd", () => {
  it("accepts valid records, inherited properties, references, enumeration members and URLs for things", () => {
    expect(
      messages([
        person,
        {
          "@context": "https://schema.org",
          "@type": "Book",
          name: "Raízes",
          inLanguage: "pt-BR",
          datePublished: "2024",
          numberOfPages: 232,
          bookFormat: ["https://schema.org/Paperback", "https://schema.org/EBook"],
          author: { "@id": `${SITE}/#person` },
          offers: { "@type": "Offer", url: "https://shop.example.com/b" },
        },
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          potentialAction: { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: `${SITE}/search?q={q}` }, "query-input": "required name=q" },
        },
      ]),
    ).toEqual([]);
  });

  it("finds a property the type does not have: workExample on a Person", () => {
    expect(messages([{ ...person, workExample: { "@type": "Book", name: "B" } }])).toEqual([
      'error: "workExample" is not a property of Person or the types it inherits from',
    ]);
  });

  it("finds unknown types and properties, values of the wrong type, relative ids and a wrong context", () => {
    expect(messages([{ "@context": "http://example.com", "@type": "Persona", "@id": "/me" }])).toEqual([
      'error: @context must be "https://schema.org", not "http://example.com"',
      'error: "Persona" is not a schema.org type',
      'error: @id "/me" is not an absolute URL',
    ]);
    expect(messages([{ ...person, additionalName: 3, colleague: "Bob", birthDate: "yesterday", knowsAbout: { name: "AI" }, favouriteColour: "blue" }])).toEqual([
      'error: "additionalName" expects Text, not the number 3',
      'error: "colleague" expects Person or URL, not the text "Bob"',
      'error: "birthDate" expects Date, not the text "yesterday"',
      'error: a value of "knowsAbout" has no @type',
      'error: "favouriteColour" is not a schema.org property',
    ]);
    expect(messages([{ "@context": "https://schema.org", "@type": "Book", author: { "@type": "Place", name: "Rio" }, bookFormat: "https://schema.org/EventScheduled" }])).toEqual([
      'error: "author" expects Organization or Person, not Place',
      'error: "bookFormat" expects BookFormatType, not the text "https://schema.org/EventScheduled"',
    ]);
  });

  it("checks a reference against the type of the node it names on the page", () => {
    const book = { "@context": "https://schema.org", "@type": "Book", "@id": `${SITE}/#book`, name: "B" };
    expect(messages([book, { ...person, "@id": `${SITE}/#p2`, colleague: { "@id": `${SITE}/#book` } }])).toEqual([
      `error: "colleague" expects Person or URL; the reference ${SITE}/#book is Book`,
    ]);
  });

  it("warns about superseded terms", () => {
    expect(messages([{ "@context": "https://schema.org", "@type": "Event", name: "E", attendees: { "@id": `${SITE}/#person` } }])).toEqual([
      'warning: property "attendees" is superseded by "attendee"',
    ]);
  });
});

describe("Adobe's validator on the same vocabulary", () => {
  it("warns about workExample on a Person and a one-item BreadcrumbList, and passes a two-item one", async () => {
    const oneItem = { "@context": "https://schema.org", "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` }] };
    const issues = await adobeIssues(vocabulary, [{ ...person, workExample: { "@type": "Book", name: "B" } }, oneItem]);
    expect(issues.map((issue) => `${issue.severity}: ${issue.message}`).sort()).toEqual([
      "warning: At least two ListItems are required",
      'warning: Property "workExample" for type "Person" is not supported by the schema.org specification',
    ]);
    const twoItems = { ...oneItem, itemListElement: [...oneItem.itemListElement, { "@type": "ListItem", position: 2, name: "Articles", item: `${SITE}/articles` }] };
    expect(await adobeIssues(vocabulary, [person, twoItems])).toEqual([]);
  });
});
