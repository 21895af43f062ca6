import { readFile, writeFile } from "node:fs/promises";

// bench/results.md is written by two benchmarks (the API's and the web pages'); each owns a
// section between markers, so running one keeps what the other wrote.

const FILE = new URL("./results.md", import.meta.url);

export async function replaceSection(name: string, content: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${content.trim()}\n${end}`;
  let text = "";
  try {
    text = await readFile(FILE, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(FILE, next.trimStart());
}
