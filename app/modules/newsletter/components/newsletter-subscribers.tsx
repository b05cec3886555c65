import { Trash2 } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Field } from "#app/modules/admin/kit/field.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { SUBSCRIBER_STATUSES, type Subscriber } from "../newsletter.ts";
import { fillNewsletterText, NEWSLETTER_ADMIN_TEXT } from "../newsletter-admin-text.ts";
import type { SubscriberList } from "./use-subscriber-list.ts";

const SELECT_CLASS = "h-9 rounded-md border border-slate-700 bg-slate-900 px-2 text-sm text-white";

/** Status, language and search over the subscribers (native selects: a choice is one keystroke). */
export function SubscriberFilterFields({ list }: { list: SubscriberList }) {
  const t = NEWSLETTER_ADMIN_TEXT[useAdminText().language];
  const { filters, setFilter } = list;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label={t.status} className="gap-1">
        {(control) => (
          <select id={control.id} className={SELECT_CLASS} value={filters.status} onChange={(e) => setFilter("status", e.target.value)}>
            <option value="">{t.all}</option>
            {SUBSCRIBER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t.statuses[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.language} className="gap-1">
        {(control) => (
          <select id={control.id} className={SELECT_CLASS} value={filters.language} onChange={(e) => setFilter("language", e.target.value)}>
            <option value="">{t.all}</option>
            <option value="en">{t.english}</option>
            <option value="pt">{t.portuguese}</option>
          </select>
        )}
      </Field>
      <Field label={t.search} className="min-w-60 flex-1 gap-1">
        {(control) => <Input id={control.id} type="search" value={filters.q} onChange={(e) => setFilter("q", e.target.value)} />}
      </Field>
    </div>
  );
}

/** One page of subscribers (with the loading, error and empty states), then Previous / Next. */
export function SubscriberTable({ list, onErase }: { list: SubscriberList; onErase: (subscriber: Subscriber) => void }) {
  const t = NEWSLETTER_ADMIN_TEXT[useAdminText().language];
  const { dateTime } = useAdminText();
  const { page, pages, total, setPage } = list;
  const columns = [t.email, t.language, t.status, t.subscribedAt, t.confirmedAt];
  return (
    <>
      <QueryState query={list.subscribers} loading={t.loading} failed={() => t.loadError} empty={{ when: (data) => data.subscribers.length === 0, message: t.none }}>
        {(data) => (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-slate-400">
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className="py-2 pr-4">
                      {column}
                    </th>
                  ))}
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.subscribers.map((subscriber) => (
                  <tr key={subscriber.id} className="border-t border-slate-800 text-slate-200">
                    <td className="py-2 pr-4 break-all">{subscriber.email}</td>
                    <td className="py-2 pr-4">{subscriber.language === "pt" ? t.portuguese : t.english}</td>
                    <td className="py-2 pr-4">{t.statuses[subscriber.status]}</td>
                    <td className="py-2 pr-4">{dateTime(subscriber.createdAt)}</td>
                    <td className="py-2 pr-4">{subscriber.confirmedAt ? dateTime(subscriber.confirmedAt) : "—"}</td>
                    <td className="py-2 text-right">
                      <Button size="icon" variant="ghost" aria-label={`${t.erase} ${subscriber.email}`} onClick={() => onErase(subscriber)}>
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
    </>
  );
}
