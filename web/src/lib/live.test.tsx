// @vitest-environment jsdom
import { ApolloClient, ApolloLink, gql, InMemoryCache } from "@apollo/client";
import { ApolloProvider, useQuery } from "@apollo/client/react";
import { render, screen, waitFor } from "@testing-library/react";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import { reloadingForTheViewer, useLiveRefresh } from "./live";

// The live staff screens ask 'has anything changed?' every 2 s (ADR 080). A poll that brings the same
// answer must not render the screen again (a long list re-rendered every 2 s kept a fifth of a core
// busy on an idle admin screen); a moved answer reloads the screen's lists.

const LIST = gql`
  query LiveTestList {
    items
  }
`;

function setUp() {
  const asked = { stamp: 0, list: 0 };
  let stamp = "1";
  const link = new ApolloLink(
    (operation) =>
      // Answers come later, as over the network: a poll under way is a state of its own.
      new Observable((observer) => {
        const timer = setTimeout(() => {
          if (operation.operationName === "StaffChangeStamp") {
            asked.stamp += 1;
            observer.next({ data: { staffChangeStamp: stamp } });
          } else {
            asked.list += 1;
            observer.next({ data: { items: [`version ${asked.list}`] } });
          }
          observer.complete();
        }, 1);
        return () => clearTimeout(timer);
      }),
  );
  let renders = 0;
  const reloading: boolean[] = [];
  function Screen() {
    renders += 1;
    useLiveRefresh(20);
    const list = useQuery<{ items: string[] }>(LIST);
    reloading.push(reloadingForTheViewer(list));
    return <p>{list.data?.items[0] ?? "loading"}</p>;
  }
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <Screen />
    </ApolloProvider>,
  );
  return { asked, renders: () => renders, reloading, moveStamp: () => (stamp = String(Number(stamp) + 1)) };
}

describe("useLiveRefresh", () => {
  it("asks again and again, and renders the screen no more while the answer stays the same", async () => {
    const live = setUp();
    await screen.findByText("version 1");
    await waitFor(() => expect(live.asked.stamp).toBeGreaterThanOrEqual(2));
    const settled = live.renders();
    const polls = live.asked.stamp;
    await waitFor(() => expect(live.asked.stamp).toBeGreaterThanOrEqual(polls + 5));
    expect(live.renders()).toBe(settled);
    expect(live.asked.list).toBe(1);
  });

  it("reloads the screen's lists when the answer moves, without calling them busy", async () => {
    const live = setUp();
    await screen.findByText("version 1");
    expect(live.reloading[0]).toBe(true); // the first load is the viewer's
    await waitFor(() => expect(live.asked.stamp).toBeGreaterThanOrEqual(2));
    const before = live.reloading.length;
    live.moveStamp();
    expect(await screen.findByText("version 2")).toBeDefined();
    expect(live.reloading.slice(before)).not.toContain(true);
  });
});
