-- AlterTable: when the client last sent their picks to the agent (ADR 151).
ALTER TABLE "ClientPackage" ADD COLUMN "picksSentAt" TIMESTAMP(3);
