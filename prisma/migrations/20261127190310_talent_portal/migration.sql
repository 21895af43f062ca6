-- AlterTable
ALTER TABLE "User" ADD COLUMN     "talentId" INTEGER;

-- AlterTable
ALTER TABLE "Talent" ADD COLUMN     "removalReason" TEXT,
ADD COLUMN     "removalRequestedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "sharedWithTalent" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ProfileChange" (
    "id" SERIAL NOT NULL,
    "talentId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "ProfileChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProfileChangeItem" (
    "id" SERIAL NOT NULL,
    "changeId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "field" TEXT,
    "before" JSONB,
    "after" JSONB,
    "fileKey" TEXT,
    "imageId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "message" TEXT,
    "decidedById" INTEGER,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "ProfileChangeItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProfileChange_talentId_createdAt_idx" ON "ProfileChange"("talentId", "createdAt");

-- CreateIndex
CREATE INDEX "ProfileChange_decidedAt_createdAt_idx" ON "ProfileChange"("decidedAt", "createdAt");

-- CreateIndex
CREATE INDEX "ProfileChangeItem_changeId_idx" ON "ProfileChangeItem"("changeId");

-- CreateIndex
CREATE INDEX "ProfileChangeItem_status_idx" ON "ProfileChangeItem"("status");

-- CreateIndex
CREATE UNIQUE INDEX "User_talentId_key" ON "User"("talentId");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_talentId_fkey" FOREIGN KEY ("talentId") REFERENCES "Talent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfileChange" ADD CONSTRAINT "ProfileChange_talentId_fkey" FOREIGN KEY ("talentId") REFERENCES "Talent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfileChangeItem" ADD CONSTRAINT "ProfileChangeItem_changeId_fkey" FOREIGN KEY ("changeId") REFERENCES "ProfileChange"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProfileChangeItem" ADD CONSTRAINT "ProfileChangeItem_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

