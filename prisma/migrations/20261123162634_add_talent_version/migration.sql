-- AlterTable
ALTER TABLE "Talent" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

