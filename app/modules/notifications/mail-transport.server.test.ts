import { describe, expect, it } from "vitest";
import { parseMailFrom, replyToOf } from "./mail-transport.server.ts";

describe("parseMailFrom", () => {
  it("reads MAIL_FROM as an address object", () => {
    expect(parseMailFrom("site@example.com")).toEqual({ name: "", address: "site@example.com" });
    expect(parseMailFrom("Caio's site <site@example.com>")).toEqual({ name: "Caio's site", address: "site@example.com" });
    expect(parseMailFrom('"Site, Inc." <site@example.com>')).toEqual({ name: "Site, Inc.", address: "site@example.com" });
  });
});

describe("replyToOf", () => {
  it("keeps an address object, and reads only the address of a string stored before issue 22", () => {
    expect(replyToOf({ name: "Alice attacker@evil.test (", address: "ceo@bigcorp.test" })).toEqual({ name: "Alice attacker@evil.test (", address: "ceo@bigcorp.test" });
    expect(replyToOf("Alice attacker@evil.test ( <ceo@bigcorp.test>")).toEqual({ name: "", address: "ceo@bigcorp.test" });
    expect(replyToOf("Bob Smith, third-party@victim.test,  <bob@example.com>")).toEqual({ name: "", address: "bob@example.com" });
    expect(replyToOf(undefined)).toBeUndefined();
    expect(replyToOf("no address here")).toBeUndefined();
  });
});
