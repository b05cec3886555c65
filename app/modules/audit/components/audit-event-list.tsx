import { Badge } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { AuditEvent } from "../audit.ts";
import { AUDIT_ADMIN_TEXT, auditActionLabel, signInMethodLabel } from "../audit-admin-text.ts";
import { auditActorOf } from "./audit-log-state.ts";

/** What happened, "failed" when it did, and the method (a passkey, a code) when there was one. */
function EventLabel({ event }: { event: AuditEvent }) {
  const { language } = useAdminText();
  const t = AUDIT_ADMIN_TEXT[language];
  return (
    <>
      {auditActionLabel(event.action, event.label, language)} {event.outcome === "failure" ? <Badge variant="destructive">{t.failed}</Badge> : null}
      {typeof event.details?.method === "string" ? <span className="ml-1 text-xs text-slate-400">({signInMethodLabel(event.details.method, language)})</span> : null}
    </>
  );
}

/** The events: small cards on a phone (issue 30: the five-column table was cut at the right), a table from `sm` up. */
export function AuditEventList({ events }: { events: AuditEvent[] }) {
  const { language, when } = useAdminText();
  const t = AUDIT_ADMIN_TEXT[language];
  const columns = [t.when, t.event, t.who, t.what, t.ip];
  return (
    <>
      <ul className="grid gap-3 sm:hidden" aria-label={t.caption}>
        {events.map((event) => (
          <li key={event.id} className="rounded-lg border border-white/10 bg-panel p-3 text-sm">
            <p className="text-white">
              <EventLabel event={event} />
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-300">
              <dt className="text-xs text-slate-400">{t.when}</dt>
              <dd>{when(event.createdAt)}</dd>
              <dt className="text-xs text-slate-400">{t.who}</dt>
              <dd>{auditActorOf(event, t)}</dd>
              <dt className="text-xs text-slate-400">{t.what}</dt>
              <dd className="break-words">{event.target?.label ?? event.target?.id ?? "—"}</dd>
              <dt className="text-xs text-slate-400">{t.ip}</dt>
              <dd className="font-mono text-xs">{event.ip ?? "—"}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <Card className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[44rem] text-left text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <thead className="border-b border-white/10 text-xs tracking-wide text-slate-400 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {events.map((event) => (
              <tr key={event.id}>
                <td className="px-4 py-3 whitespace-nowrap text-slate-300">{when(event.createdAt)}</td>
                <td className="px-4 py-3 text-white">
                  <EventLabel event={event} />
                </td>
                <td className="px-4 py-3 text-slate-300">{auditActorOf(event, t)}</td>
                <td className="px-4 py-3 text-slate-300">{event.target?.label ?? event.target?.id ?? "—"}</td>
                <td className="px-4 py-3 font-mono text-xs text-slate-400">{event.ip ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
