// @vitest-environment jsdom
import { ApolloProvider } from "@apollo/client/react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TalentFilter } from "../../gql/graphql";
import { createApolloClient } from "../../lib/apollo/client";
import { DirectoryResults } from "./DirectoryResults";
import { PAGE_SIZE } from "./filters";

// The directory's results on the app's Apollo client over a stand-in API: one query whose next
// pages come with fetchMore (ADR 129), the page count from the address, and its states.

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
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
type Call = { variables: { filter?: TalentFilter | null; offset: number; limit: number } };

/** `total` talents (ids from 1) for no filter, none for a search; `fail` answers a call with an error instead. */
function setup({ total = 60, fail = (_call: Call): boolean => false } = {}) {
  const calls: Call["variables"][] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const call = JSON.parse(String(init?.body)) as Call;
    calls.push(call.variables);
    if (fail(call)) return json({ message: "Database unavailable" }, 503);
    const count = call.variables.filter?.search ? 0 : total;
    const ids = Array.from({ length: count }, (_, index) => index + 1).slice(
      call.variables.offset,
      call.variables.offset + call.variables.limit,
    );
    return json({ data: { talentDirectory: { __typename: "TalentDirectoryPage", total: count, items: ids.map(talent) } } });
  });
  const client = createApolloClient({ fetch: fetch as typeof globalThis.fetch });
  const onLoadMore = vi.fn();
  const view = (filter: TalentFilter = {}, pages = 1) => (
    <ApolloProvider client={client}>
      <ChakraProvider value={defaultSystem}>
        <MemoryRouter>
          <DirectoryResults filter={filter} pages={pages} focusPage={null} onLoadMore={onLoadMore} />
        </MemoryRouter>
      </ChakraProvider>
    </ApolloProvider>
  );
  return { client, calls, view, onLoadMore };
}

const cards = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const status = () => screen.getByRole("status").textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("DirectoryResults", () => {
  it("shows skeletons, then the first page and 'Load more'; a page count grows the list with fetchMore, appended", async () => {
    const { calls, view, onLoadMore } = setup();
    const page = render(view());
    expect(screen.getByRole("list").getAttribute("aria-busy")).toBe("true");
    await waitFor(() => expect(status()).toBe(`Showing ${PAGE_SIZE} of 60 talents`));
    expect(cards()).toHaveLength(PAGE_SIZE);
    act(() => screen.getByRole("button", { name: "Load more" }).click());
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // The address now says two pages, then three: each next page is asked once and appended.
    page.rerender(view({}, 2));
    await waitFor(() => expect(status()).toBe(`Showing ${PAGE_SIZE * 2} of 60 talents`));
    page.rerender(view({}, 3));
    await waitFor(() => expect(status()).toBe("Showing 60 talents"));
    expect(cards()).toHaveLength(60);
    expect(cards()[PAGE_SIZE]).toBe(`Talent${PAGE_SIZE + 1} T.`);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(calls.map((call) => call.offset)).toEqual([0, PAGE_SIZE, PAGE_SIZE * 2]);
  });

  it("renders a list it holds at once, whole, and asks nothing (Back from a profile)", async () => {
    const { calls, view } = setup();
    const first = render(view({}, 2));
    await waitFor(() => expect(status()).toBe(`Showing ${PAGE_SIZE * 2} of 60 talents`));
    first.unmount();

    render(view({}, 2));
    expect(status()).toBe(`Showing ${PAGE_SIZE * 2} of 60 talents`);
    expect(cards()).toHaveLength(PAGE_SIZE * 2);
    expect(calls).toHaveLength(2);
  });

  it("starts a new list for a new filter, and shows its empty state", async () => {
    const { calls, view } = setup();
    const page = render(view());
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    page.rerender(view({ search: "nobody" }));
    await screen.findByTestId("directory-empty");
    expect(screen.getByText("No Talents Found")).toBeTruthy();
    expect(calls.map((call) => call.filter)).toEqual([{}, { search: "nobody" }]);
  });

  it("retries a failed first page 3 times, 1 s apart, then shows the error panel", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { calls, view } = setup({ fail: () => true });
    render(view());
    await act(() => vi.advanceTimersByTimeAsync(3 * 1000 + 100));
    vi.useRealTimers();
    await screen.findByTestId("directory-error");
    expect(calls).toHaveLength(4);
  });

  it("shows Retry in place of a next page that failed, and Retry asks it again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let down = true;
    const { calls, view } = setup({ fail: (call) => down && call.variables.offset > 0 });
    render(view({}, 2));
    await act(() => vi.advanceTimersByTimeAsync(3 * 1000 + 100));
    vi.useRealTimers();
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(cards()).toHaveLength(PAGE_SIZE);
    expect(calls.filter((call) => call.offset === PAGE_SIZE)).toHaveLength(4);

    down = false;
    act(() => retry.click());
    await waitFor(() => expect(status()).toBe(`Showing ${PAGE_SIZE * 2} of 60 talents`));
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
  });
});
