import type { Context } from "../context";

// A talent's removal request and its execution (ADR 171).

export async function requestRemovalOf(_ctx: Context, _talentId: number, _reason: string | null): Promise<void> {
  throw new Error("not implemented yet");
}

export async function cancelRemoval(_ctx: Context, _talentId: number): Promise<void> {
  throw new Error("not implemented yet");
}

export async function removePersonalData(_ctx: Context, _talentId: number, _confirmName: string): Promise<void> {
  throw new Error("not implemented yet");
}
