import type { Prisma } from "../db/generated/prisma/client";

/** A talent exists for visitors only when it is both approved and published. */
export const PUBLIC_TALENT_WHERE = { isApproved: true, isPublished: true } satisfies Prisma.TalentWhereInput;
