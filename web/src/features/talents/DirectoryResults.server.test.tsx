// The server's render of the directory (ADRs 128 and 129): no effects run there, so no fetchMore; the
// address's further pages are asked as queries of their own and land in the same list.
import { ApolloProvider } from "@apollo/client/react";
import { prerenderStatic } from "@apollo/client/react/ssr";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { createApolloClient } from "../../lib/apollo/client";
import { DirectoryResults, TalentDirectoryQuery } from "./DirectoryResults";
import { PAGE_SIZE } from "./filters";

const talent = (id: number) => ({
  __typename: "Talent",
  id,
  firstName: `Talent${id}`,
  lastInitial: "T",
  age: 30,
  suburb: "Richmond",
  state: "VIC",
  height: 170,
  categories: [],
  images: [],
  coverImage: null,
  firstImageUrl: null,
  imageUrl: null,
  headshotUrl: null,
  fullBodyShotUrl: null,
  additionalImages: [],
});

describe("DirectoryResults in the server's render", () => {
  it("renders every page of the address's page count, and the answers it sends hold the whole list", async () => {
    const total = 60;
    const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const { offset, limit } = (JSON.parse(String(init?.body)) as { variables: { offset: number; limit: number } }).variables;
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice(offset, offset + limit);
      const data = { talentDirectory: { __typename: "TalentDirectoryPage", total, items: ids.map(talent) } };
      return new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
    });
    const client = createApolloClient({ ssrMode: true, uri: "http://localhost/graphql", fetch: fetch as typeof globalThis.fetch });
    const { result: html } = await prerenderStatic({
      tree: (
        <ApolloProvider client={client}>
          <ChakraProvider value={defaultSystem}>
            <MemoryRouter>
              <DirectoryResults filter={{}} pages={2} focusPage={null} onLoadMore={() => undefined} />
            </MemoryRouter>
          </ChakraProvider>
        </ApolloProvider>
      ),
      renderFunction: renderToString,
    });

    expect(html.match(/data-testid="talent-card"/g)).toHaveLength(PAGE_SIZE * 2);
    expect(html).toContain(`Showing ${PAGE_SIZE * 2} of ${total} talents`);
    // Both pages asked at once, in the first pass.
    expect(fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).variables.offset).sort()).toEqual([0, PAGE_SIZE]);

    // The browser restores these answers: its list query finds the whole list without asking.
    const browser = createApolloClient({ fetch: vi.fn() as unknown as typeof globalThis.fetch });
    browser.cache.restore(JSON.parse(JSON.stringify(client.extract())));
    const read = browser.readQuery({ query: TalentDirectoryQuery, variables: { filter: {}, offset: 0, limit: PAGE_SIZE } });
    expect(read?.talentDirectory.items).toHaveLength(PAGE_SIZE * 2);
  });
});
