import { RefreshCw, Send } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeVariant } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { type AdminText, useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import {
  type MessageNotification,
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

function describe(notification: MessageNotification, { text: t, fill, when }: AdminText): string {
  const recipient = notification.recipient;
  switch (notification.status) {
    case "sent":
      return notification.sentAt ? fill(t.deliverySentToOn, { recipient, when: when(notification.sentAt) }) : fill(t.deliverySentTo, { recipient });
    case "failed":
      return fill(notification.attempts === 1 ? t.deliveryGaveUpOne : t.deliveryGaveUp, { count: notification.attempts });
    case "sending":
      return fill(t.deliverySending, { recipient });
    default:
      return notification.attempts === 0
        ? fill(t.deliveryWaiting, { recipient })
        : fill(t.deliveryAttemptFailed, { count: notification.attempts, when: when(notification.nextAttemptAt) });
  }
}

/** Delivery of a message's notifications: status, attempts, last error, and "Resend". */
export function MessageDelivery({ messageId, senderName, notifications }: { messageId: number; senderName: string; notifications: MessageNotification[] }) {
  const [busy, setBusy] = useState<NotificationPurpose | null>(null);
  const admin = useAdminText();
  const { text: t, fill, notificationPurposes, notificationStatuses } = admin;
  const serverMessage = useServerMessage();
  const shown = latestByPurpose(notifications);
  if (shown.length === 0) return null;

  const resend = async (purpose: NotificationPurpose) => {
    setBusy(purpose);
    try {
      await apiRequest("POST", `${MESSAGES_KEY}/${messageId}/resend`, { notification: purpose });
      toast({ title: t.success, description: fill(t.queuedAgain, { purpose: notificationPurposes[purpose] }) });
      await invalidateQueries(MESSAGES_KEY);
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.notificationQueueFailed, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="rounded-lg border border-white/10 px-4 py-3">
      <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{t.delivery}</p>
      <ul className="mt-2 space-y-2" aria-label={fill(t.deliveryOf, { name: senderName })}>
        {shown.map((notification) => (
          <li key={notification.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-label={notificationPurposes[notification.purpose]}>
            <span className="min-w-44 text-slate-300">{notificationPurposes[notification.purpose]}</span>
            <Badge variant={STATUS_BADGES[notification.status]}>{notificationStatuses[notification.status]}</Badge>
            <span className="text-slate-400">{describe(notification, admin)}</span>
            {notification.lastError && notification.status !== "sent" ? (
              <span className="w-full text-xs break-words text-red-300">{fill(t.lastError, { error: notification.lastError })}</span>
            ) : null}
            <Button
              variant="outline"
              size="sm"
              className="ml-auto"
              disabled={busy !== null || notification.status === "sending"}
              onClick={() => void resend(notification.purpose)}
            >
              {notification.status === "sent" ? <Send aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
              {t.resend}
              <span className="sr-only"> {notificationPurposes[notification.purpose].toLowerCase()}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
