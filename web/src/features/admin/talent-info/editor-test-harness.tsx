import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import { Observable } from "rxjs";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { paths } from "#web/app/paths";
import { TalentEditorPage } from "./TalentEditorPage";

// The talent editor on a router and an Apollo link that answers its operations, for its tests.

export const TALENT = {
  __typename: "AdminTalent",
  id: 7,
  version: 3,
  createdAt: "2026-01-02T00:00:00.000Z",
  isPublished: true,
  firstName: "Mia",
  lastName: "Tran",
  email: "mia@example.com",
  phone: null,
  gender: "Female",
  age: 25,
  birthDay: null,
  birthMonth: null,
  birthYear: null,
  houseUnitNumber: null,
  location: null,
  suburb: "Bondi",
  postcode: null,
  state: "NSW",
  height: 170,
  smoker: false,
  eyeColor: "brown",
  hairColor: "black",
  playableAgeNA: false,
  playableAgeMin: 20,
  playableAgeMax: 30,
  bio: null,
  credits: [],
  reels: [],
  skills: ["Acting"],
  categoryIds: [],
  isApproved: true,
  featured: true,
  notes: null,
  images: [],
  documents: [],
};

export type Answer = (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] };

export function renderEditor(save: Answer, talent: Record<string, unknown> = {}) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? "", variables: operation.variables });
    const answers: Record<string, Answer> = {
      TalentEditor: () => ({ data: { adminTalent: { ...TALENT, ...talent }, categories: [] } }),
      TalentHistory: () => ({ data: { activityFor: [] } }),
      SaveTalentInfo: save,
    };
    const answer = answers[operation.operationName ?? ""]?.(operation.variables) ?? { data: null };
    return new Observable((observer) => {
      observer.next(answer as never);
      observer.complete();
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      { path: "/admin/talent-info", element: <p>the list</p> },
      { path: "/admin/talent-info/:id", element: <TalentEditorPage /> },
    ],
    { initialEntries: [paths.admin.talentInfoItem(7)] },
  );
  render(
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>,
  );
  return { sent, router };
}
