import { DatabaseBackup, Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import type { Language } from "#app/lib/language.ts";
import { BACKUP_PASSPHRASE_MAX_CHARS, BACKUP_PASSPHRASE_MIN_CHARS } from "../backup.schema.ts";
import { BackupStatus } from "./backup-status.tsx";

/** The card's own texts (ADR 032): the admin is in English; Portuguese is written alongside. */
const BACKUP_CARD_TEXT = {
  en: {
    passphrase: "Passphrase (optional)",
    passphraseHint: `With a passphrase of at least ${BACKUP_PASSPHRASE_MIN_CHARS} characters the file is encrypted (AES-256-GCM); the restore asks for it, and without it nothing can be recovered. Without one, the file holds password hashes, two-factor secrets and visitors' messages in clear: keep it safe.`,
    download: "Download backup",
  },
  pt: {
    passphrase: "Frase-senha (opcional)",
    passphraseHint: `Com uma frase-senha de pelo menos ${BACKUP_PASSPHRASE_MIN_CHARS} caracteres o arquivo é criptografado (AES-256-GCM); a restauração a pede, e sem ela nada pode ser recuperado. Sem frase-senha, o arquivo guarda hashes de senhas, segredos de dois fatores e mensagens de visitantes em claro: guarde-o com cuidado.`,
    download: "Baixar backup",
  },
} as const satisfies Record<Language, Record<string, string>>;

/** Settings › Backup: one archive with every table and image (ADR 022), the same as `npm run backup`, optionally encrypted (ADR 032). */
export function BackupCard({ language = "en" }: { language?: Language }) {
  const text = BACKUP_CARD_TEXT[language];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseBackup className="size-5 text-accent" aria-hidden="true" />
          Backup
        </CardTitle>
        <CardDescription>
          One file with everything the site holds: articles with their translations, categories, messages, site content,
          talks, settings, accounts and every image, byte for byte. Restore it on the server with{" "}
          <code className="text-slate-200">npm run restore -- FILE</code>, on SQLite or PostgreSQL.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <BackupStatus />
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
