import { CalendarPlus, Mail, MailOpen, Reply, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { cn } from "#app/lib/cn.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { ADMIN_DICTIONARIES, type AdminStrings } from "#app/modules/admin-i18n/admin-dictionary.ts";
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

/** The invitation statuses in the admin's language. */
export function useStatusLabels(): Record<InvitationStatus, string> {
  const { text: t } = useAdminText();
  return { new: t.statusNew, in_discussion: t.statusInDiscussion, accepted: t.statusAccepted, declined: t.statusDeclined };
}

/** What the organiser told about the event, as label/value pairs (only what was filled in). */
function invitationFacts(message: Message, t: AdminStrings, language: "en" | "pt"): [string, string][] {
  const place = [message.eventCity, message.eventCountry].filter(Boolean).join(", ");
  const facts: [string, string | null][] = [
    [t.factEvent, message.eventName],
    [t.factDate, message.eventDate],
    [t.factPlace, place || null],
    [t.factFormat, message.eventFormat ? EVENT_FORMAT_LABELS[language][message.eventFormat] : null],
    [
      t.factAudience,
      message.audienceSize ? t.factAudiencePeople.replace("{count}", message.audienceSize.toLocaleString(language === "pt" ? "pt-BR" : "en-US")) : null,
    ],
    [t.factTalkLanguage, message.talkLanguage ? TALK_LANGUAGE_LABELS[language][message.talkLanguage] : null],
    [t.factBudget, message.budget],
    [t.factDeadline, message.decisionDeadline],
  ];
  return facts.filter((fact): fact is [string, string] => !!fact[1]);
}

function attributionFacts(message: Message, t: AdminStrings): [string, string][] {
  const facts: [string, string | null][] = [
    [t.factSourcePage, message.sourcePage],
    [t.factReferrer, message.landingReferrer],
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
  const { text: t, fill, when, language } = useAdminText();
  const serverMessage = useServerMessage();
  const statusLabels = useStatusLabels();
  const kindLabels: Record<MessageKind, string> = { contact: t.kindContact, speaking: t.kindSpeaking };
  const received = when(message.createdAt);
  // The reply's subject is in the sender's language.
  const senderText = ADMIN_DICTIONARIES[message.language === "pt" ? "pt" : "en"].text;
  const subject = message.kind === "speaking" ? senderText.yourSpeakingInvitation : senderText.yourMessage;
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;

  const updateMessage = async (patch: { read?: boolean; status?: InvitationStatus }): Promise<boolean> => {
    try {
      await apiRequest("PATCH", `${MESSAGES_KEY}/${message.id}`, patch);
      await invalidateQueries(MESSAGES_KEY);
      return true;
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.messageUpdateFailed, variant: "destructive" });
      return false;
    }
  };

  const run = async (patch: { read?: boolean; status?: InvitationStatus }, success?: string) => {
    setBusy(true);
    if ((await updateMessage(patch)) && success) toast({ title: t.success, description: success });
    setBusy(false);
  };

  return (
    <Card
      className={cn(
        "space-y-4 border-l-4 p-5",
        message.read ? "border-l-white/10" : "border-l-accent bg-[#151c2c]",
        highlighted && "ring-2 ring-accent/60",
      )}
      aria-label={`${message.read ? "" : t.unreadPrefix}${fill(t.kindFrom, { kind: kindLabels[message.kind], name: message.name })}`}
      role="article"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {!message.read ? <span className="size-2.5 rounded-full bg-accent" aria-hidden="true" /> : null}
            <h3 className={cn("text-base text-white", message.read ? "font-medium" : "font-semibold")}>{message.name}</h3>
            {!message.read ? <Badge variant="accent">{t.unreadBadge}</Badge> : null}
            <Badge variant={message.kind === "speaking" ? "info" : "default"}>{kindLabels[message.kind]}</Badge>
            {message.kind === "speaking" ? <Badge variant={STATUS_BADGES[message.status]}>{statusLabels[message.status]}</Badge> : null}
            <Badge title={message.language === "pt" ? t.writtenInPortuguese : t.writtenInEnglish}>
              <span aria-hidden="true">{message.language.toUpperCase()}</span>
              <span className="sr-only">{message.language === "pt" ? t.portugueseName : t.englishName}</span>
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
              {t.status}
            </Label>
            <Select
              value={message.status}
              onValueChange={(value) => void run({ status: value as InvitationStatus }, fill(t.invitationMarkedAs, { status: statusLabels[value as InvitationStatus] }))}
              disabled={busy}
            >
              <SelectTrigger id={statusId} className="h-9 w-40" aria-label={fill(t.statusOfInvitationFrom, { name: message.name })}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {INVITATION_STATUSES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {statusLabels[value]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
      </div>

      <Facts title={t.invitation} facts={invitationFacts(message, t, language)} />
      {message.eventDetails ? (
        <div className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{t.eventDetails}</p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-200">{message.eventDetails}</p>
        </div>
      ) : null}
      <p className="text-sm leading-relaxed whitespace-pre-wrap text-slate-200">{message.message}</p>
      <Facts title={t.whereItCameFrom} facts={attributionFacts(message, t)} />
      <MessageDelivery messageId={message.id} senderName={message.name} notifications={message.notifications} />

      <div className="flex flex-wrap gap-2">
        <a href={mailto} className={buttonClassName({ variant: "default", size: "sm" })}>
          <Reply aria-hidden="true" />
          {t.reply}
          <span className="sr-only">{fill(t.replyTo, { name: message.name })}</span>
        </a>
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void run({ read: !message.read })}>
          {message.read ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
          {message.read ? t.markAsUnread : t.markAsRead}
        </Button>
        {message.kind === "speaking" && message.status === "accepted" && message.eventDate ? (
          <a href={`${MESSAGES_KEY}/${message.id}/invitation.ics`} download className={buttonClassName({ variant: "outline", size: "sm" })}>
            <CalendarPlus aria-hidden="true" />
            {t.addToCalendar}
            <span className="sr-only"> (.ics, {message.eventDate})</span>
          </a>
        ) : null}
        <Button variant="outline" size="sm" className="text-red-300 hover:text-red-200" onClick={() => onDelete(message)}>
          <Trash2 aria-hidden="true" />
          {t.delete}
          <span className="sr-only">{fill(t.deleteMessageFrom, { name: message.name })}</span>
        </Button>
      </div>
    </Card>
  );
}
