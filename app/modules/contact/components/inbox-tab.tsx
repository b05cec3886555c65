import { Mail, MailOpen, Reply, RefreshCw, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { ConfirmDeleteDialog } from "#app/modules/admin/components/confirm-delete-dialog.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import { INVITATION_STATUSES, type InvitationStatus, type Message, type MessageKind } from "../message.ts";

export const MESSAGES_KEY = "/api/messages";

export const STATUS_LABELS: Record<InvitationStatus, string> = {
  new: "New",
  in_discussion: "In discussion",
  accepted: "Accepted",
  declined: "Declined",
};

const STATUS_BADGES: Record<InvitationStatus, BadgeVariant> = {
  new: "info",
  in_discussion: "warning",
  accepted: "success",
  declined: "default",
};

export const KIND_LABELS: Record<MessageKind, string> = {
  contact: "Contact form",
  speaking: "Speaking invitation",
};

type KindFilter = "all" | MessageKind;
type StatusFilter = "all" | InvitationStatus;

/** The number of unread messages, for the tab's counter. */
export function useUnreadMessageCount(): number {
  const messages = useApiQuery<Message[]>(MESSAGES_KEY);
  return messages.data?.filter((message) => !message.read).length ?? 0;
}

/** Messages sent through the contact and speaking-invite forms, newest first (ADR 008). */
export function InboxTab() {
  const messages = useApiQuery<Message[]>(MESSAGES_KEY);
  const [kind, setKind] = useState<KindFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [deleting, setDeleting] = useState<Message | null>(null);
  const kindId = useId();
  const statusId = useId();

  const all = messages.data ?? [];
  const unread = all.filter((message) => !message.read).length;
  // A status belongs to speaking invitations: choosing one shows invitations only.
  const shown = all.filter(
    (message) => (kind === "all" || message.kind === kind) && (status === "all" || (message.kind === "speaking" && message.status === status)),
  );

  return (
    <section aria-labelledby="inbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="inbox-heading" className="text-xl font-semibold text-white">
            Inbox
          </h2>
          <p className="text-sm text-slate-400">
            {all.length === 0
              ? "Messages from the contact and speaking-invite forms."
              : `${all.length} ${all.length === 1 ? "message" : "messages"} · ${unread} unread`}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={kindId} className="text-xs text-slate-300">
              Form
            </Label>
            <Select value={kind} onValueChange={(value) => setKind(value as KindFilter)}>
              <SelectTrigger id={kindId} className="w-52">
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
            <Label htmlFor={statusId} className="text-xs text-slate-300">
              Invitation status
            </Label>
            <Select value={status} onValueChange={(value) => setStatus(value as StatusFilter)}>
              <SelectTrigger id={statusId} className="w-44">
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
            {all.length === 0
              ? "No messages yet. What visitors send through the contact and speaking-invite forms appears here."
              : "No messages match these filters."}
          </p>
        </Card>
      ) : (
        <ul className="space-y-3" aria-label="Messages">
          {shown.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}

      <DeleteMessageDialog message={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

async function updateMessage(message: Message, patch: { read?: boolean; status?: InvitationStatus }): Promise<boolean> {
  try {
    await apiRequest("PATCH", `${MESSAGES_KEY}/${message.id}`, patch);
    await invalidateQueries(MESSAGES_KEY);
    return true;
  } catch (error) {
    toast({ title: "Error", description: serverMessageOf(error) ?? "The message could not be updated.", variant: "destructive" });
    return false;
  }
}

function MessageCard({ message, onDelete }: { message: Message; onDelete: (message: Message) => void }) {
  const statusId = useId();
  const [busy, setBusy] = useState(false);
  const received = formatDateTime(message.createdAt);
  const subject = message.kind === "speaking" ? "Your speaking invitation" : "Your message";
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;

  const run = async (patch: { read?: boolean; status?: InvitationStatus }, success?: string) => {
    setBusy(true);
    if ((await updateMessage(message, patch)) && success) toast({ title: "Success", description: success });
    setBusy(false);
  };

  return (
    <Card
      className={cn("space-y-4 border-l-4 p-5", message.read ? "border-l-white/10" : "border-l-accent bg-[#151c2c]")}
      aria-label={`${message.read ? "" : "Unread: "}${KIND_LABELS[message.kind]} from ${message.name}`}
      role="article"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {!message.read ? <span className="size-2.5 rounded-full bg-accent" aria-hidden="true" /> : null}
            <h3 className={cn("text-base text-white", message.read ? "font-medium" : "font-semibold")}>{message.name}</h3>
            {!message.read ? <Badge variant="accent">Unread</Badge> : null}
            <Badge variant={message.kind === "speaking" ? "info" : "default"}>{KIND_LABELS[message.kind]}</Badge>
            {message.kind === "speaking" ? <Badge variant={STATUS_BADGES[message.status]}>{STATUS_LABELS[message.status]}</Badge> : null}
            <Badge title={message.language === "pt" ? "Written in Portuguese" : "Written in English"}>
              <span aria-hidden="true">{message.language.toUpperCase()}</span>
              <span className="sr-only">{message.language === "pt" ? "Portuguese" : "English"}</span>
            </Badge>
          </div>
          <p className="text-sm text-slate-300">
            <a href={`mailto:${message.email}`} className="text-accent underline-offset-4 hover:underline">
              {message.email}
            </a>
            {received ? (
              <>
                <span aria-hidden="true"> · </span>
                <time dateTime={message.createdAt}>{received}</time>
              </>
            ) : null}
          </p>
        </div>
        {message.kind === "speaking" ? (
          <div className="grid gap-1.5">
            <Label htmlFor={statusId} className="text-xs text-slate-300">
              Status
            </Label>
            <Select
              value={message.status}
              onValueChange={(value) => void run({ status: value as InvitationStatus }, `Invitation marked as ${STATUS_LABELS[value as InvitationStatus]}`)}
              disabled={busy}
            >
              <SelectTrigger id={statusId} className="h-9 w-40" aria-label={`Status of the invitation from ${message.name}`}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {INVITATION_STATUSES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {STATUS_LABELS[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
      </div>

      {message.eventDetails ? (
        <div className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">Event details</p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-200">{message.eventDetails}</p>
        </div>
      ) : null}
      <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-200">{message.message}</p>

      <div className="flex flex-wrap gap-2">
        <a href={mailto} className={buttonClassName({ variant: "default", size: "sm" })}>
          <Reply aria-hidden="true" />
          Reply<span className="sr-only"> to {message.name}</span>
        </a>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void run({ read: !message.read })}>
          {message.read ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
          {message.read ? "Mark as unread" : "Mark as read"}
        </Button>
        <Button variant="outline" size="sm" className="text-red-300 hover:text-red-200" onClick={() => onDelete(message)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> message from {message.name}</span>
        </Button>
      </div>
    </Card>
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
