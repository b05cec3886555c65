import { Download, Upload } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { GrowthPoint, NewsletterSend, Subscriber, SubscriberPage } from "../newsletter.ts";
import { fillNewsletterText, NEWSLETTER_ADMIN_TEXT, type NewsletterAdminText } from "../newsletter-admin-text.ts";
import { SubscriberFilterFields, SubscriberTable } from "./newsletter-subscribers.tsx";
import { NEWSLETTER_KEY, sendProgressOf } from "./subscriber-list-state.ts";
import { useSubscriberList } from "./use-subscriber-list.ts";

const KEY = NEWSLETTER_KEY;

export function useNewsletterAdminText(): NewsletterAdminText {
  return NEWSLETTER_ADMIN_TEXT[useAdminText().language];
}

/** The Newsletter tab (issue 25): growth, subscribers, sends, CSV export and import. */
export function NewsletterTab() {
  const t = useNewsletterAdminText();
  const { dateTime } = useAdminText();
  const list = useSubscriberList();
  const [erasing, setErasing] = useState<Subscriber | null>(null);
  const sends = useApiQuery<NewsletterSend[]>(`${KEY}/sends`);
  const growth = useApiQuery<GrowthPoint[]>(`${KEY}/growth`);
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
        <SubscriberFilterFields list={list} />
        <SubscriberTable list={list} onErase={setErasing} />
        <ImportForm t={t} />
      </div>

      <div className="space-y-3">
        <h3 className="text-sm font-semibold tracking-wider text-amber-200 uppercase">{t.sends}</h3>
        {sends.data && sends.data.length === 0 ? <p className="text-sm text-slate-300">{t.sendsEmpty}</p> : null}
        <ul className="space-y-3">
          {(sends.data ?? []).map((send) => {
            const done = sendProgressOf(send);
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
