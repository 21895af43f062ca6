-- A declined submission stays, off the pending list, until its files' retention ends (ADR 141).
ALTER TABLE "Talent" ADD COLUMN "declinedAt" TIMESTAMP(3);
ALTER TABLE "Talent" ADD COLUMN "declineReason" TEXT;
ALTER TABLE "Talent" ADD COLUMN "filesRemovedAt" TIMESTAMP(3);
ALTER TABLE "ActivityLog" ADD COLUMN "note" TEXT;
