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
import { keyedPublicFacts } from "../../../common/facts";
import { EXTRA_FIELD_KEY, EXTRA_FIELD_SHOWN, EXTRA_FIELD_VALUE } from "../../../common/talent-field-fixture";
import { editorFragmentSource } from "../../../scripts/talent-fragments";
import { paths } from "./paths";

// A public field added only to the field table (and its rules), as docs/adding-a-talent-field.md
// has it, shows on every web surface with no other edit (ADR 010): the public submission form, the
// staff editor (and the fragment it loads, printed from the table), the profile's facts and the
// client package page. The server's side (Talent.facts, the comp card) is api/src/talent-field-surfaces.test.ts.

vi.mock("../../../common/talent-fields", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../common/talent-fields")>();
  const { EXTRA_FIELD_KEY: key, EXTRA_FIELD_ROW: row } = await import("../../../common/talent-field-fixture");
  // Added to the table object itself, as a row in the file would be.
  Object.assign(actual.TALENT_FIELDS, { [key]: row });
  return actual;
});
vi.mock("../../../common/talent-field-rules", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../common/talent-field-rules")>();
  const { EXTRA_FIELD_KEY: key, EXTRA_FIELD_RULES: rules } = await import("../../../common/talent-field-fixture");
  Object.assign(actual.TALENT_FIELD_RULES, { [key]: rules });
  return actual;
});

afterEach(cleanup);

// Loaded as routes.tsx loads pages (app/ never imports a feature statically), after the mocks.
const { renderEditor } = await import("../features/admin/talent-info/editor-test-harness");
const { TalentEntry } = await import("../features/client-package/PackageTalentEntry");
const { SubmissionForm } = await import("../features/submission/SubmissionForm");
const { TalentProfilePage } = await import("../features/talent-profile/TalentProfilePage");

/** The facts the server answers for a talent that has the new field (Talent.facts). */
const facts = keyedPublicFacts({ age: 30, height: 170, suburb: "Bondi", state: "NSW", [EXTRA_FIELD_KEY]: EXTRA_FIELD_VALUE }).map(
  (fact) => ({ __typename: "TalentFact", ...fact }),
);

function renderWith(element: ReactNode, answers: Record<string, unknown>, path = "/", route = "/") {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
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
