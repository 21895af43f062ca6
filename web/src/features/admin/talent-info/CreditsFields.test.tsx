// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type Answer, renderEditor, TALENT } from "./editor-test-harness";

// Credits and reels as rows in the editor's Professional tab: added, removed, reordered, sent in
// order, and each message under the input of the row it names.

const CREDITS = [
  { year: 2024, production: "Southerly", role: "Recurring role", company: "Streaming series" },
  { year: 2021, production: "Low Tide", role: null, company: null },
];

const echo: Answer = (variables) => ({ data: { updateTalent: { ...TALENT, version: 4, ...(variables.input as object) } } });

async function openProfessional(save: Answer = echo, talent: Record<string, unknown> = { credits: CREDITS }) {
  const user = userEvent.setup();
  const rendered = renderEditor(save, talent);
  await user.click(await screen.findByRole("tab", { name: "Professional" }));
  return { user, ...rendered };
}

const rows = (legend: string) => within(screen.getByRole("group", { name: legend })).queryAllByRole("listitem");
const saves = (sent: Array<{ name: string; variables: Record<string, unknown> }>) => sent.filter((call) => call.name === "SaveTalentInfo");

afterEach(cleanup);

describe("the editor's credits", () => {
  it("shows the stored credits as rows, in order", async () => {
    await openProfessional();
    const [first, second] = rows("Credits");
    expect((within(first!).getByRole("textbox", { name: "Production" }) as HTMLInputElement).value).toBe("Southerly");
    expect((within(first!).getByRole("spinbutton", { name: "Year" }) as HTMLInputElement).value).toBe("2024");
    expect((within(second!).getByRole("textbox", { name: "Production" }) as HTMLInputElement).value).toBe("Low Tide");
    expect((within(second!).getByRole("textbox", { name: "Role" }) as HTMLInputElement).value).toBe("");
  });

  it("adds, reorders and removes rows, and saves them in the order shown", async () => {
    const { user, sent } = await openProfessional();
    await user.click(screen.getByRole("button", { name: "Add credit" }));
    const added = rows("Credits")[2]!;
    // The new row's production takes the focus, ready to type.
    expect(document.activeElement).toBe(within(added).getByRole("textbox", { name: "Production" }));
    await user.keyboard("Harbour Lights");
    await user.type(within(added).getByRole("spinbutton", { name: "Year" }), "2025");
    await user.click(screen.getByRole("button", { name: "Move credit 3 up" }));
    await user.click(screen.getByRole("button", { name: "Move credit 2 up" }));
    await user.click(screen.getByRole("button", { name: "Remove credit 3" }));
    expect(screen.getByRole("button", { name: "Move credit 1 up" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect((saves(sent)[0]!.variables.input as { credits: unknown }).credits).toEqual([
      { year: 2025, production: "Harbour Lights", role: null, company: null },
      { year: 2024, production: "Southerly", role: "Recurring role", company: "Streaming series" },
    ]);
  });

  it("refuses a row without a production, naming the row under its input, and sends nothing", async () => {
    const { user, sent } = await openProfessional();
    await user.click(screen.getByRole("button", { name: "Add credit" }));
    await user.type(within(rows("Credits")[2]!).getByRole("textbox", { name: "Role" }), "Lead");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    const production = within(rows("Credits")[2]!).getByRole("textbox", { name: "Production" });
    await waitFor(() => expect(production.getAttribute("aria-invalid")).toBe("true"));
    expect(within(rows("Credits")[2]!).getByText("Credit 3: Production is required.")).toBeTruthy();
    expect(saves(sent)).toHaveLength(0);
  });

  it("says when there are none", async () => {
    await openProfessional(echo, { credits: [] });
    expect(screen.getByText("No credits yet.")).toBeTruthy();
    expect(screen.getByText("No reels yet.")).toBeTruthy();
  });
});

describe("the editor's reels", () => {
  it("saves a reel's link and title, and shows the server's message under the row's link", async () => {
    const refused: Answer = () => ({
      errors: [
        { message: "Invalid input", extensions: { code: "BAD_USER_INPUT", fields: { "reels.0.url": "Reel 1: Link is not allowed." } } },
      ],
    });
    const { user, sent } = await openProfessional(refused, { credits: [] });
    await user.click(screen.getByRole("button", { name: "Add reel" }));
    await user.keyboard("https://vimeo.com/76979871");
    await user.type(within(rows("Reels")[0]!).getByRole("textbox", { name: /Title/ }), "Showreel 2025");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect((saves(sent)[0]!.variables.input as { reels: unknown }).reels).toEqual([
      { url: "https://vimeo.com/76979871", title: "Showreel 2025" },
    ]);
    expect(await within(rows("Reels")[0]!).findByText("Reel 1: Link is not allowed.")).toBeTruthy();
  });

  it("refuses a link that is not https before sending", async () => {
    const { user, sent } = await openProfessional(echo, { credits: [] });
    await user.click(screen.getByRole("button", { name: "Add reel" }));
    await user.keyboard("www.example.com/reel");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await within(rows("Reels")[0]!).findByText(/^Reel 1: Link must be a full https:\/\/ address/)).toBeTruthy();
    expect(saves(sent)).toHaveLength(0);
  });
});
