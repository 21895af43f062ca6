-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "contactMessageId" INTEGER,
ADD COLUMN     "failedAt" TIMESTAMP(3),
ADD COLUMN     "html" TEXT,
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "replyTo" TEXT,
ADD COLUMN     "requestId" INTEGER,
ADD COLUMN     "transport" TEXT,
ADD COLUMN     "userId" INTEGER;

-- CreateIndex
CREATE INDEX "OutboxEmail_status_nextAttemptAt_idx" ON "OutboxEmail"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxEmail_talentId_idx" ON "OutboxEmail"("talentId");

-- CreateIndex
CREATE INDEX "OutboxEmail_requestId_idx" ON "OutboxEmail"("requestId");

-- CreateIndex
CREATE INDEX "OutboxEmail_contactMessageId_idx" ON "OutboxEmail"("contactMessageId");

-- CreateIndex
CREATE INDEX "OutboxEmail_userId_idx" ON "OutboxEmail"("userId");

-- AddForeignKey
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "TalentRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_contactMessageId_fkey" FOREIGN KEY ("contactMessageId") REFERENCES "ContactMessage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

