import { CalendarClock } from "lucide-react";
import { useApiQuery } from "#app/modules/admin/query-client.ts";
import { type BackupStatusResponse, describeBackupStatus } from "#app/modules/backup/backup-schedule.ts";

const TEXT = {
  en: { loading: "Loading the scheduled backups' status…", failed: "The scheduled backups' status could not be loaded." },
  pt: { loading: "Carregando a situação dos backups agendados…", failed: "Não foi possível carregar a situação dos backups agendados." },
} as const;

/** The scheduled backups' last result (GET /api/backup/status), in the owner's admin language (issue 26). */
export function BackupStatus({ language }: { language: "en" | "pt" }) {
  const query = useApiQuery<BackupStatusResponse>("/api/backup/status");
  if (query.isLoading) return <p className="text-sm text-slate-400">{TEXT[language].loading}</p>;
  if (query.error || !query.data) return <p className="text-sm text-red-300">{TEXT[language].failed}</p>;
  const failed = query.data.status.lastVerified === false;
  return (
    <div role="status" className={`flex gap-2 text-sm ${failed ? "text-red-300" : "text-slate-300"}`}>
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
      <p>{describeBackupStatus(query.data, language)}</p>
    </div>
  );
}
