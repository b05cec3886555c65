import { Bell } from "lucide-react";
import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Switch } from "#app/components/ui/switch.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest, serverMessageOf } from "#app/modules/admin/api-client.ts";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import type { NotificationSettings } from "#app/modules/notifications/notification.ts";
import { NOTIFICATION_SETTINGS_KEY } from "./inbox-keys.ts";
import { NotificationsOffNotice } from "./notifications-notice.tsx";

/** Settings › Notifications: where notifications go, and the acknowledgement switch. */
export function NotificationSettingsCard() {
  const settings = useApiQuery<NotificationSettings>(NOTIFICATION_SETTINGS_KEY);
  const [busy, setBusy] = useState(false);
  const switchId = useId();
  const data = settings.data;

  const setAcknowledgements = async (value: boolean) => {
    setBusy(true);
    try {
      await apiRequest("PUT", NOTIFICATION_SETTINGS_KEY, { acknowledgements: value });
      await invalidateQueries(NOTIFICATION_SETTINGS_KEY);
      toast({ title: "Success", description: value ? "Acknowledgements switched on" : "Acknowledgements switched off" });
    } catch (error) {
      toast({ title: "Error", description: serverMessageOf(error) ?? "The setting could not be saved.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-accent" aria-hidden="true" />
          Notifications
        </CardTitle>
        <CardDescription>How you learn that a contact message or a speaking invitation arrived.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-300">
        {settings.error && !data ? <p role="alert">The notification settings could not be loaded ({settings.error.message}).</p> : null}
        {data ? (
          <>
            <NotificationsOffNotice />
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="text-slate-400">E-mail</dt>
              <dd>{data.email.enabled ? `On: notifications go to ${data.email.ownerEmail}, sent from ${data.email.from}` : "Off"}</dd>
              <dt className="text-slate-400">Webhook</dt>
              <dd>{data.webhook.enabled ? `On: each message is posted to ${data.webhook.host}` : "Off (set NOTIFY_WEBHOOK_URL and NOTIFY_WEBHOOK_SECRET)"}</dd>
            </dl>
            <div className="flex items-start gap-3">
              <Switch
                id={switchId}
                checked={data.acknowledgements}
                disabled={busy || !data.email.enabled}
                onCheckedChange={(value) => void setAcknowledgements(value)}
              />
              <div className="grid gap-1">
                <Label htmlFor={switchId}>Acknowledge each message to its sender</Label>
                <p className="text-slate-400">
                  An e-mail in the sender&apos;s language repeating your reply promise and what they sent; at most one per address per hour.
                </p>
              </div>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
