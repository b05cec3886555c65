import { BellOff } from "lucide-react";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { NotificationSettings } from "#app/modules/notifications/notification.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./inbox-keys.ts";

/** Shown while e-mail notifications are off: nobody is told that a message arrived. */
export function NotificationsOffNotice() {
  const settings = useApiQuery<NotificationSettings>(NOTIFICATION_SETTINGS_KEY);
  const { text: t } = useAdminText();
  if (!settings.data || settings.data.email.enabled) return null;
  return (
    <div role="note" aria-label={t.notificationsOffLabel} className="flex gap-3 rounded-lg border border-amber-300/30 bg-amber-300/10 px-4 py-3 text-sm text-amber-100">
      <BellOff className="mt-0.5 size-4 shrink-0 text-amber-200" aria-hidden="true" />
      <p>
        <strong className="font-semibold">{t.notificationsOffTitle}</strong> {t.notificationsOffText}
      </p>
    </div>
  );
}
