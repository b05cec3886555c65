import { Download, Trash2, Upload } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { type GrowthPoint, type NewsletterSend, SUBSCRIBER_STATUSES, type Subscriber, type SubscriberPage } from "../newsletter.ts";
import { fillNewsletterText, NEWSLETTER_ADMIN_TEXT, type NewsletterAdminText } from "../newsletter-admin-text.ts";

const KEY = "/api/newsletter";
const PAGE_SIZE = 25;
const SELECT_CLASS = "h-9 rounded-md border border-slate-700 bg-slate-900 px-2 text-sm text-white";

export function useNewsletterAdminText(): NewsletterAdminText {
  return NEWSLETTER_ADMIN_TEXT[useAdminText().language];
}

/** The Newsletter tab (issue 25): growth, subscribers, sends, CSV export and import. */
export function NewsletterTab() {
  const t = useNewsletterAdminText();
  const { dateTime } = useAdminText();
  const baseId = useId();
  const [status, setStatus] = useState("");
  const [language, setLanguage] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [erasing, setErasing] = useState<Subscriber | null>(null);
  const params = new URLSearchParams({ status, language, q, page: String(page), pageSize: String(PAGE_SIZE) });
  const subscribers = useApiQuery<SubscriberPage>(`${KEY}/subscribers?${params.toString()}`);
  const sends = useApiQuery<NewsletterSend[]>(`${KEY}/sends`);
  const growth = useApiQuery<GrowthPoint[]>(`${KEY}/growth`);
  const total = subscribers.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const languageName = (code: string) => (code === "pt" ? t.portuguese : t.english);

  return (
    <section aria-labelledby="newsletter-heading" className="space-y-8">
      <AdminTabHeader id="newsletter-heading" title={t.heading} intro={t.intro} />

      <div className="space-y-2">
        <h3 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{t.growth}</h3>
        {growth.data && growth.data.length > 0 ? <GrowthChart points={growth.data} label={t.growth} /> : <p className="text-sm text-slate-300">{t.growthEmpty}</p>}
      </div>

      <div className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{t.subscribers}</h3>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => void exportCsv(t)}>
              <Download aria-hidden="true" />
              {t.exportCsv}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${baseId}-status`}>{t.status}</Label>
            <select id={`${baseId}-status`} className={SELECT_CLASS} value={status} onChange={(e) => (setStatus(e.target.value), setPage(1))}>
              <option value="">{t.all}</option>
              {SUBSCRIBER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t.statuses[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${baseId}-language`}>{t.language}</Label>
            <select id={`${baseId}-language`} className={SELECT_CLASS} value={language} onChange={(e) => (setLanguage(e.target.value), setPage(1))}>
              <option value="">{t.all}</option>
              <option value="en">{t.english}</option>
              <option value="pt">{t.portuguese}</option>
            </select>
          </div>
          <div className="flex min-w-60 flex-1 flex-col gap-1">
            <Label htmlFor={`${baseId}-q`}>{t.search}</Label>
            <Input id={`${baseId}-q`} type="search" value={q} onChange={(e) => (setQ(e.target.value), setPage(1))} />
          </div>
        </div>
        <QueryState
          query={subscribers}
          loading={t.loading}
          failed={() => t.loadError}
          empty={{ when: (data) => data.subscribers.length === 0, message: t.none }}
        >
          {(data) => (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-slate-400">
                  <tr>
                    <th scope="col" className="py-2 pr-4">{t.email}</th>
                    <th scope="col" className="py-2 pr-4">{t.language}</th>
                    <th scope="col" className="py-2 pr-4">{t.status}</th>
                    <th scope="col" className="py-2 pr-4">{t.subscribedAt}</th>
                    <th scope="col" className="py-2 pr-4">{t.confirmedAt}</th>
                    <th scope="col" className="py-2"><span className="sr-only">{t.actions}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {data.subscribers.map((subscriber) => (
                    <tr key={subscriber.id} className="border-t border-slate-800 text-slate-200">
                      <td className="py-2 pr-4 break-all">{subscriber.email}</td>
                      <td className="py-2 pr-4">{languageName(subscriber.language)}</td>
                      <td className="py-2 pr-4">{t.statuses[subscriber.status]}</td>
                      <td className="py-2 pr-4">{dateTime(subscriber.createdAt)}</td>
                      <td className="py-2 pr-4">{subscriber.confirmedAt ? dateTime(subscriber.confirmedAt) : "—"}</td>
                      <td className="py-2 text-right">
                        <Button size="icon" variant="ghost" aria-label={`${t.erase} ${subscriber.email}`} onClick={() => setErasing(subscriber)}>
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
        <div className="flex items-center gap-3 text-sm text-slate-300">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t.previous}
          </Button>
          <span>{fillNewsletterText(t.pageOf, { page, pages, total })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t.next}
          </Button>
        </div>
        <ImportForm t={t} />
      </div>

      <div className="space-y-3">
        <h3 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{t.sends}</h3>
        {sends.data && sends.data.length === 0 ? <p className="text-sm text-slate-300">{t.sendsEmpty}</p> : null}
        <ul className="space-y-3">
          {(sends.data ?? []).map((send) => {
            const all = send.queued + send.delivered + send.failed;
            const done = all === 0 ? 100 : Math.round(((send.delivered + send.failed) / all) * 100);
            return (
              <li key={send.id} className="rounded-md border border-slate-800 p-3 text-sm text-slate-200">
                <p className="font-medium text-white">
                  {send.subject} <span className="text-slate-400">· {languageName(send.language)} · {dateTime(send.createdAt)}</span>
                </p>
                <p className="mt-1">
                  {t.queued}: {send.queued} · {t.delivered}: {send.delivered} · {t.failed}: {send.failed}
                </p>
                <progress className="mt-2 w-full" max={100} value={done} aria-label={`${t.progress}: ${send.subject}`}>
                  {done}%
                </progress>
              </li>
            );
          })}
        </ul>
      </div>

      <ConfirmDeleteDialog
        path={erasing ? `${KEY}/subscribers/${erasing.id}` : null}
        title={t.eraseTitle}
        description={t.eraseDescription}
        invalidates={KEY}
        successMessage={t.erased}
        failureMessage={(error) => serverMessageOf(error) ?? t.eraseFailed}
        onClose={() => setErasing(null)}
      >
        {erasing ? <p className="font-medium text-white">{erasing.email}</p> : null}
      </ConfirmDeleteDialog>
    </section>
  );
}

/** Confirmed subscribers so far, per day: a line in an SVG. */
function GrowthChart({ points, label }: { points: GrowthPoint[]; label: string }) {
  const width = 600;
  const height = 120;
  const max = Math.max(1, ...points.map((point) => point.confirmed));
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  const coordinates = points.map((point, index) => `${Math.round(index * step)},${Math.round(height - (point.confirmed / max) * (height - 10))}`);
  const last = points.at(-1)!;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={`${label}: ${last.confirmed} (${last.day})`} className="h-32 w-full max-w-2xl">
        <polyline fill="none" stroke="#fcd34d" strokeWidth="3" points={points.length > 1 ? coordinates.join(" ") : `0,${coordinates[0]!.split(",")[1]} ${width},${coordinates[0]!.split(",")[1]}`} />
      </svg>
      <figcaption className="text-xs text-slate-400">
        {points[0]!.day} – {last.day}: {last.confirmed}
      </figcaption>
    </figure>
  );
}

async function exportCsv(t: NewsletterAdminText): Promise<void> {
  const rows: Subscriber[] = [];
  for (let page = 1; ; page++) {
    const answer = await apiRequest<SubscriberPage>("GET", `${KEY}/subscribers?page=${page}&pageSize=500`);
    rows.push(...answer.subscribers);
    if (rows.length >= answer.total || answer.subscribers.length === 0) break;
  }
  const quote = (value: string | null) => `"${(value ?? "").replace(/"/g, '""')}"`;
  const lines = ["email,language,status,createdAt,confirmedAt,unsubscribedAt", ...rows.map((s) => [s.email, s.language, s.status, s.createdAt, s.confirmedAt, s.unsubscribedAt].map(quote).join(","))];
  const url = URL.createObjectURL(new Blob([`${lines.join("\r\n")}\r\n`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
  void t;
}

/** `email,language` per line (a header line is skipped); language defaults to English. */
export function parseSubscriberCsv(text: string): { email: string; language: "en" | "pt" }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split(",").map((cell) => cell.trim().replace(/^"(.*)"$/, "$1")))
    .filter(([email]) => email && email.includes("@"))
    .map(([email, language]) => ({ email: email!, language: language === "pt" ? "pt" : "en" }));
}

function ImportForm({ t }: { t: NewsletterAdminText }) {
  const baseId = useId();
  const [source, setSource] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      const rows = parseSubscriberCsv(await file.text());
      const answer = await apiRequest<{ imported: number; skipped: number; invalid: number }>("POST", `${KEY}/import`, { source, rows });
      toast({ title: t.importCsv, description: fillNewsletterText(t.imported, answer) });
      await invalidateQueries(KEY);
    } catch (error) {
      toast({ title: t.importFailed, description: serverMessageOf(error) ?? t.importFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 flex flex-wrap items-end gap-3 rounded-md border border-slate-800 p-3" aria-label={t.importCsv}>
      <div className="flex min-w-60 flex-1 flex-col gap-1">
        <Label htmlFor={`${baseId}-source`}>{t.importSource}</Label>
        <Input id={`${baseId}-source`} value={source} placeholder={t.importSourcePlaceholder} onChange={(e) => setSource(e.target.value)} required minLength={3} />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${baseId}-file`}>{t.importFile}</Label>
        <Input id={`${baseId}-file`} type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} required />
      </div>
      <Button type="submit" disabled={busy || !file}>
        <Upload aria-hidden="true" />
        {t.importButton}
      </Button>
    </form>
  );
}

/** The tab's name in the owner's language (the dashboard's tab list). */
export function NewsletterTabLabel() {
  return <>{useNewsletterAdminText().tab}</>;
}
