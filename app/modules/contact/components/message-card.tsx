import type { Ref } from "react";
import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { MessageNotification } from "#app/modules/notifications/notification.ts";
import type { InvitationStatus, Message, MessageKind } from "../message.ts";
import { MessageActions, MessageStatusSelect, useStatusLabels } from "./message-actions.tsx";
import { MessageDelivery } from "./message-delivery.tsx";
import { attributionFacts, Facts, invitationFacts } from "./message-facts.tsx";

export type InboxMessage = Message & { notifications: MessageNotification[] };

export const STATUS_BADGES: Record<InvitationStatus, BadgeVariant> = {
  new: "info",
  in_discussion: "warning",
  accepted: "success",
  declined: "default",
};

/** The kinds of message in the admin's language. */
export function useKindLabels(): Record<MessageKind, string> {
  const { text: t } = useAdminText();
  return { contact: t.kindContact, speaking: t.kindSpeaking };
}

interface MessageCardProps {
  message: InboxMessage;
  onDelete: (message: Message) => void;
  /** The sender's name, a heading that takes the focus when the message is opened from the list. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One message in full: who sent it, the invitation's fields, the text, where it came from, its delivery and the actions. */
export function MessageCard({ message, onDelete, headingRef }: MessageCardProps) {
  const { text: t, fill, when, language } = useAdminText();
  const statusLabels = useStatusLabels();
  const kindLabels = useKindLabels();
  const received = when(message.createdAt);

  return (
    <Card
      className={cn("space-y-4 border-l-4 p-5", message.read ? "border-l-white/10" : "border-l-accent bg-[#151c2c]")}
      aria-label={`${message.read ? "" : t.unreadPrefix}${fill(t.kindFrom, { kind: kindLabels[message.kind], name: message.name })}`}
      role="article"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {!message.read ? <span className="size-2.5 rounded-full bg-accent" aria-hidden="true" /> : null}
            <h3 ref={headingRef} tabIndex={-1} className={cn("text-base text-white focus:outline-none", message.read ? "font-medium" : "font-semibold")}>
              {message.name}
            </h3>
            {!message.read ? <Badge variant="accent">{t.unreadBadge}</Badge> : null}
            <Badge variant={message.kind === "speaking" ? "info" : "default"}>{kindLabels[message.kind]}</Badge>
            {message.kind === "speaking" ? <Badge variant={STATUS_BADGES[message.status]}>{statusLabels[message.status]}</Badge> : null}
            <Badge title={message.language === "pt" ? t.writtenInPortuguese : t.writtenInEnglish}>
              <span aria-hidden="true">{message.language.toUpperCase()}</span>
              <span className="sr-only">{message.language === "pt" ? t.portugueseName : t.englishName}</span>
            </Badge>
          </div>
          <p className="text-sm break-words text-slate-300">
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
        {message.kind === "speaking" ? <MessageStatusSelect message={message} /> : null}
      </div>

      <Facts title={t.invitation} facts={invitationFacts(message, t, language)} />
      {message.eventDetails ? (
        <div className="rounded-lg border border-white/10 bg-white/[0.03] px-4 py-3">
          <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{t.eventDetails}</p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-200">{message.eventDetails}</p>
        </div>
      ) : null}
      <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-200">{message.message}</p>
      <Facts title={t.whereItCameFrom} facts={attributionFacts(message, t)} />
      <MessageDelivery messageId={message.id} senderName={message.name} notifications={message.notifications} />
      <MessageActions message={message} onDelete={onDelete} />
    </Card>
  );
}
