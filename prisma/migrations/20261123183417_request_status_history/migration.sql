-- CreateTable
CREATE TABLE "RequestStatusChange" (
    "id" SERIAL NOT NULL,
    "requestId" INTEGER NOT NULL,
    "fromStatus" TEXT NOT NULL,
    "toStatus" TEXT NOT NULL,
    "notes" TEXT,
    "changedById" INTEGER,
    "changedByEmail" TEXT NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RequestStatusChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RequestStatusChange_requestId_changedAt_idx" ON "RequestStatusChange"("requestId", "changedAt");

-- AddForeignKey
ALTER TABLE "RequestStatusChange" ADD CONSTRAINT "RequestStatusChange_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "TalentRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequestStatusChange" ADD CONSTRAINT "RequestStatusChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

