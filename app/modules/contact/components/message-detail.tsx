import { ChevronLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { QueryState } from "#app/modules/admin/kit/query-state.tsx";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { INBOX_ADMIN_TEXT } from "../inbox-admin-text.ts";
import type { Message } from "../message.ts";
import { MESSAGES_KEY } from "./inbox-keys.ts";
import { type InboxMessage, MessageCard } from "./message-card.tsx";

interface MessageDetailProps {
  id: number;
  /** Move the focus to the sender's name once the message is shown (it was chosen in the list). */
  focusOnOpen: boolean;
  onBack: () => void;
  onDelete: (message: Message) => void;
}

/** The selected message in full, with "Back to messages" (on a phone the list is hidden meanwhile). */
export function MessageDetail({ id, focusOnOpen, onBack, onDelete }: MessageDetailProps) {
  const message = useApiQuery<InboxMessage>(`${MESSAGES_KEY}/${id}`);
  const { text: t, language } = useAdminText();
  const serverMessage = useServerMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = message.data?.id === id;
  useEffect(() => {
    if (focusOnOpen && shown) heading.current?.focus();
  }, [focusOnOpen, shown, id]);

  return (
    <section aria-label={INBOX_ADMIN_TEXT[language].detail} className="space-y-3">
      <Button variant="outline" size="sm" onClick={onBack}>
        <ChevronLeft aria-hidden="true" />
        {INBOX_ADMIN_TEXT[language].backToMessages}
      </Button>
      <QueryState query={message} loading={t.loadingMessage} failed={() => serverMessage(message.error) ?? t.messageLoadFailed}>
        {(data) => <MessageCard message={data} onDelete={onDelete} headingRef={heading} />}
      </QueryState>
    </section>
  );
}

/** What the detail pane shows on a wide screen before a message is chosen. */
export function NoMessageSelected() {
  const { language } = useAdminText();
  return (
    <Card className="hidden px-6 py-12 text-center text-slate-400 lg:block">
      <p>{INBOX_ADMIN_TEXT[language].openHint}</p>
    </Card>
  );
}
