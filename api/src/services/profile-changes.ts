import type { Context } from "../context";
import type { UploadInput } from "./storage";

// Proposals from the talent portal and their review, part by part (ADR 171).

export const PROFILE_CHANGE_LABELS = { FIELD: "Field", PHOTO_ADDED: "New photo", PHOTO_REMOVED: "Photo removed" } as const;

export type ProposeArgs = {
  input: Record<string, unknown>;
  newPhotos?: UploadInput[] | null;
  removeImageIds?: number[] | null;
};

export type Decision = { itemId: number; approve: boolean; message?: string | null };

export async function proposeChange(_ctx: Context, _talentId: number, _args: ProposeArgs): Promise<number> {
  throw new Error("not implemented yet");
}

export async function withdrawChange(_ctx: Context, _talentId: number, _id: number): Promise<void> {
  throw new Error("not implemented yet");
}

export async function reviewChange(_ctx: Context, _id: number, _decisions: Decision[]): Promise<void> {
  throw new Error("not implemented yet");
}
