import { useState } from "react";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { InitSystemDialog } from "#app/modules/auth/components/init-system-dialog.tsx";
import { LoginForm } from "#app/modules/auth/components/login-form.tsx";
import { SignedOutShell } from "#app/modules/auth/components/signed-out-shell.tsx";
import type { Route } from "./+types/login";

export function meta(): Route.MetaDescriptors {
  return [{ name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin() {
  const { text } = useAdminText();
  const [username, setUsername] = useState("");
  return (
    <>
      {/* Rendered here, not by meta, so that it follows the language switch. */}
      <title>{text.adminLogin}</title>
      <SignedOutShell title={text.adminLogin} intro={text.loginIntro}>
        <LoginForm username={username} onUsernameChange={setUsername} />
      </SignedOutShell>
      <InitSystemDialog onInitialized={setUsername} />
    </>
  );
}
