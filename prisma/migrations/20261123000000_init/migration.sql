-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Talent" (
    "id" SERIAL NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "gender" TEXT,
    "age" INTEGER,
    "height" INTEGER,
    "birthDay" INTEGER,
    "birthMonth" INTEGER,
    "birthYear" INTEGER,
    "birthDate" DATE,
    "eyeColor" TEXT,
    "hairColor" TEXT,
    "smoker" BOOLEAN,
    "houseUnitNumber" TEXT,
    "location" TEXT,
    "suburb" TEXT,
    "postcode" TEXT,
    "state" TEXT,
    "bio" TEXT,
    "experience" JSONB,
    "skills" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "playableAgeMin" INTEGER,
    "playableAgeMax" INTEGER,
    "playableAgeNA" BOOLEAN NOT NULL DEFAULT false,
    "imageUrl" TEXT,
    "headshotUrl" TEXT,
    "fullBodyShotUrl" TEXT,
    "resumeUrl" TEXT,
    "additionalImages" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "notes" TEXT,
    "isApproved" BOOLEAN NOT NULL DEFAULT false,
    "isPublished" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Talent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Category" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "imageUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TalentImage" (
    "id" SERIAL NOT NULL,
    "talentId" INTEGER NOT NULL,
    "filename" TEXT NOT NULL,
    "title" TEXT,
    "caption" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "storageUrl" TEXT,
    "cardUrl" TEXT,
    "thumbUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TalentImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TalentDocument" (
    "id" SERIAL NOT NULL,
    "talentId" INTEGER NOT NULL,
    "description" TEXT,
    "sequence" INTEGER NOT NULL DEFAULT 0,
    "filename" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "documentType" TEXT NOT NULL,
    "fileType" TEXT NOT NULL,
    "storageUrl" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TalentDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TalentRequest" (
    "id" SERIAL NOT NULL,
    "clientName" TEXT NOT NULL,
    "organizationName" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "projectDescription" TEXT NOT NULL,
    "projectStartDate" DATE,
    "projectEndDate" DATE,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "responseNotes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TalentRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RequestedTalent" (
    "id" SERIAL NOT NULL,
    "requestId" INTEGER NOT NULL,
    "requestedId" INTEGER NOT NULL,
    "talentId" INTEGER,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "RequestedTalent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Client" (
    "id" SERIAL NOT NULL,
    "clientName" TEXT NOT NULL,
    "organizationName" TEXT,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "address" TEXT,
    "notes" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Client_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsUpdate" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "excerpt" TEXT,
    "content" TEXT NOT NULL,
    "imageUrl" TEXT,
    "isPublished" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NewsUpdate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Testimonial" (
    "id" SERIAL NOT NULL,
    "clientName" TEXT NOT NULL,
    "clientTitle" TEXT,
    "companyName" TEXT,
    "content" TEXT NOT NULL,
    "imageUrl" TEXT,
    "isPublished" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Testimonial_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxEmail" (
    "id" SERIAL NOT NULL,
    "template" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "talentId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "OutboxEmail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_CategoryToTalent" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_CategoryToTalent_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_username_key" ON "User"("username");

-- CreateIndex
CREATE INDEX "Talent_isApproved_isPublished_createdAt_idx" ON "Talent"("isApproved", "isPublished", "createdAt");

-- CreateIndex
CREATE INDEX "Talent_state_idx" ON "Talent"("state");

-- CreateIndex
CREATE INDEX "Talent_gender_idx" ON "Talent"("gender");

-- CreateIndex
CREATE INDEX "Talent_eyeColor_idx" ON "Talent"("eyeColor");

-- CreateIndex
CREATE INDEX "Talent_hairColor_idx" ON "Talent"("hairColor");

-- CreateIndex
CREATE INDEX "Talent_height_idx" ON "Talent"("height");

-- CreateIndex
CREATE INDEX "Talent_birthDate_idx" ON "Talent"("birthDate");

-- CreateIndex
CREATE INDEX "Talent_age_idx" ON "Talent"("age");

-- CreateIndex
CREATE INDEX "Talent_lastName_firstName_idx" ON "Talent"("lastName", "firstName");

-- CreateIndex
CREATE INDEX "Talent_email_idx" ON "Talent"("email");

-- CreateIndex
CREATE INDEX "Talent_createdAt_idx" ON "Talent"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Category_name_key" ON "Category"("name");

-- CreateIndex
CREATE INDEX "TalentImage_talentId_sequence_idx" ON "TalentImage"("talentId", "sequence");

-- CreateIndex
CREATE INDEX "TalentImage_filename_idx" ON "TalentImage"("filename");

-- CreateIndex
CREATE INDEX "TalentDocument_talentId_sequence_idx" ON "TalentDocument"("talentId", "sequence");

-- CreateIndex
CREATE INDEX "TalentRequest_status_idx" ON "TalentRequest"("status");

-- CreateIndex
CREATE INDEX "TalentRequest_createdAt_idx" ON "TalentRequest"("createdAt");

-- CreateIndex
CREATE INDEX "TalentRequest_email_idx" ON "TalentRequest"("email");

-- CreateIndex
CREATE INDEX "RequestedTalent_talentId_idx" ON "RequestedTalent"("talentId");

-- CreateIndex
CREATE UNIQUE INDEX "RequestedTalent_requestId_requestedId_key" ON "RequestedTalent"("requestId", "requestedId");

-- CreateIndex
CREATE UNIQUE INDEX "Client_email_key" ON "Client"("email");

-- CreateIndex
CREATE INDEX "Client_clientName_idx" ON "Client"("clientName");

-- CreateIndex
CREATE INDEX "Client_organizationName_idx" ON "Client"("organizationName");

-- CreateIndex
CREATE INDEX "NewsUpdate_isPublished_publishedAt_idx" ON "NewsUpdate"("isPublished", "publishedAt");

-- CreateIndex
CREATE INDEX "Testimonial_isPublished_idx" ON "Testimonial"("isPublished");

-- CreateIndex
CREATE INDEX "OutboxEmail_status_createdAt_idx" ON "OutboxEmail"("status", "createdAt");

-- CreateIndex
CREATE INDEX "_CategoryToTalent_B_index" ON "_CategoryToTalent"("B");

-- AddForeignKey
ALTER TABLE "TalentImage" ADD CONSTRAINT "TalentImage_talentId_fkey" FOREIGN KEY ("talentId") REFERENCES "Talent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TalentDocument" ADD CONSTRAINT "TalentDocument_talentId_fkey" FOREIGN KEY ("talentId") REFERENCES "Talent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequestedTalent" ADD CONSTRAINT "RequestedTalent_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "TalentRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RequestedTalent" ADD CONSTRAINT "RequestedTalent_talentId_fkey" FOREIGN KEY ("talentId") REFERENCES "Talent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxEmail" ADD CONSTRAINT "OutboxEmail_talentId_fkey" FOREIGN KEY ("talentId") REFERENCES "Talent"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CategoryToTalent" ADD CONSTRAINT "_CategoryToTalent_A_fkey" FOREIGN KEY ("A") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CategoryToTalent" ADD CONSTRAINT "_CategoryToTalent_B_fkey" FOREIGN KEY ("B") REFERENCES "Talent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

