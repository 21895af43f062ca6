import type { Context } from "../context";

// The talent's data export (ADR 171).

export async function exportLinkOf(_ctx: Context, _talentId: number): Promise<string> {
  throw new Error("not implemented yet");
}
