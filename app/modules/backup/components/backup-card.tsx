import { DatabaseBackup, Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import type { Language } from "#app/lib/language.ts";
import { useAdminText } from "#app/modules/admin-i18n/admin-language-provider.tsx";
import { BACKUP_PASSPHRASE_MAX_CHARS, BACKUP_PASSPHRASE_MIN_CHARS } from "../backup.schema.ts";
import { BackupStatus } from "./backup-status.tsx";

/** The card's own texts (ADR 032), in the owner's admin language (issue 26). */
const BACKUP_CARD_TEXT = {
  en: {
    passphrase: "Passphrase (optional)",
    passphraseHint: `With a passphrase of at least ${BACKUP_PASSPHRASE_MIN_CHARS} characters the file is encrypted (AES-256-GCM); the restore asks for it, and without it nothing can be recovered. Without one, the file holds password hashes, two-factor secrets and visitors' messages in clear: keep it safe.`,
    download: "Download backup",
    title: "Backup",
    description: "One file with everything the site holds: articles with their translations, categories, messages, site content, talks, settings, accounts and every image, byte for byte. Restore it on the server with",
    descriptionEnd: ", on SQLite or PostgreSQL.",
  },
  pt: {
    passphrase: "Frase-senha (opcional)",
    passphraseHint: `Com uma frase-senha de pelo menos ${BACKUP_PASSPHRASE_MIN_CHARS} caracteres o arquivo é criptografado (AES-256-GCM); a restauração a pede, e sem ela nada pode ser recuperado. Sem frase-senha, o arquivo guarda hashes de senhas, segredos de dois fatores e mensagens de visitantes em claro: guarde-o com cuidado.`,
    download: "Baixar backup",
    title: "Backup",
    description: "Um arquivo com tudo o que o site guarda: artigos com suas traduções, categorias, mensagens, conteúdo do site, palestras, configurações, contas e todas as imagens, byte a byte. Restaure-o no servidor com",
    descriptionEnd: ", em SQLite ou PostgreSQL.",
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Settings › Backup: one archive with every table and image (ADR 022), the same as `npm run backup`, optionally encrypted (ADR 032). */
export function BackupCard({ language: chosen }: { language?: Language }) {
  const admin = useAdminText();
  const language = chosen ?? admin.language;
  const text = BACKUP_CARD_TEXT[language];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseBackup className="size-5 text-accent" aria-hidden="true" />
          {text.title}
        </CardTitle>
        <CardDescription>
          {text.description} <code className="text-slate-200">npm run restore -- FILE</code>
          {text.descriptionEnd}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <BackupStatus language={language} />
        {/* A native form post: the browser streams the download to disk (POST /api/backup). */}
        <form method="post" action="/api/backup" className="grid max-w-md gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="backup-passphrase">{text.passphrase}</Label>
            <Input
              id="backup-passphrase"
              name="passphrase"
              type="password"
              autoComplete="new-password"
              minLength={BACKUP_PASSPHRASE_MIN_CHARS}
              maxLength={BACKUP_PASSPHRASE_MAX_CHARS}
              aria-describedby="backup-passphrase-hint"
            />
            <p id="backup-passphrase-hint" className="text-sm text-slate-400">
              {text.passphraseHint}
            </p>
          </div>
          <div>
            <Button type="submit" variant="outline">
              <Download aria-hidden="true" />
              {text.download}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
