import type { SessionUser } from "../context";
import type { Prisma } from "../db/generated/prisma/client";

/** The client or the transaction a change runs in: the entry commits or rolls back with it. */
type Db = { activityLog: Prisma.TransactionClient["activityLog"] };

export type ActivityEntry = {
  /** A key of common/activity.ts ACTIVITY_VERBS, or a new verb of its own. */
  action: string;
  /** The Prisma model changed: Talent, Category, NewsUpdate, ... */
  subjectType: string;
  subjectId: number | null;
  /** How the record is named at the time (a talent's full name: this is staff-only data). */
  subjectLabel: string;
  changedFields?: readonly string[];
  /** Shown with the entry in the record's history (a decline's reason). */
  note?: string | null;
};

/**
 * Records a staff change. Call it inside the change's own transaction so the log never claims a
 * change that rolled back, nor misses one that committed.
 */
export async function recordActivity(db: Db, actor: SessionUser | null, entry: ActivityEntry): Promise<void> {
  await db.activityLog.create({
    data: {
      actorId: actor?.id ?? null,
      actorEmail: actor?.username ?? "system",
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      subjectLabel: entry.subjectLabel,
      changedFields: [...(entry.changedFields ?? [])],
      note: entry.note ?? null,
    },
  });
}

/** A talent as the log names it. */
export const talentLabel = (talent: { firstName: string; lastName: string }) => `${talent.firstName} ${talent.lastName}`;
