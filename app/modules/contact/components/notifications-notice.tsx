import { BellOff } from "lucide-react";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import type { NotificationSettings } from "#app/modules/notifications/notification.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./inbox-keys.ts";

/** Shown while e-mail notifications are off: nobody is told that a message arrived. */
export function NotificationsOffNotice() {
  const settings = useApiQuery<NotificationSettings>(NOTIFICATION_SETTINGS_KEY);
  if (!settings.data || settings.data.email.enabled) return null;
  return (
    <div role="note" aria-label="E-mail notifications are off" className="flex gap-3 rounded-lg border border-amber-300/30 bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
      <BellOff className="mt-0.5 size-4 shrink-0 text-amber-200" aria-hidden="true" />
      <p>
        <strong className="font-semibold">E-mail notifications are off.</strong> New messages wait here until you sign in, and
        senders get no acknowledgement. To be told at once, set <code>SMTP_URL</code>, <code>MAIL_FROM</code> and{" "}
        <code>OWNER_EMAIL</code> in the server&apos;s environment and restart it (README, &ldquo;E-mail notifications&rdquo;).
      </p>
    </div>
  );
}
