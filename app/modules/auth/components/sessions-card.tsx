import { LoaderCircle, MonitorSmartphone } from "lucide-react";
import { useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/modules/admin/api-client.ts";
import { useServerMessage } from "#app/modules/admin/use-server-message.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { invalidateQueries, useApiQuery } from "#app/modules/admin/query-client.ts";
import type { SessionView } from "../auth.schema.ts";

const SESSIONS_KEY = "/api/auth/sessions";

/** Settings: where the account is signed in, with sign-out per session or for all others (ADR 015). */
export function SessionsCard() {
  const sessions = useApiQuery<SessionView[]>(SESSIONS_KEY);
  const [busy, setBusy] = useState<string | null>(null);
  const { text: t, fill, when, language } = useAdminText();
  const serverMessage = useServerMessage();

  const run = async (key: string, call: () => Promise<{ message?: string }>) => {
    setBusy(key);
    try {
      const result = await call();
      toast({ title: t.signedOut, description: language === "pt" ? t.done : (result?.message ?? t.done) });
      await invalidateQueries(SESSIONS_KEY);
    } catch (error) {
      toast({ title: t.error, description: serverMessage(error) ?? t.didNotWork, variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };

  const others = (sessions.data ?? []).filter((session) => !session.current);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-accent" aria-hidden="true" />
          {t.sessions}
        </CardTitle>
        <CardDescription>{t.sessionsIntro}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isLoading ? <p className="text-sm text-slate-400">{t.loadingSessions}</p> : null}
        {sessions.error ? <p className="text-sm text-red-300">{t.sessionsLoadFailed}</p> : null}
        {sessions.data ? (
          <ul aria-label={t.activeSessions} className="divide-y divide-white/10 rounded-lg border border-white/10">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="grid gap-0.5">
                  <p className="font-medium text-white">
                    {fill(t.browserOn, { browser: session.browser, os: session.os })} {session.current ? <Badge variant="success">{t.thisDevice}</Badge> : null}
                  </p>
                  <p className="text-sm text-slate-400">
                    {session.ip ?? t.unknownAddress} · {fill(t.sessionTimes, { created: when(session.createdAt), seen: when(session.lastSeenAt) })}
                  </p>
                </div>
                {session.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={busy !== null}
                    aria-label={fill(t.signOutSession, { browser: session.browser, os: session.os })}
                    onClick={() => void run(session.id, () => apiRequest("DELETE", `/api/auth/sessions/${session.id}`))}
                  >
                    {busy === session.id ? <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
                    {t.signOut}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy !== null || others.length === 0} onClick={() => void run("others", () => apiRequest("DELETE", SESSIONS_KEY))}>
            {t.signOutOthers}
          </Button>
          <Button
            variant="outline"
            disabled={busy !== null}
            onClick={() =>
              void run("devices", async () => {
                const result = await apiRequest<{ message?: string }>("DELETE", "/api/auth/trusted-devices");
                return { message: language === "pt" ? t.trustedForgotten : `${result?.message ?? ""} Their next failed sign-ins count like anyone's.`.trim() };
              })
            }
          >
            {t.forgetTrusted}
          </Button>
        </div>
        <p className="text-xs text-slate-400">{t.trustedExplained}</p>
      </CardContent>
    </Card>
  );
}
