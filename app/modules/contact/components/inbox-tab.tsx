import { ChevronLeft, ChevronRight, Download, Mail, RefreshCw, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { INVITATION_STATUSES, type InvitationStatus, type Message, type MessageKind } from "../message.ts";
import { INBOX_PAGE_SIZE, MESSAGES_KEY } from "./inbox-keys.ts";
import { type InboxMessage, MessageCard, useStatusLabels } from "./message-card.tsx";
import { NotificationsOffNotice } from "./notifications-notice.tsx";

type KindFilter = "all" | MessageKind;
type StatusFilter = "all" | InvitationStatus;
type ReadFilter = "all" | "unread" | "read";

const SEARCH_DELAY_MS = 300;
const UNREAD_KEY = `${MESSAGES_KEY}?read=false&pageSize=1`;
const ALL_KEY = `${MESSAGES_KEY}?pageSize=1`;

/** The number of unread messages, for the tab's counter. */
export function useUnreadMessageCount(): number {
  return useApiQuery<Message[]>(UNREAD_KEY).total ?? 0;
}

function filterParams(filters: { kind: KindFilter; status: StatusFilter; read: ReadFilter; q: string }): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.kind !== "all") params.set("kind", filters.kind);
  if (filters.status !== "all") params.set("status", filters.status);
  if (filters.read !== "all") params.set("read", filters.read === "read" ? "true" : "false");
  if (filters.q.trim()) params.set("q", filters.q.trim());
  return params;
}

/**
 * Messages sent through the contact and speaking-invite forms, newest first (ADR 008): filtered,
 * searched and cut into pages by the server; `?message=<id>` opens one message (the notification's link).
 */
export function InboxTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const focusId = /^[1-9]\d{0,9}$/.test(searchParams.get("message") ?? "") ? searchParams.get("message") : null;
  const [kind, setKind] = useState<KindFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [read, setRead] = useState<ReadFilter>("all");
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Message | null>(null);
  const ids = { kind: useId(), status: useId(), read: useId(), search: useId() };
  const { text: t, fill } = useAdminText();
  const statusLabels = useStatusLabels();

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const filters = filterParams({ kind, status, read, q });
  const listParams = new URLSearchParams(filters);
  listParams.set("page", String(page));
  listParams.set("pageSize", String(INBOX_PAGE_SIZE));
  const messages = useApiQuery<InboxMessage[]>(`${MESSAGES_KEY}?${listParams}`);
  const everything = useApiQuery<InboxMessage[]>(ALL_KEY);
  const unread = useUnreadMessageCount();
  const allCount = everything.total ?? 0;
  const matching = messages.total ?? 0;
  const pages = Math.max(1, Math.ceil(matching / INBOX_PAGE_SIZE));
  const filtered = filters.toString() !== "";
  const shown = messages.data ?? [];

  const change = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const showAll = () => {
    const next = new URLSearchParams(searchParams);
    next.delete("message");
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <section aria-labelledby="inbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="inbox-heading" className="text-xl font-semibold text-white">
            {t.tabInbox}
          </h2>
          <p className="text-sm text-slate-400">
            {allCount === 0
              ? t.inboxIntro
              : fill(allCount === 1 ? t.messageCountOne : t.messageCount, { count: allCount, unread })}
          </p>
        </div>
        <a href={`${MESSAGES_KEY}/export.csv${filtered ? `?${filters}` : ""}`} download className={buttonClassName({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          {t.exportCsv}
          <span className="sr-only">{filtered ? t.ofFilteredMessages : t.ofAllMessages}</span>
        </a>
      </div>

      <NotificationsOffNotice />

      {focusId ? (
        <FocusedMessage id={focusId} onShowAll={showAll} onDelete={setDeleting} />
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid min-w-56 flex-1 gap-1.5">
              <Label htmlFor={ids.search} className="text-xs text-slate-300">
                {t.searchMessages}
              </Label>
              <div className="relative">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
                <Input
                  id={ids.search}
                  type="search"
                  className="pl-9"
                  placeholder={t.searchPlaceholder}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  maxLength={200}
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.kind} className="text-xs text-slate-300">
                {t.form}
              </Label>
              <Select value={kind} onValueChange={change((value: string) => setKind(value as KindFilter))}>
                <SelectTrigger id={ids.kind} className="w-52">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">{t.allMessages}</SelectItem>
                  <SelectItem value="contact">{t.contactMessages}</SelectItem>
                  <SelectItem value="speaking">{t.speakingInvitations}</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.status} className="text-xs text-slate-300">
                {t.invitationStatus}
              </Label>
              <Select value={status} onValueChange={change((value: string) => setStatus(value as StatusFilter))}>
                <SelectTrigger id={ids.status} className="w-44">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">{t.anyStatus}</SelectItem>
                  {INVITATION_STATUSES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {statusLabels[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.read} className="text-xs text-slate-300">
                {t.readFilter}
              </Label>
              <Select value={read} onValueChange={change((value: string) => setRead(value as ReadFilter))}>
                <SelectTrigger id={ids.read} className="w-36">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">{t.readOrNot}</SelectItem>
                  <SelectItem value="unread">{t.unreadFilter}</SelectItem>
                  <SelectItem value="read">{t.readOnly}</SelectItem>
                </SelectContent>
              </Select>
            </div>
          </div>

          {messages.isLoading ? (
            <div className="space-y-3" aria-busy="true">
              <span className="sr-only" role="status">
                {t.loadingMessages}
              </span>
              {[0, 1].map((index) => (
                <Card key={index} className="space-y-3 p-5">
                  <Skeleton className="h-5 w-1/3" />
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-16 w-full" />
                </Card>
              ))}
            </div>
          ) : messages.error && !messages.data ? (
            <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center" role="alert">
              <p className="text-slate-200">{fill(t.messagesLoadFailed, { reason: messages.error.message })}</p>
              <Button variant="outline" onClick={() => void messages.refetch()}>
                <RefreshCw aria-hidden="true" />
                {t.retry}
              </Button>
            </Card>
          ) : shown.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
              <Mail className="size-10 text-slate-500" aria-hidden="true" />
              <p className="max-w-md text-slate-300">
                {!filtered && allCount === 0
                  ? t.noMessagesYet
                  : t.noMessagesMatch}
              </p>
            </Card>
          ) : (
            <>
              {filtered ? (
                <p className="text-sm text-slate-400" role="status">
                  {fill(matching === 1 ? t.messagesMatchOne : t.messagesMatch, { count: matching })}
                </p>
              ) : null}
              <ul className="space-y-3" aria-label={t.messages}>
                {shown.map((message) => (
                  <li key={message.id}>
                    <MessageCard message={message} onDelete={setDeleting} />
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label={t.pagesOfMessages} className="flex items-center justify-between gap-3">
                  <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    <ChevronLeft aria-hidden="true" />
                    {t.previousPage}
                  </Button>
                  <span className="text-sm text-slate-300">
                    {fill(t.pageOf, { page, pages })}
                  </span>
                  <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t.nextPage}
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </>
      )}

      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

/** One message, opened from the link in its notification e-mail. */
function FocusedMessage({ id, onShowAll, onDelete }: { id: string; onShowAll: () => void; onDelete: (message: Message) => void }) {
  const message = useApiQuery<InboxMessage>(`${MESSAGES_KEY}/${id}`);
  const { text: t } = useAdminText();
  const serverMessage = useServerMessage();
  return (
    <div className="space-y-3">
      <Button variant="outline" size="sm" onClick={onShowAll}>
        <ChevronLeft aria-hidden="true" />
        {t.showAllMessages}
      </Button>
      {message.isLoading ? (
        <p role="status" className="text-slate-300">
          {t.loadingMessage}
        </p>
      ) : message.data ? (
        <ul className="space-y-3" aria-label={t.messages}>
          <li>
            <MessageCard message={message.data} onDelete={onDelete} highlighted />
          </li>
        </ul>
      ) : (
        <Card className="px-6 py-10 text-center" role="alert">
          <p className="text-slate-200">{serverMessage(message.error) ?? t.messageLoadFailed}</p>
        </Card>
      )}
    </div>
  );
}

function DeleteMessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const { text: t, fill } = useAdminText();
  const serverMessage = useServerMessage();
  return (
    <ConfirmDeleteDialog
      path={message ? `${MESSAGES_KEY}/${message.id}` : null}
      title={t.deleteMessage}
      description={message ? fill(t.deleteMessageConfirmFrom, { name: message.name }) : t.deleteMessageConfirm}
      invalidates={MESSAGES_KEY}
      successMessage={t.messageDeleted}
      failureMessage={(error) => serverMessage(error) ?? t.messageDeleteFailed}
      onClose={onClose}
    />
  );
}
