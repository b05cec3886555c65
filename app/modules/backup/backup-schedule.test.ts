import { describe, expect, it } from "vitest";
import { backupsToKeep, backupTimeFromName, describeBackupStatus, dueSlot, nextSlot, parseBackupSchedule } from "./backup-schedule.ts";

describe("backup schedule", () => {
  it("reads daily@HH:MM and refuses anything else", () => {
    expect(parseBackupSchedule("daily@03:00")).toEqual({ hour: 3, minute: 0 });
    expect(parseBackupSchedule("daily@23:59")).toEqual({ hour: 23, minute: 59 });
    for (const bad of ["daily@24:00", "daily@3:00", "weekly@03:00", "03:00", ""]) expect(parseBackupSchedule(bad)).toBeUndefined();
  });

  it("finds the slot a backup belongs to and the next one (UTC)", () => {
    const schedule = { hour: 3, minute: 0 };
    expect(dueSlot(schedule, new Date("2026-11-27T10:00:00Z")).toISOString()).toBe("2026-11-27T03:00:00.000Z");
    expect(dueSlot(schedule, new Date("2026-11-27T02:59:59Z")).toISOString()).toBe("2026-11-26T03:00:00.000Z");
    expect(nextSlot(schedule, new Date("2026-11-27T03:00:00Z")).toISOString()).toBe("2026-11-28T03:00:00.000Z");
  });

  it("reads the time back from a backup's file name", () => {
    expect(backupTimeFromName("site-backup-2026-11-23T14-05-09Z.tar.gz")?.toISOString()).toBe("2026-11-23T14:05:09.000Z");
    expect(backupTimeFromName("notes.txt")).toBeUndefined();
  });
});

describe("backup rotation", () => {
  const daily = (days: number) =>
    Array.from({ length: days }, (_, i) => ({ name: `d${i}`, takenAt: new Date(Date.UTC(2026, 0, 1 + i, 3)) }));

  it("keeps 7 daily, 4 weekly and 12 monthly backups out of two years of daily ones", () => {
    const all = daily(730);
    const kept = [...backupsToKeep(all)].sort((a, b) => a.takenAt.getTime() - b.takenAt.getTime());
    const newest = all.at(-1)?.takenAt.getTime() ?? 0;
    // The last 7 days, plus the newest of each earlier week and month kept.
    expect(kept.filter((b) => newest - b.takenAt.getTime() < 7 * 86_400_000)).toHaveLength(7);
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 12);
    expect(kept.length).toBeGreaterThanOrEqual(12 + 1);
    const months = new Set(kept.map((b) => b.takenAt.toISOString().slice(0, 7)));
    expect(months.size).toBe(12);
    expect(kept[0]?.takenAt.getTime()).toBeGreaterThan(newest - 366 * 86_400_000);
  });

  it("keeps every backup while there are fewer than the policy allows, and the newest of a day with several", () => {
    const two = [
      { takenAt: new Date("2026-11-27T03:00:00Z") },
      { takenAt: new Date("2026-11-27T09:00:00Z") },
      { takenAt: new Date("2026-11-26T03:00:00Z") },
    ];
    const kept = backupsToKeep(two, { daily: 7, weekly: 0, monthly: 0 });
    expect(kept.has(two[1] as (typeof two)[number])).toBe(true);
    expect(kept.has(two[2] as (typeof two)[number])).toBe(true);
    expect(kept.has(two[0] as (typeof two)[number])).toBe(false);
  });
});

describe("the backup card's status line", () => {
  const status = {
    lastSlot: "2026-11-27T03:00:00.000Z",
    lastSuccessAt: "2026-11-27T03:00:41.000Z",
    lastFile: "site-backup-2026-11-27T03-00-30Z.tar.gz",
    lastBytes: 1000,
    lastVerified: true,
    lastFailureAt: null,
    lastError: null,
    lastUploadedTo: "s3://site-backups/nightly/site-backup-2026-11-27T03-00-30Z.tar.gz",
    takenBy: "web-1:3000",
  };

  it("says the last backup was verified, in English and Portuguese", () => {
    const response = { schedule: "daily@03:00", status };
    expect(describeBackupStatus(response, "en")).toBe(
      "Last backup site-backup-2026-11-27T03-00-30Z.tar.gz at 2026-11-27T03:00:41.000Z: verified by a restore and copied to s3://site-backups/nightly/site-backup-2026-11-27T03-00-30Z.tar.gz.",
    );
    expect(describeBackupStatus(response, "pt")).toBe(
      "Último backup site-backup-2026-11-27T03-00-30Z.tar.gz em 2026-11-27T03:00:41.000Z: verificado por uma restauração e copiado para s3://site-backups/nightly/site-backup-2026-11-27T03-00-30Z.tar.gz.",
    );
  });

  it("says when the last one failed, and when scheduling is off", () => {
    const failed = { schedule: "daily@03:00", status: { ...status, lastFailureAt: "2026-11-28T03:00:05.000Z", lastError: "disk full", lastVerified: false } };
    expect(describeBackupStatus(failed, "en")).toBe("The last scheduled backup failed at 2026-11-28T03:00:05.000Z: disk full.");
    expect(describeBackupStatus(failed, "pt")).toBe("O último backup agendado falhou em 2026-11-28T03:00:05.000Z: disk full.");
    expect(describeBackupStatus({ schedule: null, status }, "pt")).toContain("Backups automáticos desligados");
  });
});
