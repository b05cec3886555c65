import { ChevronLeft, ChevronRight, Download, Mail, RefreshCw, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { serverMessageOf } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { INVITATION_STATUSES, type InvitationStatus, type Message, type MessageKind } from "../message.ts";
import { INBOX_PAGE_SIZE, MESSAGES_KEY } from "./inbox-keys.ts";
import { type InboxMessage, MessageCard, STATUS_LABELS } from "./message-card.tsx";
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
            Inbox
          </h2>
          <p className="text-sm text-slate-400">
            {allCount === 0
              ? "Messages from the contact and speaking-invite forms."
              : `${allCount} ${allCount === 1 ? "message" : "messages"} · ${unread} unread`}
          </p>
        </div>
        <a href={`${MESSAGES_KEY}/export.csv${filtered ? `?${filters}` : ""}`} download className={buttonClassName({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          Export CSV<span className="sr-only">{filtered ? " of the filtered messages" : " of all messages"}</span>
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
                Search messages
              </Label>
              <div className="relative">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
                <Input
                  id={ids.search}
                  type="search"
                  className="pl-9"
                  placeholder="Name, e-mail, event, city, campaign..."
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  maxLength={200}
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.kind} className="text-xs text-slate-300">
                Form
              </Label>
              <Select value={kind} onValueChange={change((value: string) => setKind(value as KindFilter))}>
                <SelectTrigger id={ids.kind} className="w-52">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All messages</SelectItem>
                  <SelectItem value="contact">Contact messages</SelectItem>
                  <SelectItem value="speaking">Speaking invitations</SelectItem>
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.status} className="text-xs text-slate-300">
                Invitation status
              </Label>
              <Select value={status} onValueChange={change((value: string) => setStatus(value as StatusFilter))}>
                <SelectTrigger id={ids.status} className="w-44">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">Any status</SelectItem>
                  {INVITATION_STATUSES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {STATUS_LABELS[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.read} className="text-xs text-slate-300">
                Read
              </Label>
              <Select value={read} onValueChange={change((value: string) => setRead(value as ReadFilter))}>
                <SelectTrigger id={ids.read} className="w-36">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">Read or not</SelectItem>
                  <SelectItem value="unread">Unread</SelectItem>
                  <SelectItem value="read">Read</SelectItem>
                </SelectContent>
              </Select>
            </div>
          </div>

          {messages.isLoading ? (
            <div className="space-y-3" aria-busy="true">
              <span className="sr-only" role="status">
                Loading messages...
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
              <p className="text-slate-200">Messages could not be loaded ({messages.error.message}).</p>
              <Button variant="outline" onClick={() => void messages.refetch()}>
                <RefreshCw aria-hidden="true" />
                Retry
              </Button>
            </Card>
          ) : shown.length === 0 ? (
            <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
              <Mail className="size-10 text-slate-500" aria-hidden="true" />
              <p className="max-w-md text-slate-300">
                {!filtered && allCount === 0
                  ? "No messages yet. What visitors send through the contact and speaking-invite forms appears here."
                  : "No messages match these filters."}
              </p>
            </Card>
          ) : (
            <>
              {filtered ? (
                <p className="text-sm text-slate-400" role="status">
                  {matching} {matching === 1 ? "message matches" : "messages match"} these filters
                </p>
              ) : null}
              <ul className="space-y-3" aria-label="Messages">
                {shown.map((message) => (
                  <li key={message.id}>
                    <MessageCard message={message} onDelete={setDeleting} />
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav aria-label="Pages of messages" className="flex items-center justify-between gap-3">
                  <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    <ChevronLeft aria-hidden="true" />
                    Previous page
                  </Button>
                  <span className="text-sm text-slate-300">
                    Page {page} of {pages}
                  </span>
                  <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    Next page
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
  return (
    <div className="space-y-3">
      <Button variant="outline" size="sm" onClick={onShowAll}>
        <ChevronLeft aria-hidden="true" />
        Show all messages
      </Button>
      {message.isLoading ? (
        <p role="status" className="text-slate-300">
          Loading message...
        </p>
      ) : message.data ? (
        <ul className="space-y-3" aria-label="Messages">
          <li>
            <MessageCard message={message.data} onDelete={onDelete} highlighted />
          </li>
        </ul>
      ) : (
        <Card className="px-6 py-10 text-center" role="alert">
          <p className="text-slate-200">{serverMessageOf(message.error) ?? "The message could not be loaded."}</p>
        </Card>
      )}
    </div>
  );
}

function DeleteMessageDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  return (
    <ConfirmDeleteDialog
      path={message ? `${MESSAGES_KEY}/${message.id}` : null}
      title="Delete Message"
      description={`Are you sure you want to delete this message${message ? ` from ${message.name}` : ""}? This action cannot be undone.`}
      invalidates={MESSAGES_KEY}
      successMessage="Message deleted"
      failureMessage={(error) => serverMessageOf(error) ?? "The message could not be deleted."}
      onClose={onClose}
    />
  );
}
