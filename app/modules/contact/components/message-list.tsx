import { ChevronLeft, ChevronRight, Mail } from "lucide-react";
import { useEffect, useRef } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import type { QuerySnapshot } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { INBOX_ADMIN_TEXT } from "../inbox-admin-text.ts";
import { useStatusLabels } from "./message-actions.tsx";
import { type InboxMessage, STATUS_BADGES, useKindLabels } from "./message-card.tsx";

interface MessageListProps {
  query: QuerySnapshot<InboxMessage[]> & { refetch: () => Promise<void> };
  /** Whether a filter or the search is on (the empty state and the count say so). */
  filtered: boolean;
  matching: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** A message whose item takes the focus once shown (coming back from its detail); cleared by `onFocused`. */
  focusId: number | null;
  onFocused: () => void;
}

/** The inbox's compact list, newest first: each message a button that opens it beside (or, on a phone, instead of) the list. */
export function MessageList({ query, filtered, matching, page, pages, onPage, selectedId, onSelect, focusId, onFocused }: MessageListProps) {
  const { text: t, fill } = useAdminText();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusId === null) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-message-id="${focusId}"]`);
    item?.focus();
    // On a phone the list is still hidden until the detail has closed: try again on the next render.
    if (item && document.activeElement === item) onFocused();
  });

  return (
    <QueryState
      query={query}
      loading={t.loadingMessages}
      failed={(reason) => fill(t.messagesLoadFailed, { reason })}
      empty={{ when: (data) => data.length === 0, icon: Mail, message: filtered ? t.noMessagesMatch : t.noMessagesYet }}
    >
      {(messages) => (
        <div className="space-y-3">
          {filtered ? (
            <p className="text-sm text-slate-400" role="status">
              {fill(matching === 1 ? t.messagesMatchOne : t.messagesMatch, { count: matching })}
            </p>
          ) : null}
          <ul ref={list} className="divide-y divide-white/10 overflow-hidden rounded-xl border border-white/10" aria-label={t.messages}>
            {messages.map((message) => (
              <li key={message.id}>
                <MessageListItem message={message} selected={message.id === selectedId} onSelect={() => onSelect(message.id)} />
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t.pagesOfMessages} className="flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
                <ChevronLeft aria-hidden="true" />
                {t.previousPage}
              </Button>
              <span className="text-sm text-slate-300">{fill(t.pageOf, { page, pages })}</span>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
                {t.nextPage}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}

/** One line of the list: unread dot, sender, kind, the event's date and the status of an invitation, when it came. */
function MessageListItem({ message, selected, onSelect }: { message: InboxMessage; selected: boolean; onSelect: () => void }) {
  const { text: t, fill, when, day, language } = useAdminText();
  const it = INBOX_ADMIN_TEXT[language];
  const kindLabels = useKindLabels();
  const statusLabels = useStatusLabels();
  const received = when(message.createdAt);
  const eventDay = message.kind === "speaking" ? day(message.eventDate) : null;
  return (
    <button
      type="button"
      data-message-id={message.id}
      aria-current={selected ? "true" : undefined}
      onClick={onSelect}
      className={cn(
        "flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-white/[0.06] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent",
        selected ? "bg-white/[0.08]" : message.read ? undefined : "bg-[#151c2c]",
      )}
    >
      <span className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", message.read ? "bg-transparent" : "bg-accent")} aria-hidden="true" />
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex items-baseline justify-between gap-3">
          <span className={cn("truncate text-white", message.read ? "font-normal" : "font-semibold")}>
            {message.read ? null : <span className="sr-only">{t.unreadPrefix}</span>}
            <span>{message.name}</span>
          </span>
          {received ? (
            <time dateTime={message.createdAt} className="shrink-0 text-xs text-slate-400">
              <span className="sr-only">{it.received}</span>
              {received}
            </time>
          ) : null}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-slate-300">
          <Badge variant={message.kind === "speaking" ? "info" : "default"}>{kindLabels[message.kind]}</Badge>
          {message.kind === "speaking" ? <Badge variant={STATUS_BADGES[message.status]}>{statusLabels[message.status]}</Badge> : null}
          {eventDay ? <span>{fill(it.eventOn, { date: eventDay })}</span> : null}
        </span>
      </span>
    </button>
  );
}
