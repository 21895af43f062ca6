// @vitest-environment jsdom
import { CombinedGraphQLErrors, gql } from "@apollo/client";
import { createApolloClient } from "../../lib/apollo/client";
import { ChakraProvider, defaultSystem, Stack } from "@chakra-ui/react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { STATES } from "#common/options";
import { contactSchema, oneOf, TALENT_MESSAGES } from "#common/schemas";
import { CheckboxField, FileField, Form, SelectField, SubmitButton, TextareaField, TextField, useZodForm } from ".";

// A form used only by the kit's tests: the contact form's schema from common/ plus a select, a
// checkbox and a file, so every field kind is on the page.
const testSchema = contactSchema.extend({
  state: oneOf(STATES, "State is required."),
  agree: z.boolean().refine((value) => value, "Tick the box to agree."),
  headshot: z.instanceof(File, { message: TALENT_MESSAGES.headshotRequired }),
});
type TestValues = z.output<typeof testSchema>;

type Props = { onSubmit: (values: TestValues) => Promise<unknown> | unknown; serverFieldMap?: Record<string, string> };

function TestForm({ onSubmit, serverFieldMap }: Props) {
  const form = useZodForm(testSchema, {
    defaultValues: { name: "", email: "", phone: "", subject: "", message: "", agree: false },
  });
  return (
    <ChakraProvider value={defaultSystem}>
      <Form form={form} onSubmit={onSubmit} serverFieldMap={serverFieldMap}>
        <Stack gap="4">
          <TextField<TestValues> name="name" label="Name" required />
          <TextField<TestValues> name="email" label="Email" type="email" required />
          <TextField<TestValues> name="phone" label="Phone" type="tel" />
          <SelectField<TestValues> name="state" label="State" options={STATES} placeholder="Select a state" required />
          <TextField<TestValues> name="subject" label="Subject" required />
          <TextareaField<TestValues> name="message" label="Message" required />
          <FileField<TestValues> name="headshot" label="Headshot" accept="image/*" required />
          <CheckboxField<TestValues> name="agree" label="I agree" />
          <SubmitButton submittingText="Submitting...">Send</SubmitButton>
        </Stack>
      </Form>
    </ChakraProvider>
  );
}

afterEach(cleanup);

const CLIENT_ERRORS = [
  "Name must be at least 2 characters.",
  "Email: please enter a valid email address.",
  "State is required.",
  "Subject must be at least 2 characters.",
  "Message must be at least 10 characters.",
  TALENT_MESSAGES.headshotRequired,
  "Tick the box to agree.",
];

function summary() {
  return screen.getByRole("alert");
}

/** The message shown beside a field: its error text, which the control names as its error message. */
function messageBeside(control: HTMLElement): string | null {
  const id = control.getAttribute("aria-errormessage");
  return id ? (document.getElementById(id)?.textContent?.trim() ?? null) : null;
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), "Ada Lovelace");
  await user.type(screen.getByLabelText(/^Email/), "Ada@Example.com");
  await user.selectOptions(screen.getByLabelText(/^State/), "VIC");
  await user.type(screen.getByLabelText(/^Subject/), "Booking");
  await user.type(screen.getByLabelText(/^Message/), "A ten-character message at least.");
  await user.upload(screen.getByLabelText(/^Headshot/), new File(["jpeg"], "ada.jpg", { type: "image/jpeg" }));
  await user.click(screen.getByText("I agree"));
}

describe("the form kit on a failed submit", () => {
  it("lists every error in page order under 'There is a problem', worded as beside each field, and focuses the summary", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole("button", { name: "Send" }));

    const box = await screen.findByTestId("error-summary");
    expect(within(box).getByRole("heading", { level: 2, name: "There is a problem" })).toBeTruthy();
    const links = within(box).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(CLIENT_ERRORS);
    expect(document.activeElement).toBe(box);
    expect(onSubmit).not.toHaveBeenCalled();

    // Beside the field, the same words (after a visually hidden 'Error:').
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    // Chakra links the message to the control once it sees the message element.
    await waitFor(() => expect(messageBeside(email)).toBe("Error: Email: please enter a valid email address."));
    // A field without a rule broken shows nothing.
    expect(screen.getByLabelText(/^Phone/).getAttribute("aria-invalid")).toBeNull();
  });

  it("moves focus to the field when its summary link is followed", async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Send" }));

    await user.click(within(summary()).getByRole("link", { name: "Subject must be at least 2 characters." }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Subject/));

    await user.click(within(summary()).getByRole("link", { name: "Tick the box to agree." }));
    expect(document.activeElement).toBe(document.getElementById("field-agree"));
    expect(document.getElementById("field-agree")?.getAttribute("type")).toBe("checkbox");
  });

  it("takes focus again on the next failed submit, with only the errors still left", async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    await user.type(screen.getByLabelText(/^Name/), "Ada");
    screen.getByLabelText(/^Name/).focus();

    await user.click(screen.getByRole("button", { name: "Send" }));
    const box = screen.getByTestId("error-summary");
    // The submit checks the values asynchronously; the summary stays on the page meanwhile.
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(box).queryByText("Name must be at least 2 characters.")).toBeNull();
    expect(within(box).getAllByRole("link")).toHaveLength(CLIENT_ERRORS.length - 1);
  });
});

describe("the form kit on submit", () => {
  it("passes the schema's parsed values, the chosen file included", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(values: TestValues) => void>();
    render(<TestForm onSubmit={onSubmit} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]![0];
    expect(values).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", phone: null, state: "VIC", agree: true });
    expect(values.headshot.name).toBe("ada.jpg");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  const fieldErrorEntries = [
    {
      message: "Invalid input. email: This e-mail is already registered.; input: Too many submissions.",
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { emailAddress: "This e-mail is already registered.", input: "Too many submissions." },
      },
    },
  ];
  /** The app's client (ADR 129), answering every call with the API's BAD_USER_INPUT. */
  const refusingClient = () =>
    createApolloClient({
      fetch: async () =>
        new Response(JSON.stringify({ data: null, errors: fieldErrorEntries }), { headers: { "content-type": "application/json" } }),
    });
  const Send = gql`
    mutation Send($email: String!) {
      send(email: $email)
    }
  `;
  it.each([
    ["a CombinedGraphQLErrors", () => Promise.reject(new CombinedGraphQLErrors({ data: null, errors: fieldErrorEntries }))],
    ["the app's Apollo client's refusal", () => refusingClient().mutate({ mutation: Send, variables: { email: "ada@example.com" } })],
  ])("shows the API's field errors (%s) next to their fields and in the summary, which takes focus", async (_client, submit) => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={submit} serverFieldMap={{ emailAddress: "email" }} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    const box = await screen.findByTestId("error-summary");
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(messageBeside(screen.getByLabelText(/^Email/))).toBe("Error: This e-mail is already registered."));
    expect(within(box).getByRole("link", { name: "This e-mail is already registered." }).getAttribute("href")).toBe("#field-email");
    // A message for no field on this form is listed, but links nowhere.
    expect(within(box).getByText("Too many submissions.").closest("a")).toBeNull();
  });

  it("lists an error that names no field (the call failed) in the summary", async () => {
    const user = userEvent.setup();
    render(<TestForm onSubmit={() => Promise.reject(new Error("Failed to fetch"))} />);
    await fillValidForm(user);
    await user.click(screen.getByRole("button", { name: "Send" }));

    const box = await screen.findByTestId("error-summary");
    expect(within(box).getByText("Failed to fetch")).toBeTruthy();
    expect(document.activeElement).toBe(box);
  });
});

// A public page hands the kit a loader, so zod is fetched when someone moves into the form.
function LazyForm({
  load,
  onSubmit,
  onServerError,
}: {
  load: () => Promise<typeof contactSchema>;
  onSubmit: () => void;
  onServerError?: (error: unknown) => void;
}) {
  const form = useZodForm(load, { defaultValues: { name: "", email: "", phone: "", subject: "", message: "" } });
  return (
    <ChakraProvider value={defaultSystem}>
      <Form form={form} onSubmit={onSubmit} onServerError={onServerError}>
        <TextField name="name" label="Name" required />
        <TextField name="email" label="Email" type="email" required />
        <SubmitButton submittingText="Submitting...">Send</SubmitButton>
      </Form>
    </ChakraProvider>
  );
}

describe("the form kit with rules loaded on demand", () => {
  it("loads them on the first focus in the form, once, and checks with them on submit", async () => {
    const load = vi.fn(() => Promise.resolve(contactSchema));
    const onSubmit = vi.fn();
    render(<LazyForm load={load} onSubmit={onSubmit} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText(/^Name/));
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByLabelText(/^Email/));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await within(summary()).findByRole("link", { name: "Name must be at least 2 characters." })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("waits for them when the submit comes first", async () => {
    let resolve!: (schema: typeof contactSchema) => void;
    const load = vi.fn(() => new Promise<typeof contactSchema>((done) => (resolve = done)));
    render(<LazyForm load={load} onSubmit={vi.fn()} />);
    screen.getByRole("button", { name: "Send" }).closest("form")!.requestSubmit();
    await waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
    resolve(contactSchema);
    expect(
      await within(await screen.findByRole("alert")).findByRole("link", { name: "Email: please enter a valid email address." }),
    ).toBeTruthy();
  });

  it("says so like a failed send when they cannot be loaded, and tries again on the next submit", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue(contactSchema);
    const onServerError = vi.fn();
    render(<LazyForm load={load} onSubmit={vi.fn()} onServerError={onServerError} />);
    const send = screen.getByRole("button", { name: "Send" });
    send.closest("form")!.requestSubmit();
    await waitFor(() =>
      expect(onServerError).toHaveBeenCalledWith(expect.objectContaining({ message: "Failed to fetch dynamically imported module" })),
    );
    send.closest("form")!.requestSubmit();
    expect(await within(await screen.findByRole("alert")).findByRole("link", { name: "Name must be at least 2 characters." })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
