import { CalendarPlus, Mail, MailOpen, Reply, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { invalidateQueries } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { ADMIN_DICTIONARIES } from "#app/modules/admin-i18n/admin-dictionary.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { INVITATION_STATUSES, type InvitationStatus, type Message } from "../message.ts";
import { MESSAGES_KEY } from "./inbox-keys.ts";

type MessagePatch = { read?: boolean; status?: InvitationStatus };

/** The invitation statuses in the admin's language. */
export function useStatusLabels(): Record<InvitationStatus, string> {
  const { text: t } = useAdminText();
  return { new: t.statusNew, in_discussion: t.statusInDiscussion, accepted: t.statusAccepted, declined: t.statusDeclined };
}

/** PATCHes a message (read, status), refreshes every inbox query, toasts the outcome; `busy` while it runs. */
function useMessageUpdate(message: Message): { busy: boolean; run: (patch: MessagePatch, success?: string) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const { text: t } = useAdminText();
  const serverMessage = useServerMessage();
  const run = async (patch: MessagePatch, success?: string) => {
    setBusy(true);
    try {
      await apiRequest("PATCH", `${MESSAGES_KEY}/${message.id}`, patch);
      await invalidateQueries(MESSAGES_KEY);
      if (success) toast({ title: t.success, description: success });
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.messageUpdateFailed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** An invitation's status (New, In discussion, Accepted, Declined), changed in place. */
export function MessageStatusSelect({ message }: { message: Message }) {
  const statusId = useId();
  const { busy, run } = useMessageUpdate(message);
  const { text: t, fill } = useAdminText();
  const statusLabels = useStatusLabels();
  const change = (value: string) => {
    const status = value as InvitationStatus;
    void run({ status }, fill(t.invitationMarkedAs, { status: statusLabels[status] }));
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={statusId} className="text-xs text-slate-300">
        {t.status}
      </Label>
      <Select value={message.status} onValueChange={change} disabled={busy}>
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
  );
}

/** Reply by e-mail (the subject in the sender's language), mark read or unread, the calendar file, delete. */
export function MessageActions({ message, onDelete }: { message: Message; onDelete: (message: Message) => void }) {
  const { busy, run } = useMessageUpdate(message);
  const { text: t, fill } = useAdminText();
  const senderText = ADMIN_DICTIONARIES[message.language === "pt" ? "pt" : "en"].text;
  const subject = message.kind === "speaking" ? senderText.yourSpeakingInvitation : senderText.yourMessage;
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  return (
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
  );
}
