// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { talentFieldsSchema } from "#common/schemas";
import { Form, SubmitButton, useZodForm } from "../form";
import { CategoriesField } from "./CategoriesField";

// The talent's categories, as Add New Talent (a list) and the editor (tiles) take them: the same
// field, label and value in both looks.

const CATEGORIES = [
  { id: 3, name: "Actors" },
  { id: 1, name: "Models" },
  { id: 2, name: "Voice" },
];
// The staff rule of the field (the field table's categoryIds).
const schema = talentFieldsSchema.pick({ categoryIds: true });

function Harness({ look, onSubmit }: { look: "list" | "tiles"; onSubmit: (values: unknown) => void }) {
  const form = useZodForm(schema, { defaultValues: { categoryIds: [1] } });
  return (
    <ChakraProvider value={defaultSystem}>
      <Form form={form} onSubmit={onSubmit}>
        <CategoriesField categories={CATEGORIES} look={look} />
        <SubmitButton>Save</SubmitButton>
      </Form>
    </ChakraProvider>
  );
}

describe.each(["list", "tiles"] as const)("the categories field as %s", (look) => {
  it("shows the held categories ticked and sends the ticked ones", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness look={look} onSubmit={onSubmit} />);
    const group = screen.getByRole("group", { name: "Categories" });
    expect(within(group).getByRole("checkbox", { name: "Models" })).toHaveProperty("checked", true);
    await user.click(within(group).getByRole("checkbox", { name: "Actors" }));
    await user.click(within(group).getByRole("checkbox", { name: "Models" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ categoryIds: [3] });
  });
});
