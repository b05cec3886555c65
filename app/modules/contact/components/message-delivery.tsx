import { RefreshCw, Send } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { formatDateTime } from "#app/lib/dates.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import {
  type MessageNotification,
  NOTIFICATION_PURPOSE_LABELS,
  NOTIFICATION_STATUS_LABELS,
  type NotificationPurpose,
  type NotificationStatus,
} from "#app/modules/notifications/notification.ts";
import { MESSAGES_KEY } from "./inbox-keys.ts";

const STATUS_BADGES: Record<NotificationStatus, BadgeVariant> = {
  pending: "warning",
  sending: "info",
  sent: "success",
  failed: "destructive",
};

/** The latest notification of each purpose: what the owner needs to see (older ones are resends). */
function latestByPurpose(notifications: MessageNotification[]): MessageNotification[] {
  const latest = new Map<NotificationPurpose, MessageNotification>();
  for (const notification of notifications) latest.set(notification.purpose, notification);
  return [...latest.values()];
}

function describe(notification: MessageNotification): string {
  const when = (iso: string | null) => (iso ? formatDateTime(iso) : "");
  switch (notification.status) {
    case "sent":
      return `Sent to ${notification.recipient}${notification.sentAt ? ` on ${when(notification.sentAt)}` : ""}`;
    case "failed":
      return `Gave up after ${notification.attempts} ${notification.attempts === 1 ? "attempt" : "attempts"}`;
    case "sending":
      return `Sending to ${notification.recipient}`;
    default:
      return notification.attempts === 0
        ? `Waiting to be sent to ${notification.recipient}`
        : `Attempt ${notification.attempts} failed; next try ${when(notification.nextAttemptAt)}`;
  }
}

/** Delivery of a message's notifications: status, attempts, last error, and "Resend". */
export function MessageDelivery({ messageId, senderName, notifications }: { messageId: number; senderName: string; notifications: MessageNotification[] }) {
  const [busy, setBusy] = useState<NotificationPurpose | null>(null);
  const shown = latestByPurpose(notifications);
  if (shown.length === 0) return null;

  const resend = async (purpose: NotificationPurpose) => {
    setBusy(purpose);
    try {
      await apiRequest("POST", `${MESSAGES_KEY}/${messageId}/resend`, { notification: purpose });
      toast({ title: "Success", description: `${NOTIFICATION_PURPOSE_LABELS[purpose]} queued again` });
      await invalidateQueries(MESSAGES_KEY);
    } catch (error) {
      toast({ title: "Error", description: serverMessageOf(error) ?? "The notification could not be queued.", variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="rounded-lg border border-white/10 px-4 py-3">
      <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">Delivery</p>
      <ul className="mt-2 space-y-2" aria-label={`Delivery of the message from ${senderName}`}>
        {shown.map((notification) => (
          <li key={notification.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-label={NOTIFICATION_PURPOSE_LABELS[notification.purpose]}>
            <span className="min-w-44 text-slate-300">{NOTIFICATION_PURPOSE_LABELS[notification.purpose]}</span>
            <Badge variant={STATUS_BADGES[notification.status]}>{NOTIFICATION_STATUS_LABELS[notification.status]}</Badge>
            <span className="text-slate-400">{describe(notification)}</span>
            {notification.lastError && notification.status !== "sent" ? (
              <span className="w-full text-xs break-words text-red-300">Last error: {notification.lastError}</span>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              disabled={busy !== null || notification.status === "sending"}
              onClick={() => void resend(notification.purpose)}
            >
              {notification.status === "sent" ? <Send aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
              Resend<span className="sr-only"> {NOTIFICATION_PURPOSE_LABELS[notification.purpose].toLowerCase()}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
