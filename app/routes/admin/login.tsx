import { useState } from "react";
import { isSystemInitialized } from "#app/modules/auth/auth.service.server.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { InitSystemDialog } from "#app/modules/auth/components/init-system-dialog.tsx";
import { LoginForm } from "#app/modules/auth/components/login-form.tsx";
import { SignedOutShell } from "#app/modules/auth/components/signed-out-shell.tsx";
import { NoAdminNotice } from "#app/modules/first-run/components/no-admin-notice.tsx";
import type { Route } from "./+types/login";

export function meta(): Route.MetaDescriptors {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

/** Whether the site has its administrator yet: a fresh install says so plainly (issue 30). */
export async function loader({ context }: Route.LoaderArgs) {
  return { initialized: await isSystemInitialized(context.db) };
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const { text } = useAdminText();
  const [username, setUsername] = useState("");
  const [initialized, setInitialized] = useState(loaderData.initialized);
  const [initOpen, setInitOpen] = useState(false);
  return (
    <>
      {/* Rendered here, not by meta, so that it follows the language switch. */}
      <title>{text.adminLogin}</title>
      <SignedOutShell title={text.adminLogin} intro={text.loginIntro}>
        {initialized ? null : <NoAdminNotice onInitialize={() => setInitOpen(true)} />}
        <LoginForm username={username} onUsernameChange={setUsername} />
      </SignedOutShell>
      <InitSystemDialog
        open={initOpen}
        onOpenChange={setInitOpen}
        onInitialized={(name) => {
          setUsername(name);
          setInitialized(true);
        }}
      />
    </>
  );
}
