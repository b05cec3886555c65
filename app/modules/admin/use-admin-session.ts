import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#app/components/ui/use-toast.ts";
import { FLASH_TOAST_KEY } from "#app/components/island.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import type { Account, User } from "#app/lib/user.ts";
import {
  apiRequest,
  clearStoredSession,
  fetchQuery,
  readStoredToken,
  SESSION_EXPIRED_EVENT,
  sessionEvents,
} from "./api-client.ts";
import { clearQueryCache } from "./query-client.ts";

export const ADMIN_LOGIN_PATH = "/admin/login";

export type AdminSession = { status: "checking"; user: null } | { status: "authenticated"; user: User };

/**
 * Spec §4 "Admin session": unknown while checking, then authenticated; no stored token, a failed
 * check or a non-admin clears the stored token and user and goes to /admin/login.
 */
export function useAdminSession(): AdminSession & { logout: () => Promise<void> } {
  const navigate = useNavigate();
  const { setLanguage, text } = useAdminText();
  const [session, setSession] = useState<AdminSession>({ status: "checking", user: null });

  const signOutLocally = useCallback(() => {
    clearStoredSession();
    clearQueryCache();
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);

  useEffect(() => {
    let cancelled = false;
    if (!readStoredToken()) {
      signOutLocally();
      return;
    }
    fetchQuery<Account>("/api/auth/me", { on401: "returnNull" })
      .then((user) => {
        if (cancelled) return;
        if (user?.isAdmin) {
          // The signed-in admin's own language (issue 26), remembered for the next page load.
          if (user.language) setLanguage(user.language);
          setSession({ status: "authenticated", user });
        } else signOutLocally();
      })
      .catch(() => {
        if (!cancelled) signOutLocally();
      });
    return () => {
      cancelled = true;
    };
  }, [signOutLocally, setLanguage]);

  useEffect(() => {
    const onExpired = () => {
      toast({ title: text.sessionEnded, description: text.signInAgain, variant: "destructive" });
      signOutLocally();
    };
    sessionEvents.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => sessionEvents.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [signOutLocally, text]);

  /** Spec §4: logout calls the server, then goes to /. */
  const logout = useCallback(async () => {
    try {
      await apiRequest("GET", "/api/auth/logout");
    } catch {
      // The local session ends anyway; the server's expires on its own.
    }
    clearStoredSession();
    clearQueryCache();
    // The site is a document, not part of this application: a full load, with the toast handed over.
    try {
      sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ title: text.loggedOut, description: text.loggedOutText }));
    } catch {
      // storage unavailable: the site opens without the toast
    }
    window.location.assign("/");
  }, [text]);

  return { ...session, logout };
}
