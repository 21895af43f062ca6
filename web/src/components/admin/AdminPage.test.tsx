// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryStates } from "./AdminPage";

afterEach(cleanup);

type Answer = { rows: string[] };
const show = (query: { data?: Answer; loading: boolean; error?: { message: string }; refetch: () => void }) =>
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryStates
        query={query}
        isEmpty={query.data?.rows.length === 0}
        errorTitle="Failed to fetch rows"
        loading={<p>Loading rows</p>}
        empty="No rows yet"
      >
        {() => (
          <ul>
            {query.data!.rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </QueryStates>
    </ChakraProvider>,
  );

describe("QueryStates", () => {
  it("shows the loading placeholder, without building the list, before the first answer", () => {
    show({ loading: true, refetch: () => undefined });
    expect(screen.getByText("Loading rows")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the failure with a Retry that asks again", () => {
    const refetch = vi.fn();
    show({ loading: false, error: { message: "Network down" }, refetch });
    expect(screen.getByText("Failed to fetch rows")).toBeTruthy();
    expect(screen.getByText("Network down")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows the empty text, then the list once there are rows", () => {
    show({ loading: false, data: { rows: [] }, refetch: () => undefined });
    expect(screen.getByText("No rows yet")).toBeTruthy();
    cleanup();
    show({ loading: false, data: { rows: ["Ann", "Bo"] }, refetch: () => undefined });
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Ann", "Bo"]);
  });

  it("keeps the list on screen when a later refresh fails", () => {
    show({ loading: false, data: { rows: ["Ann"] }, error: { message: "Network down" }, refetch: () => undefined });
    expect(screen.getByRole("listitem").textContent).toBe("Ann");
    expect(screen.queryByText("Failed to fetch rows")).toBeNull();
  });
});
