-- CreateTable
CREATE TABLE "ClientPackage" (
    "id" SERIAL NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "message" TEXT,
    "clientName" TEXT NOT NULL,
    "clientEmail" TEXT NOT NULL,
    "requestId" INTEGER,
    "clientId" INTEGER,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClientPackage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PackageTalent" (
    "packageId" INTEGER NOT NULL,
    "talentId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "pick" TEXT,
    "comment" TEXT,
    "pickedAt" TIMESTAMP(3),

    CONSTRAINT "PackageTalent_pkey" PRIMARY KEY ("packageId","talentId")
);

-- CreateTable
CREATE TABLE "PackageView" (
    "id" SERIAL NOT NULL,
    "packageId" INTEGER NOT NULL,
    "viewedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PackageView_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ClientPackage_tokenHash_key" ON "ClientPackage"("tokenHash");

-- CreateIndex
CREATE INDEX "ClientPackage_requestId_idx" ON "ClientPackage"("requestId");

-- CreateIndex
CREATE INDEX "ClientPackage_clientId_idx" ON "ClientPackage"("clientId");

-- CreateIndex
CREATE INDEX "PackageTalent_talentId_idx" ON "PackageTalent"("talentId");

-- CreateIndex
CREATE INDEX "PackageView_packageId_viewedAt_idx" ON "PackageView"("packageId", "viewedAt");

-- AddForeignKey
ALTER TABLE "ClientPackage" ADD CONSTRAINT "ClientPackage_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "TalentRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientPackage" ADD CONSTRAINT "ClientPackage_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "Client"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClientPackage" ADD CONSTRAINT "ClientPackage_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PackageTalent" ADD CONSTRAINT "PackageTalent_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "ClientPackage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PackageTalent" ADD CONSTRAINT "PackageTalent_talentId_fkey" FOREIGN KEY ("talentId") REFERENCES "Talent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PackageView" ADD CONSTRAINT "PackageView_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "ClientPackage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

