import { describe, expect, it } from "vitest";
import { cardDomain, truncateForCard } from "./share-kit.ts";
import { postInspectorUrl, SHARE_TARGETS, shareLinks, type ShareTarget, withShareUtm } from "./share-links.ts";

describe("share cards and links", () => {
  it("cuts text for a card at a word boundary with an ellipsis, and leaves short text alone", () => {
    expect(truncateForCard("Short title", 70)).toBe("Short title");
    expect(truncateForCard("The data center power crunch is the constraint nobody planned for", 40)).toBe("The data center power crunch is the…");
    expect(truncateForCard("  spaces\n and   lines  ", 70)).toBe("spaces and lines");
    expect(truncateForCard(null, 10)).toBe("");
  });

  it("shows the domain without www", () => {
    expect(cardDomain("https://www.example.com/articles/x")).toBe("example.com");
    expect(cardDomain("not a url")).toBe("");
  });

  it("tags a shared address with UTM parameters, keeping its own query", () => {
    expect(withShareUtm("https://example.com/a?x=1#h", "email")).toBe("https://example.com/a?x=1&utm_source=email&utm_medium=email&utm_campaign=share#h");
    const links = shareLinks("https://example.com/pt/articles/ação", "A & B");
    expect(new URL(links.linkedin).searchParams.get("url")).toBe(
      "https://example.com/pt/articles/a%C3%A7%C3%A3o?utm_source=linkedin&utm_medium=social&utm_campaign=share",
    );
    expect(links.email).toBe(
      `mailto:?subject=A%20%26%20B&body=${encodeURIComponent("A & B\n\nhttps://example.com/pt/articles/a%C3%A7%C3%A3o?utm_source=email&utm_medium=email&utm_campaign=share")}`,
    );
    expect(postInspectorUrl("https://example.com/a")).toBe("https://www.linkedin.com/post-inspector/inspect/https%3A%2F%2Fexample.com%2Fa");
  });

  it("gives every target's address as withShareUtm does, whatever the shape of the address", () => {
    const urls = [
      "https://example.com/pt/articles/ação",
      "https://example.com/a#section",
      "https://example.com/a?x=1#h",
      "https://example.com/a?utm_source=old&x=a b",
      "https://example.com/a?",
      "https://user:pass@example.com:8443/a",
    ];
    for (const url of urls) {
      const links = shareLinks(url, "T");
      expect(links.copy, url).toBe(withShareUtm(url, "copy"));
      expect(links.native, url).toBe(withShareUtm(url, "native"));
      const networks: Array<[ShareTarget, string | null]> = [
        ["linkedin", new URL(links.linkedin).searchParams.get("url")],
        ["x", new URL(links.x).searchParams.get("url")],
      ];
      for (const [target, shared] of networks) expect(shared, `${url} ${target}`).toBe(withShareUtm(url, target));
    }
    expect(Object.keys(SHARE_TARGETS)).toHaveLength(6);
  });
});
