import { describe, expect, it } from "vitest";
import type { AuditEvent } from "../audit.ts";
import { AUDIT_ADMIN_TEXT } from "../audit-admin-text.ts";
import { auditActorOf, auditListOf, auditQueryKey, NO_AUDIT_FILTERS } from "./audit-log-state.ts";

const event = (id: number, extra: Partial<AuditEvent> = {}) => ({ id, actor: { username: null }, userAgent: null, ...extra }) as unknown as AuditEvent;

describe("Audit log: its state, without the screen", () => {
  it("asks for the filters that are set, the user trimmed, and older events by cursor", () => {
    expect(auditQueryKey(NO_AUDIT_FILTERS)).toBe("/api/audit");
    expect(auditQueryKey({ area: "auth", outcome: "failure", actor: " ana ", from: "2026-01-01", to: "" }, 42)).toBe(
      "/api/audit?area=auth&outcome=failure&actor=ana&from=2026-01-01&before=42",
    );
    expect(auditQueryKey({ ...NO_AUDIT_FILTERS, actor: "  " })).toBe("/api/audit");
  });

  it("appends older events loaded for the same filters only, and follows their cursor", () => {
    const first = { events: [event(9), event(8)], nextCursor: 8 };
    expect(auditListOf("/api/audit", first, null)).toMatchObject({ events: first.events, nextCursor: 8 });
    const older = { key: "/api/audit", events: [event(7)], nextCursor: null };
    expect(auditListOf("/api/audit", first, older)).toMatchObject({ events: [...first.events, older.events[0]], nextCursor: null });
    expect(auditListOf("/api/audit?area=auth", first, older)).toMatchObject({ olderHere: null, events: first.events, nextCursor: 8 });
    expect(auditListOf("/api/audit", undefined, null)).toMatchObject({ events: [], nextCursor: null });
  });

  it("names who did it: the user, the command line, or anonymous", () => {
    const t = AUDIT_ADMIN_TEXT.pt;
    expect(auditActorOf(event(1, { actor: { username: "ana" } } as never), t)).toBe("ana");
    expect(auditActorOf(event(1, { userAgent: "npm run admin" }), t)).toBe(t.commandLine);
    expect(auditActorOf(event(1), t)).toBe(t.anonymous);
  });
});
