import { Settings } from "lucide-react";
import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { BackupCard } from "#app/modules/backup/components/backup-card.tsx";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { AccountEmailCard } from "#app/modules/auth/components/account-email-card.tsx";
import { LanguageCard } from "#app/modules/auth/components/language-card.tsx";
import { ChangePasswordForm } from "#app/modules/auth/components/change-password-form.tsx";
import { MailSettingsCard } from "#app/modules/contact/components/mail-settings-card.tsx";
import { NotificationSettingsCard } from "#app/modules/contact/components/notification-settings-card.tsx";
import { PasskeysCard } from "#app/modules/auth/components/passkeys-card.tsx";
import { SessionsCard } from "#app/modules/auth/components/sessions-card.tsx";
import { TwoFactorCard } from "#app/modules/auth/components/two-factor-card.tsx";
import { PersonalDataCard } from "#app/modules/privacy/components/personal-data-card.tsx";
import { PrivacySettingsCard } from "#app/modules/privacy/components/privacy-settings-card.tsx";

/** Settings tab: the spec's "Site Settings" note, notifications, and the owner's password change. */
export function SettingsTab({ username }: { username: string }) {
  const { text } = useAdminText();
  return (
    <section aria-labelledby="settings-heading" className="space-y-6">
      <h2 id="settings-heading" className="sr-only">
        {text.tabSettings}
      </h2>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Settings className="size-5 text-accent" aria-hidden="true" />
            {text.siteSettings}
          </CardTitle>
          <CardDescription>{text.siteSettingsNote}</CardDescription>
        </CardHeader>
      </Card>
      <LanguageCard />
      <MailSettingsCard />
      <NotificationSettingsCard />
      <PrivacySettingsCard />
      <PersonalDataCard />
      <AccountEmailCard />
      <ChangePasswordForm username={username} />
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <BackupCard />
    </section>
  );
}
