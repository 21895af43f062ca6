import { getToken } from "#web/lib/session";

/**
 * Downloads the filtered list as CSV. A plain link cannot send the bearer token, so the file is
 * fetched with it and saved from a blob (ADR 008).
 */
export async function downloadTalentCsv(filters: URLSearchParams): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/talents/export.csv?${filters}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `${response.status}: ${response.statusText}`);
  }
  saveCsv(await response.blob());
}

/** The selected rows' CSV, as the API wrote it, saved like the whole list's (with the byte order mark Excel wants). */
export function saveSelectedCsv(csv: string): void {
  saveCsv(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
}

function saveCsv(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `talents-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
