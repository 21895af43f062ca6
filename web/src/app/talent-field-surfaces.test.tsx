// @vitest-environment jsdom
import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { Observable } from "rxjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { keyedPublicFacts } from "#common/facts";
import { EXTRA_FIELD_KEY, EXTRA_FIELD_SHOWN, EXTRA_FIELD_VALUE } from "#common/talent-field-fixture";
import { editorFragmentSource, portalFragmentSource } from "../../../scripts/talent-fragments";
import { paths } from "./paths";

// A public field added only to the field table (and its rules), as docs/adding-a-talent-field.md
// has it, shows on every web surface with no other edit (ADR 010): the public submission form, the
// staff editor (and the fragment it loads, printed from the table), the talent portal's profile
// form (and its fragment, and the proposal it sends), the profile's facts and the client package
// page. The server's side (Talent.facts, the comp card, the portal's types) is
// api/src/talent-field-surfaces.test.ts.

vi.mock("#common/talent-fields", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#common/talent-fields")>();
  const { EXTRA_FIELD_KEY: key, EXTRA_FIELD_ROW: row } = await import("#common/talent-field-fixture");
  // Added to the table object itself, as a row in the file would be.
  Object.assign(actual.TALENT_FIELDS, { [key]: row });
  return actual;
});
vi.mock("#common/talent-field-rules", async (importOriginal) => {
  const actual = await importOriginal<typeof import("#common/talent-field-rules")>();
  const { EXTRA_FIELD_KEY: key, EXTRA_FIELD_RULES: rules } = await import("#common/talent-field-fixture");
  Object.assign(actual.TALENT_FIELD_RULES, { [key]: rules });
  return actual;
});

afterEach(cleanup);

// Loaded as routes.tsx loads pages (app/ never imports a feature statically), after the mocks.
const { renderEditor } = await import("../features/admin/talent-info/editor-test-harness");
const { TalentEntry } = await import("../features/client-package/PackageTalentEntry");
const { SubmissionForm } = await import("../features/submission/SubmissionForm");
const { TalentProfilePage } = await import("../features/talent-profile/TalentProfilePage");
const { ProfileForm } = await import("../features/portal/ProfileForm");

/** The facts the server answers for a talent that has the new field (Talent.facts). */
const facts = keyedPublicFacts({ age: 30, height: 170, suburb: "Bondi", state: "NSW", [EXTRA_FIELD_KEY]: EXTRA_FIELD_VALUE }).map(
  (fact) => ({ __typename: "TalentFact", ...fact }),
);

/** The requests the rendered screen sent, by operation name, with their variables. */
const sent: Array<{ name: string | undefined; variables: Record<string, unknown> }> = [];

function renderWith(element: ReactNode, answers: Record<string, unknown>, path = "/", route = "/") {
  sent.length = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        observer.next({ data: answers[operation.operationName ?? ""] ?? null } as never);
        observer.complete();
      }),
  );
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>,
  );
}

/** The value a definition list gives `label`. */
const factValue = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling?.textContent;

describe("a public field added to the table", () => {
  it("is an input of the public submission form, in the section and place its row gives", async () => {
    renderWith(<SubmissionForm onSubmitted={() => undefined} />, { SubmissionCategories: { categories: [] } });
    const section = await screen.findByRole("region", { name: "Personal Information" });
    const input = within(section).getByRole("spinbutton", { name: "Shoe size" });
    const labels = within(section)
      .getAllByRole("spinbutton")
      .map((field) => field.getAttribute("name"));
    expect(labels).toEqual(["height", EXTRA_FIELD_KEY]);
    expect(input.getAttribute("name")).toBe(EXTRA_FIELD_KEY);
  });

  it("is an input of the staff editor on its tab, and the editor's fragment loads it", async () => {
    const user = userEvent.setup();
    renderEditor(() => ({ data: null }));
    await user.click(await screen.findByRole("tab", { name: "Physical" }));
    expect(await screen.findByRole("spinbutton", { name: "Shoe size" })).toBeTruthy();
    expect(editorFragmentSource()).toContain(`\n    ${EXTRA_FIELD_KEY}\n`);
  });

  it("is an input of the portal's profile form in its group and place, and a proposal sends it", async () => {
    const user = userEvent.setup();
    const held = { email: "mia@example.com", skills: [], height: 170, [EXTRA_FIELD_KEY]: EXTRA_FIELD_VALUE };
    const change = {
      __typename: "ProfileChange",
      id: 1,
      createdAt: "2026-12-01T10:00:00.000Z",
      decidedAt: null,
      status: "PENDING",
      items: [],
    };
    const onSent = vi.fn();
    renderWith(<ProfileForm held={held} photos={[]} onSent={onSent} />, { ProposeProfileChange: { proposeProfileChange: change } });
    const about = screen.getByRole("group", { name: "About you" });
    const input = within(about).getByRole("spinbutton", { name: "Shoe size" });
    expect(
      within(about)
        .getAllByRole("spinbutton")
        .map((field) => field.getAttribute("name")),
    ).toEqual(["height", EXTRA_FIELD_KEY]);
    expect((input as HTMLInputElement).value).toBe(String(EXTRA_FIELD_VALUE));
    expect(within(about).getByText("Your Australian size.")).toBeTruthy();
    expect(input.getAttribute("autocomplete")).toBe("off");
    expect(portalFragmentSource()).toContain(`\n    ${EXTRA_FIELD_KEY}\n`);

    await user.clear(input);
    await user.type(input, "43");
    await user.click(screen.getByRole("button", { name: "Send for review" }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(sent.find((request) => request.name === "ProposeProfileChange")?.variables.input).toEqual({ [EXTRA_FIELD_KEY]: 43 });
  });

  it("is among the profile's facts", async () => {
    const talent = {
      __typename: "Talent",
      id: 5,
      firstName: "Mia",
      lastInitial: "T",
      bio: null,
      gender: null,
      skills: [],
      categories: [],
      facts,
      credits: [],
      reels: [],
      images: [],
    };
    renderWith(<TalentProfilePage />, { TalentProfile: { talent } }, paths.talent(5), paths.talent(":id"));
    await screen.findByRole("heading", { name: "Details" });
    expect(factValue("Shoe Size")).toBe(EXTRA_FIELD_SHOWN);
  });

  it("is among the facts of a talent on the client package page", () => {
    const entry = {
      __typename: "PackageTalent",
      talentId: 5,
      pick: null,
      comment: null,
      talent: {
        __typename: "Talent",
        id: 5,
        displayName: "Mia T.",
        bio: null,
        skills: [],
        categories: [],
        facts,
        credits: [],
        reels: [],
        images: [],
      },
    };
    renderWith(<TalentEntry token="t" entry={entry as never} onExpired={() => undefined} />, {});
    expect(factValue("Shoe Size")).toBe(EXTRA_FIELD_SHOWN);
  });
});
