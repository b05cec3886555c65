/**
 * Scheduled backups (docs/operations-production.md, "Backups"): when they run and which ones are kept.
 * Pure rules, shared by the scheduler, its tests and the admin's card.
 */

/** `daily@03:00`: every day at that time, UTC. */
export interface BackupSchedule {
  hour: number;
  minute: number;
}

const SCHEDULE = /^daily@([01]\d|2[0-3]):([0-5]\d)$/;

/** Parses BACKUP_SCHEDULE; undefined when it is not `daily@HH:MM`. */
export function parseBackupSchedule(text: string): BackupSchedule | undefined {
  const match = SCHEDULE.exec(text.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

/** The latest scheduled time at or before `now` (the slot a backup taken now belongs to). */
export function dueSlot(schedule: BackupSchedule, now: Date): Date {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), schedule.hour, schedule.minute));
  return today.getTime() <= now.getTime() ? today : new Date(today.getTime() - 86_400_000);
}

/** The next scheduled time after `now`. */
export function nextSlot(schedule: BackupSchedule, now: Date): Date {
  return new Date(dueSlot(schedule, now).getTime() + 86_400_000);
}

/** How many of each a rotation keeps: the newest backup of each of the last N days, ISO weeks and months. */
export interface RotationPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

export const DEFAULT_ROTATION: RotationPolicy = { daily: 7, weekly: 4, monthly: 12 };

function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return `${day.getUTCFullYear()}-W${Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)}`;
}

/**
 * Which backups to keep: for days, ISO weeks and months, the newest backup of each of the most
 * recent N periods that have one. Everything else may be deleted. Input order does not matter.
 */
export function backupsToKeep<T extends { takenAt: Date }>(backups: readonly T[], policy: RotationPolicy = DEFAULT_ROTATION): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
  const keep = new Set<T>();
  const periods: [number, (d: Date) => string][] = [
    [policy.daily, (d) => d.toISOString().slice(0, 10)],
    [policy.weekly, isoWeek],
    [policy.monthly, (d) => d.toISOString().slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const period = periodOf(backup.takenAt);
      if (seen.has(period)) continue;
      if (seen.size >= count) break;
      seen.add(period);
      keep.add(backup);
    }
  }
  return keep;
}

/** The time in a `site-backup-2026-11-23T14-05-09Z.tar.gz` name (backup.service's backupFileName), or undefined. */
export function backupTimeFromName(name: string): Date | undefined {
  const match = /^site-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz(?:\.enc)?$/.exec(name);
  if (!match) return undefined;
  const time = Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/** What the last scheduled backup did (the admin's backup card, the metrics). */
export interface ScheduledBackupStatus {
  /** The scheduled time the last attempt was for. */
  lastSlot: string | null;
  lastSuccessAt: string | null;
  lastFile: string | null;
  lastBytes: number | null;
  /** Whether the last written backup restored into a scratch database with the same counts and checksums. */
  lastVerified: boolean | null;
  lastFailureAt: string | null;
  lastError: string | null;
  /** Where the last backup was copied off the machine (s3://bucket/key), when it was. */
  lastUploadedTo: string | null;
  /** Which instance took it. */
  takenBy: string | null;
}

export const EMPTY_BACKUP_STATUS: ScheduledBackupStatus = {
  lastSlot: null,
  lastSuccessAt: null,
  lastFile: null,
  lastBytes: null,
  lastVerified: null,
  lastFailureAt: null,
  lastError: null,
  lastUploadedTo: null,
  takenBy: null,
};

/** What GET /api/backup/status answers: the schedule (null: off) and the last scheduled backup. */
export interface BackupStatusResponse {
  schedule: string | null;
  status: ScheduledBackupStatus;
}

/** The backup card's status line in English and Portuguese (the owner may read either). */
export function describeBackupStatus(response: BackupStatusResponse, language: "en" | "pt"): string {
  const { schedule, status } = response;
  const pt = language === "pt";
  if (!schedule) {
    return pt
      ? "Backups automáticos desligados: defina BACKUP_SCHEDULE (por exemplo daily@03:00) no servidor."
      : "Scheduled backups are off: set BACKUP_SCHEDULE (e.g. daily@03:00) on the server.";
  }
  const failedLast = status.lastFailureAt !== null && (status.lastSuccessAt === null || status.lastFailureAt > status.lastSuccessAt);
  if (failedLast) {
    return pt
      ? `O último backup agendado falhou em ${status.lastFailureAt}: ${status.lastError ?? "erro desconhecido"}.`
      : `The last scheduled backup failed at ${status.lastFailureAt}: ${status.lastError ?? "unknown error"}.`;
  }
  if (status.lastSuccessAt === null) {
    return pt ? `Agendado (${schedule}, UTC); nenhum backup feito ainda.` : `Scheduled (${schedule}, UTC); no backup taken yet.`;
  }
  const where = status.lastUploadedTo ? (pt ? ` e copiado para ${status.lastUploadedTo}` : ` and copied to ${status.lastUploadedTo}`) : "";
  return pt
    ? `Último backup ${status.lastFile} em ${status.lastSuccessAt}: verificado por uma restauração${where}.`
    : `Last backup ${status.lastFile} at ${status.lastSuccessAt}: verified by a restore${where}.`;
}
