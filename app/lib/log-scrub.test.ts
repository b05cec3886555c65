import { describe, expect, it } from "vitest";
import { scrubLogText } from "./log-scrub.ts";

describe("scrubLogText", () => {
  it("replaces e-mail addresses, in fields and inside error messages", () => {
    expect(scrubLogText('{"msg":"550 mailbox ana.silva+site@example.com.br unavailable"}')).toBe('{"msg":"550 mailbox [email] unavailable"}');
  });

  it("cuts IPv4 addresses to their /16 and keeps loopback", () => {
    expect(scrubLogText("from 203.0.113.77 and ::ffff:198.51.100.9")).toBe("from 203.0.x.x and ::ffff:198.51.x.x");
    expect(scrubLogText("listening on 127.0.0.1:3000")).toBe("listening on 127.0.0.1:3000");
  });

  it("cuts IPv6 addresses to their /48", () => {
    expect(scrubLogText("client 2001:db8:85a3:8d3:1319:8a2e:370:7348 said")).toBe("client 2001:db8:85a3::/48 said");
    expect(scrubLogText("client 2001:db8:1::42 said")).toBe("client 2001:db8:1::/48 said");
    // Wherever it stands in a line: first, last, in a JSON field, in capitals.
    expect(scrubLogText("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toBe("2001:db8:85a3::/48");
    expect(scrubLogText('{"ip":"2001:DB8:85A3:8D3:1319:8A2E:370:7348"}')).toBe('{"ip":"2001:DB8:85A3::/48"}');
    expect(scrubLogText('{"reqId":"ae882dc2-caf6-4e2b-8fb1-4bcd3a957c3c","ip":"fe80:0:0:0:202:b3ff:fe1e:8329"}')).toBe(
      '{"reqId":"ae882dc2-caf6-4e2b-8fb1-4bcd3a957c3c","ip":"fe80:0:0::/48"}',
    );
  });

  it("leaves times, versions, ids and stack positions alone", () => {
    const text = '{"time":"2026-11-27T10:03:05.123Z","v":"1.22.1","reqId":"ae882dc2-caf6-4e2b-8fb1-4bcd3a957c3c","stack":"at main (file:///srv/app/server/main.ts:12:5)"}';
    expect(scrubLogText(text)).toBe(text);
  });
});
