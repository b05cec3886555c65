import { Bell } from "lucide-react";
import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import type { NotificationSettings } from "#app/modules/notifications/notification.ts";
import { MAIL_SETTINGS_ADMIN_TEXT } from "../mail-settings-admin-text.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./inbox-keys.ts";
import { NotificationsOffNotice } from "./notifications-notice.tsx";

/** Settings › Notifications: where notifications go, and the acknowledgement switch. */
export function NotificationSettingsCard() {
  const settings = useApiQuery<NotificationSettings>(NOTIFICATION_SETTINGS_KEY);
  const [busy, setBusy] = useState(false);
  const switchId = useId();
  const { text: t, fill, language } = useAdminText();
  const serverMessage = useServerMessage();
  const data = settings.data;

  const setAcknowledgements = async (value: boolean) => {
    setBusy(true);
    try {
      await apiRequest("PUT", NOTIFICATION_SETTINGS_KEY, { acknowledgements: value });
      await invalidateQueries(NOTIFICATION_SETTINGS_KEY);
      toast({ title: t.success, description: value ? t.acknowledgementsOn : t.acknowledgementsOff });
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.settingSaveFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-accent" aria-hidden="true" />
          {t.notifications}
        </CardTitle>
        <CardDescription>{t.notificationsIntro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-300">
        {settings.error && !data ? <p role="alert">{fill(t.notificationSettingsLoadFailed, { reason: settings.error.message })}</p> : null}
        {data ? (
          <>
            <NotificationsOffNotice />
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-400">{t.emailLabel}</dt>
              <dd>{data.email.enabled ? fill(t.emailNotificationsOn, { owner: data.email.ownerEmail ?? "", from: data.email.from ?? "" }) : t.off}</dd>
              <dt className="text-slate-400">{t.webhookLabel}</dt>
              <dd>{data.webhook.enabled ? fill(t.webhookOn, { host: data.webhook.host ?? "" }) : t.webhookOff}</dd>
            </dl>
            <div className="flex items-start gap-3">
              {/* Off while e-mail is off, whatever is saved: no acknowledgement can be sent (issue 30). */}
              <Switch
                id={switchId}
                checked={data.acknowledgements && data.email.enabled}
                disabled={busy || !data.email.enabled}
                aria-describedby={data.email.enabled ? undefined : `${switchId}-reason`}
                onCheckedChange={(value) => void setAcknowledgements(value)}
              />
              <div className="grid gap-1">
                <Label htmlFor={switchId}>{t.acknowledgeLabel}</Label>
                <p className="text-slate-400">{t.acknowledgeHint}</p>
                {data.email.enabled ? null : (
                  <p id={`${switchId}-reason`} className="text-amber-200">
                    {MAIL_SETTINGS_ADMIN_TEXT[language].needsMail}
                  </p>
                )}
              </div>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
