import { DatabaseBackup, Download } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { BackupStatus } from "./backup-status.tsx";

/** Settings › Backup: one archive with every table and image (ADR 022), the same as `npm run backup`. */
export function BackupCard() {
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
        <Button asChild variant="outline">
          <a href="/api/backup" download>
            <Download aria-hidden="true" />
            Download backup
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
