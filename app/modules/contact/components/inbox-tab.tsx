import { Download } from "lucide-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { AdminTabHeader } from "#app/modules/admin/kit/record-list.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Message } from "../message.ts";
import { filterParams, InboxFilterBar, useInboxFilters } from "./inbox-filters.tsx";
import { INBOX_PAGE_SIZE, MESSAGES_KEY } from "./inbox-keys.ts";
import type { InboxMessage } from "./message-card.tsx";
import { MessageDetail, NoMessageSelected } from "./message-detail.tsx";
import { MessageList } from "./message-list.tsx";
import { NotificationsOffNotice } from "./notifications-notice.tsx";

const UNREAD_KEY = `${MESSAGES_KEY}?read=false&pageSize=1`;
const ALL_KEY = `${MESSAGES_KEY}?pageSize=1`;
const MESSAGE_ID = /^[1-9]\d{0,9}$/;

/** The number of unread messages, for the tab's counter. */
export function useUnreadMessageCount(): number {
  return useApiQuery<Message[]>(UNREAD_KEY).total ?? 0;
}

/** `?message=<id>`: the message open in the detail (the notification's link, a reload, the browser's Back). */
function useSelectedMessage(): { id: number | null; select: (id: number | null) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get("message") ?? "";
  const select = (id: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (id === null) next.delete("message");
    else next.set("message", String(id));
    // Opening adds a history entry (the browser's Back returns to the list); closing replaces it.
    setSearchParams(next, { preventScrollReset: true, replace: id === null });
  };
  return { id: MESSAGE_ID.test(raw) ? Number(raw) : null, select };
}

/**
 * Messages sent through the contact and speaking-invite forms, newest first (ADR 008): a compact list
 * (filtered, searched and cut into pages by the server) and the selected message beside it, or on a
 * phone instead of it (issue 30).
 */
export function InboxTab() {
  const { text: t, fill } = useAdminText();
  const [page, setPage] = useState(1);
  const firstPage = useCallback(() => setPage(1), []);
  const filters = useInboxFilters(firstPage);
  const selected = useSelectedMessage();
  const [openedFromList, setOpenedFromList] = useState(false);
  const [returnTo, setReturnTo] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);

  const params = filterParams(filters.applied);
  const listParams = new URLSearchParams(params);
  listParams.set("page", String(page));
  listParams.set("pageSize", String(INBOX_PAGE_SIZE));
  const messages = useApiQuery<InboxMessage[]>(`${MESSAGES_KEY}?${listParams}`);
  const allCount = useApiQuery<InboxMessage[]>(ALL_KEY).total ?? 0;
  const unread = useUnreadMessageCount();
  const matching = messages.total ?? 0;
  const filtered = params.toString() !== "";

  const open = (id: number) => {
    setOpenedFromList(true);
    selected.select(id);
  };
  const back = () => {
    setReturnTo(selected.id);
    selected.select(null);
  };

  return (
    <section aria-labelledby="inbox-heading" className="space-y-4">
      <AdminTabHeader id="inbox-heading" title={t.tabInbox} intro={allCount === 0 ? t.inboxIntro : fill(allCount === 1 ? t.messageCountOne : t.messageCount, { count: allCount, unread })}>
        <a href={`${MESSAGES_KEY}/export.csv${filtered ? `?${params}` : ""}`} download className={buttonClassName({ variant: "outline", size: "sm" })}>
          <Download aria-hidden="true" />
          {t.exportCsv}
          <span className="sr-only">{filtered ? t.ofFilteredMessages : t.ofAllMessages}</span>
        </a>
      </AdminTabHeader>

      <NotificationsOffNotice />

      {/* The filters over the list and the detail: one row on a wide screen (in the list's column they wrapped into three). */}
      <div className={cn(selected.id !== null && "hidden lg:block")}>
        <InboxFilterBar filters={filters.shown} onChange={filters.set} />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        {/* On a phone the list and the detail take turns; on a wide screen they stand side by side. */}
        <div className={cn(selected.id !== null && "hidden lg:block")}>
          <MessageList
            query={messages}
            filtered={filtered}
            matching={matching}
            page={page}
            pages={Math.max(1, Math.ceil(matching / INBOX_PAGE_SIZE))}
            onPage={setPage}
            selectedId={selected.id}
            onSelect={open}
            focusId={returnTo}
            onFocused={() => setReturnTo(null)}
          />
        </div>
        {selected.id !== null ? (
          <MessageDetail id={selected.id} focusOnOpen={openedFromList} onBack={back} onDelete={setDeleting} />
        ) : (
          <NoMessageSelected />
        )}
      </div>

      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} onDeleted={() => selected.select(null)} />
    </section>
  );
}

function DeleteMessageDialog({ message, onClose, onDeleted }: { message: Message | null; onClose: () => void; onDeleted: () => void }) {
  const { text: t, fill } = useAdminText();
  const serverMessage = useServerMessage();
  return (
    <ConfirmDeleteDialog
      path={message ? `${MESSAGES_KEY}/${message.id}` : null}
      title={t.deleteMessage}
      description={message ? fill(t.deleteMessageConfirmFrom, { name: message.name }) : t.deleteMessageConfirm}
      // The lists and counts only: the deleted message's own query would answer 404 before its view closes.
      invalidates={`${MESSAGES_KEY}?`}
      successMessage={t.messageDeleted}
      failureMessage={(error) => serverMessage(error) ?? t.messageDeleteFailed}
      onDeleted={onDeleted}
      onClose={onClose}
    />
  );
}
