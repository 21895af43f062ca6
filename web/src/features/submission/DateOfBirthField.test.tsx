// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { talentSubmissionSchema } from "#common/schemas";
import { Form, SubmitButton, useZodForm } from "../../components/form";
import { DateOfBirthField } from "./DateOfBirthField";

// The date of birth choices inside the form kit, with the submission's own rule from common/.
const schema = talentSubmissionSchema.pick({ dateOfBirth: true });

function TestForm({ onSubmit }: { onSubmit: (values: { dateOfBirth: string }) => void }) {
  const form = useZodForm(schema, { defaultValues: { dateOfBirth: "" } });
  return (
    <ChakraProvider value={defaultSystem}>
      <Form form={form} onSubmit={onSubmit}>
        <DateOfBirthField name="dateOfBirth" label="Date of birth" required />
        <SubmitButton>Send</SubmitButton>
      </Form>
    </ChakraProvider>
  );
}

afterEach(cleanup);

describe("DateOfBirthField", () => {
  it("sends the chosen day, month and year as yyyy-mm-dd", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText("Day"), "9");
    await user.selectOptions(screen.getByLabelText("Month"), "February");
    await user.selectOptions(screen.getByLabelText("Year"), "2004");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledWith({ dateOfBirth: "2004-02-09" });
  });

  it("clears a day the chosen month does not have, and says the date is required", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByLabelText("Day"), "31");
    await user.selectOptions(screen.getByLabelText("Year"), "2001");
    await user.selectOptions(screen.getByLabelText("Month"), "April");
    expect((screen.getByLabelText("Day") as HTMLSelectElement).value).toBe("");
    expect(within(screen.getByLabelText("Day")).queryByRole("option", { name: "31" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const link = within(screen.getByTestId("error-summary")).getByRole("link", { name: "Date of birth is required." });
    await user.click(link);
    expect(document.activeElement).toBe(screen.getByLabelText("Day"));
    expect(screen.getByLabelText("Day").getAttribute("aria-invalid")).toBe("true");
  });
});
