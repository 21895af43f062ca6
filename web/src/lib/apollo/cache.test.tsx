// @vitest-environment jsdom
import { gql, type TypedDocumentNode } from "@apollo/client";
import { ApolloProvider, useMutation, useQuery } from "@apollo/client/react";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApolloClient } from "./client";

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
type Call = { operationName: string; variables: Record<string, unknown> };

/** The app's client (its links and cache) over a stand-in API that answers with `answer`. */
function setup(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const call = JSON.parse(String(init?.body)) as Call;
    calls.push(call);
    return json(answer(call));
  });
  return { client: createApolloClient({ fetch: fetch as typeof globalThis.fetch }), calls };
}

afterEach(cleanup);

describe("the directory's field policy (Query.talentDirectory)", () => {
  type Page = { talentDirectory: { __typename: "TalentDirectoryPage"; total: number; items: Array<{ __typename: "Talent"; id: number }> } };
  const Directory: TypedDocumentNode<Page, { filter?: unknown; offset: number; limit: number }> = gql`
    query Directory($filter: TalentFilter, $offset: Int!, $limit: Int!) {
      talentDirectory(filter: $filter, offset: $offset, limit: $limit) {
        total
        items {
          id
        }
      }
    }
  `;
  /** Ten talents for no filter, 101..103 for the search "a": ids from the offset on, `limit` of them. */
  function directoryApi() {
    return setup(({ variables }) => {
      const all = variables.filter ? [101, 102, 103] : Array.from({ length: 10 }, (_, index) => index + 1);
      const { offset, limit } = variables as { offset: number; limit: number };
      const items = all.slice(offset, offset + limit).map((id) => ({ __typename: "Talent", id }));
      return { data: { talentDirectory: { __typename: "TalentDirectoryPage", total: all.length, items } } };
    });
  }
  const ids = (page: Page | undefined) => page?.talentDirectory.items.map((item) => item.id);
  /** The list as a mounted component holds it: watched, with its first page in. */
  async function watchFirstPage(client: ReturnType<typeof setup>["client"]) {
    const watched = client.watchQuery({ query: Directory, variables: { offset: 0, limit: 4 } });
    subscriptions.push(watched.subscribe(() => undefined));
    await vi.waitFor(() => expect(watched.getCurrentResult().dataState).toBe("complete"));
    return watched;
  }
  const subscriptions: Array<{ unsubscribe: () => void }> = [];
  afterEach(() => subscriptions.splice(0).forEach((subscription) => subscription.unsubscribe()));

  it("appends the page fetchMore asks to the list of the query, which reads the whole list", async () => {
    const { client, calls } = directoryApi();
    const watched = await watchFirstPage(client);
    expect(ids(watched.getCurrentResult().data as Page)).toEqual([1, 2, 3, 4]);

    await watched.fetchMore({ variables: { offset: 4 } });
    await watched.fetchMore({ variables: { offset: 8 } });
    const read = client.readQuery({ query: Directory, variables: { offset: 0, limit: 4 } });
    expect(ids(read ?? undefined)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(read?.talentDirectory.total).toBe(10);
    expect(calls.map((call) => call.variables.offset)).toEqual([0, 4, 8]);

    // Back to the page: the whole list is there at once, and nothing is asked.
    const again = await client.query({ query: Directory, variables: { offset: 0, limit: 4 } });
    expect(ids(again.data)).toHaveLength(10);
    expect(calls).toHaveLength(3);
  });

  it("keeps one list per filter: a new filter starts a new list and leaves the other as it was", async () => {
    const { client, calls } = directoryApi();
    const all = await watchFirstPage(client);
    await all.fetchMore({ variables: { offset: 4 } });

    const searched = await client.query({ query: Directory, variables: { filter: { search: "a" }, offset: 0, limit: 4 } });
    expect(ids(searched.data)).toEqual([101, 102, 103]);
    expect(searched.data?.talentDirectory.total).toBe(3);
    expect(ids(client.readQuery({ query: Directory, variables: { offset: 0, limit: 4 } }) ?? undefined)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(calls).toHaveLength(3);
  });

  it("fills the list whatever order its pages come in (the server's render asks them as queries of their own)", async () => {
    const { client, calls } = directoryApi();
    const second = await client.query({ query: Directory, variables: { offset: 4, limit: 4 } });
    expect(ids(second.data)).toEqual([5, 6, 7, 8]);
    // The list's query reads from the first item on: nothing yet, so it asks its page.
    const first = await client.query({ query: Directory, variables: { offset: 0, limit: 4 } });
    expect(ids(first.data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Asked again, a page loaded is read from the list, and the list stays whole.
    const again = await client.query({ query: Directory, variables: { offset: 4, limit: 4 } });
    expect(ids(again.data)).toEqual([5, 6, 7, 8]);
    await client.refetchQueries({ include: "all" });
    expect(ids(client.readQuery({ query: Directory, variables: { offset: 0, limit: 4 } }) ?? undefined)).toHaveLength(8);
    expect(calls.map((call) => call.variables.offset)).toEqual([4, 0]);
  });
});

describe("one talent, two screens", () => {
  type Talent = { __typename: "AdminTalent"; id: number; firstName: string; isPublished: boolean };
  const TalentList: TypedDocumentNode<{ staffTalents: Talent[] }> = gql`
    query TalentList {
      staffTalents {
        id
        firstName
        isPublished
      }
    }
  `;
  const TalentEditor: TypedDocumentNode<{ adminTalent: Talent }, { id: number }> = gql`
    query TalentEditor($id: Int!) {
      adminTalent(id: $id) {
        id
        firstName
        isPublished
      }
    }
  `;
  const Publish: TypedDocumentNode<{ publishTalent: Omit<Talent, "firstName"> }, { id: number }> = gql`
    mutation Publish($id: Int!) {
      publishTalent(id: $id) {
        id
        isPublished
      }
    }
  `;
  const Rename: TypedDocumentNode<{ updateTalent: Omit<Talent, "isPublished"> }, { id: number; firstName: string }> = gql`
    mutation Rename($id: Int!, $firstName: String!) {
      updateTalent(id: $id, firstName: $firstName) {
        id
        firstName
      }
    }
  `;

  function List() {
    const { data } = useQuery(TalentList);
    return (
      <ul>
        {data?.staffTalents.map((talent) => (
          <li key={talent.id} data-testid={`row-${talent.id}`}>
            {`${talent.firstName}: ${talent.isPublished ? "published" : "draft"}`}
          </li>
        ))}
      </ul>
    );
  }
  function Editor() {
    const { data } = useQuery(TalentEditor, { variables: { id: 7 } });
    const [publish] = useMutation(Publish);
    const [rename] = useMutation(Rename);
    if (!data) return null;
    return (
      <section>
        <h1>{data.adminTalent.firstName}</h1>
        <button onClick={() => void publish({ variables: { id: 7 } })}>Publish</button>
        <button onClick={() => void rename({ variables: { id: 7, firstName: "Mia-Rose" } })}>Rename</button>
      </section>
    );
  }

  it("shows a publish and an edit made in one component in the other, from the mutation's answer alone", async () => {
    const mia = { __typename: "AdminTalent", id: 7, firstName: "Mia", isPublished: false };
    const { client, calls } = setup(({ operationName }) => {
      if (operationName === "TalentList") return { data: { staffTalents: [mia, { ...mia, id: 8, firstName: "Noah" }] } };
      if (operationName === "TalentEditor") return { data: { adminTalent: mia } };
      if (operationName === "Publish") return { data: { publishTalent: { __typename: "AdminTalent", id: 7, isPublished: true } } };
      return { data: { updateTalent: { __typename: "AdminTalent", id: 7, firstName: "Mia-Rose" } } };
    });
    render(
      <ApolloProvider client={client}>
        <List />
        <Editor />
      </ApolloProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("row-7").textContent).toBe("Mia: draft"));
    await screen.findByRole("heading", { name: "Mia" });

    act(() => screen.getByRole("button", { name: "Publish" }).click());
    await waitFor(() => expect(screen.getByTestId("row-7").textContent).toBe("Mia: published"));
    act(() => screen.getByRole("button", { name: "Rename" }).click());
    await waitFor(() => expect(screen.getByTestId("row-7").textContent).toBe("Mia-Rose: published"));
    expect(screen.getByRole("heading").textContent).toBe("Mia-Rose");
    expect(screen.getByTestId("row-8").textContent).toBe("Noah: draft");
    // Two reads and two writes: neither screen asked again.
    expect(calls.map((call) => call.operationName)).toEqual(["TalentList", "TalentEditor", "Publish", "Rename"]);
  });
});
