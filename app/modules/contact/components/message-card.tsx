import { CalendarPlus, Mail, MailOpen, Reply, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { cn } from "#app/lib/cn.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import type { MessageNotification } from "#app/modules/notifications/notification.ts";
import {
  EVENT_FORMAT_LABELS,
  INVITATION_STATUSES,
  type InvitationStatus,
  type Message,
  type MessageKind,
  TALK_LANGUAGE_LABELS,
} from "../message.ts";
import { MESSAGES_KEY } from "./inbox-keys.ts";
import { MessageDelivery } from "./message-delivery.tsx";

export type InboxMessage = Message & { notifications: MessageNotification[] };

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

/** What the organiser told about the event, as label/value pairs (only what was filled in). */
function invitationFacts(message: Message): [string, string][] {
  const place = [message.eventCity, message.eventCountry].filter(Boolean).join(", ");
  const facts: [string, string | null][] = [
    ["Event", message.eventName],
    ["Date", message.eventDate],
    ["City and country", place || null],
    ["Format", message.eventFormat ? EVENT_FORMAT_LABELS.en[message.eventFormat] : null],
    ["Expected audience", message.audienceSize ? `${message.audienceSize.toLocaleString("en-US")} people` : null],
    ["Talk language", message.talkLanguage ? TALK_LANGUAGE_LABELS.en[message.talkLanguage] : null],
    ["Fee or budget", message.budget],
    ["Decision needed by", message.decisionDeadline],
  ];
  return facts.filter((fact): fact is [string, string] => !!fact[1]);
}

function attributionFacts(message: Message): [string, string][] {
  const facts: [string, string | null][] = [
    ["Sent from page", message.sourcePage],
    ["Landing referrer", message.landingReferrer],
    ["utm_source", message.utmSource],
    ["utm_medium", message.utmMedium],
    ["utm_campaign", message.utmCampaign],
    ["utm_term", message.utmTerm],
    ["utm_content", message.utmContent],
  ];
  return facts.filter((fact): fact is [string, string] => !!fact[1]);
}

function Facts({ title, facts }: { title: string; facts: [string, string][] }) {
  if (facts.length === 0) return null;
  return (
    <div className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3">
      <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{title}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd className="break-words text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function MessageCard({ message, onDelete, highlighted = false }: { message: InboxMessage; onDelete: (message: Message) => void; highlighted?: boolean }) {
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
      className={cn(
        "space-y-4 border-l-4 p-5",
        message.read ? "border-l-white/10" : "border-l-accent bg-[#151c2c]",
        highlighted && "ring-2 ring-accent/60",
      )}
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

      <Facts title="Invitation" facts={invitationFacts(message)} />
      {message.eventDetails ? (
        <div className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">Event details</p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-200">{message.eventDetails}</p>
        </div>
      ) : null}
      <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-200">{message.message}</p>
      <Facts title="Where it came from" facts={attributionFacts(message)} />
      <MessageDelivery messageId={message.id} senderName={message.name} notifications={message.notifications} />

      <div className="flex flex-wrap gap-2">
        <a href={mailto} className={buttonClassName({ variant: "default", size: "sm" })}>
          <Reply aria-hidden="true" />
          Reply<span className="sr-only"> to {message.name}</span>
        </a>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void run({ read: !message.read })}>
          {message.read ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
          {message.read ? "Mark as unread" : "Mark as read"}
        </Button>
        {message.kind === "speaking" && message.status === "accepted" && message.eventDate ? (
          <a href={`${MESSAGES_KEY}/${message.id}/invitation.ics`} download className={buttonClassName({ variant: "outline", size: "sm" })}>
            <CalendarPlus aria-hidden="true" />
            Add to calendar<span className="sr-only"> (.ics, {message.eventDate})</span>
          </a>
        ) : null}
        <Button variant="outline" size="sm" className="text-red-300 hover:text-red-200" onClick={() => onDelete(message)}>
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> message from {message.name}</span>
        </Button>
      </div>
    </Card>
  );
}
