import { describe, expect, it } from "vitest";
import { renderOnly } from "./render-only-data.ts";

describe("renderOnly", () => {
  const data = renderOnly({ article: { title: "A title", html: "<p>Body</p>" }, siteUrl: "https://example.com" });

  it("reads like the loader's object: properties and destructuring", () => {
    expect(data.article.title).toBe("A title");
    const { siteUrl, article } = data;
    expect([siteUrl, article.html]).toEqual(["https://example.com", "<p>Body</p>"]);
  });

  it("shows an encoder that walks keys nothing to encode", () => {
    expect(Object.keys(data)).toEqual([]);
    expect(JSON.stringify(data)).toBe("{}");
  });

  it("cannot be changed afterwards", () => {
    expect(() => Object.assign(data, { siteUrl: "x" })).toThrow(TypeError);
  });
});
