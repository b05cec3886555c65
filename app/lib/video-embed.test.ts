import { describe, expect, it } from "vitest";
import { videoEmbed } from "./video-embed.ts";

describe("videoEmbed (issue 28)", () => {
  it("plays YouTube addresses from youtube-nocookie.com and Vimeo addresses without tracking", () => {
    const youtube = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0";
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/live/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(videoEmbed(address)?.embedUrl, address).toBe(youtube);
    }
    expect(videoEmbed("https://vimeo.com/76979871")).toEqual({ provider: "vimeo", providerName: "Vimeo", embedUrl: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1" });
  });

  it("leaves any other address (and a malformed id) a plain link", () => {
    for (const address of ["https://video.example.com/x", "https://www.youtube.com/watch?v=short", "https://vimeo.com/channels/staff", "javascript:alert(1)", "not a url", null, ""]) {
      expect(videoEmbed(address), String(address)).toBeNull();
    }
  });
});
