// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EDITING_MESSAGES } from "#common/editing";
import { paths } from "#web/app/paths";
import { type Answer, renderEditor, TALENT } from "./editor-test-harness";

// The editor's "no lost work" behaviour: a refused save keeps the edits, leaving with edits asks
// first, and Ctrl+S saves.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const conflict: Answer = () => ({ errors: [{ message: EDITING_MESSAGES.staleVersion, extensions: { code: "CONFLICT" } }] });

describe("the talent editor", () => {
  it("sends the version it loaded, and on a conflict shows the message and keeps the edits", async () => {
    const user = userEvent.setup();
    const { sent } = renderEditor(conflict);
    const firstName = await screen.findByRole("textbox", { name: /First name/ });
    await user.clear(firstName);
    await user.type(firstName, "Mia-Rose");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText(EDITING_MESSAGES.staleVersion)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /First name/ }) as HTMLInputElement).value).toBe("Mia-Rose");
    const save = sent.find((call) => call.name === "SaveTalentInfo")!;
    expect(save.variables).toMatchObject({ id: 7, expectedVersion: 3, input: { firstName: "Mia-Rose" } });
    expect(screen.getByText(/Unsaved changes/)).toBeTruthy();
  });

  it("asks before leaving with unsaved edits, stays when told to, and leaves when confirmed", async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(conflict);
    const ask = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);

    await user.type(await screen.findByRole("textbox", { name: /Phone/ }), "0400 000 000");
    await user.click(screen.getByRole("link", { name: "Back to List" }));
    expect(ask).toHaveBeenCalledWith(EDITING_MESSAGES.unsavedChanges);
    expect(router.state.location.pathname).toBe(paths.admin.talentInfoItem(7));

    await user.click(screen.getByRole("link", { name: "Back to List" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.talentInfo()));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("leaves without asking when nothing changed", async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(conflict);
    const ask = vi.spyOn(window, "confirm");
    await user.click(await screen.findByRole("link", { name: "Back to List" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.talentInfo()));
    expect(ask).not.toHaveBeenCalled();
  });

  it("saves with Ctrl+S, then takes the new version and counts the form as saved", async () => {
    const user = userEvent.setup();
    const saved: Answer = (variables) => ({
      data: { updateTalent: { ...TALENT, version: 4, ...(variables.input as object) } },
    });
    const { sent, router } = renderEditor(saved);
    await user.selectOptions(await screen.findByRole("combobox", { name: "Day" }), "5");
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "March");
    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "2000");
    // The age is shown from the date, and there is no Age box to type in.
    expect(screen.getByText(/^Age: \d+$/)).toBeTruthy();
    expect(screen.queryByRole("spinbutton", { name: /^Age/ })).toBeNull();
    await user.keyboard("{Control>}s{/Control}");

    await waitFor(() => expect(sent.filter((call) => call.name === "SaveTalentInfo")).toHaveLength(1));
    // The stored age goes back as it was: nothing recorded is lost by not showing it; nor is the
    // home page's choice on a tab not opened (ADR 166).
    expect(sent.find((call) => call.name === "SaveTalentInfo")!.variables).toMatchObject({
      expectedVersion: 3,
      input: { birthDay: 5, birthMonth: 3, birthYear: 2000, age: 25, featured: true },
    });
    expect(await screen.findByText("All changes saved")).toBeTruthy();
    // Saved: leaving asks nothing.
    const ask = vi.spyOn(window, "confirm");
    await user.click(screen.getByRole("link", { name: "Back to List" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.talentInfo()));
    expect(ask).not.toHaveBeenCalled();
  });
});
