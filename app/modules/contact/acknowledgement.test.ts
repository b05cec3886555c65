import { describe, expect, it } from "vitest";
import { ACKNOWLEDGEMENT_NAME_MAX_CHARS, greetingName, mailboxDomain, mailboxKey } from "./acknowledgement.ts";

describe("mailboxKey", () => {
  it("counts every spelling of one mailbox as one: case, +tags, and dots where Gmail ignores them", () => {
    for (const spelling of ["victim@gmail.com", "victim+1@gmail.com", "VICTIM+2@GMAIL.com", "v.ictim@googlemail.com", " v.i.c.t.i.m+x+y@gmail.com "]) {
      expect(mailboxKey(spelling), spelling).toBe("victim@gmail.com");
    }
    expect(mailboxKey("First.Last+news@Example.ORG")).toBe("first.last@example.org");
    expect(mailboxKey("first.last@example.org")).not.toBe(mailboxKey("firstlast@example.org"));
  });

  it("gives the domain of the mailbox", () => {
    expect(mailboxDomain("A.B+c@GoogleMail.com")).toBe("gmail.com");
    expect(mailboxDomain("x@Sub.Example.org")).toBe("sub.example.org");
  });
});

describe("greetingName", () => {
  it("keeps a plain name, accents, apostrophes and hyphens included", () => {
    expect(greetingName("Ana Maria Souza")).toBe("Ana Maria Souza");
    expect(greetingName("  João D'Ávila-Neto ")).toBe("João D'Ávila-Neto");
    expect(greetingName("Dr. Smith")).toBe("Dr. Smith");
  });

  it("stops at the first word that is not plain: addresses, web addresses, digits", () => {
    expect(greetingName("Win big at https://spam.example/win now")).toBe("Win big at");
    expect(greetingName("Alice attacker@evil.test (")).toBe("Alice");
    expect(greetingName("visit evil.test today")).toBe("visit");
    expect(greetingName("www.spam.example")).toBe("");
    expect(greetingName("Bob\r\nBcc: x@evil.test")).toBe("Bob");
    expect(greetingName("<b>Eve</b>")).toBe("");
  });

  it("caps the name at four words and ACKNOWLEDGEMENT_NAME_MAX_CHARS characters", () => {
    expect(greetingName("One Two Three Four Five Six")).toBe("One Two Three Four");
    const long = greetingName("Maximiliana Bartholomew Featherstonehaugh Cholmondeley");
    expect(long).toBe("Maximiliana Bartholomew");
    expect(long.length).toBeLessThanOrEqual(ACKNOWLEDGEMENT_NAME_MAX_CHARS);
    expect(greetingName("A".repeat(200))).toBe("");
  });
});
