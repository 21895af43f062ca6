// @vitest-environment jsdom
import { gql } from "@apollo/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from "../session";
import { clearSessionAndReload, createApolloClient } from "./client";
import { RETRY_COUNT, RETRY_DELAY_MS, WITH_RETRIES } from "./links";

const Probe = gql`
  query Probe {
    categories {
      id
    }
  }
`;
const OK = { data: { categories: [{ __typename: "Category", id: 1 }] } };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function signIn() {
  localStorage.setItem(AUTH_TOKEN_KEY, "stale-token");
  localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: 1, username: "admin@example.com", isAdmin: true }));
}

/** A client whose calls go to `answer`, and whose 'Invalid token' handling reloads into a spy. */
function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const reload = vi.fn();
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(answer(new Request(new URL(String(input), "http://localhost"), init))),
  );
  const client = createApolloClient({ fetch: fetch as typeof globalThis.fetch, onInvalidToken: () => clearSessionAndReload(reload) });
  const query = (context?: object) => client.query({ query: Probe, fetchPolicy: "network-only", context });
  return { client, fetch, reload, query };
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe("the auth link", () => {
  it("sends the stored auth_token as a bearer token, and nothing when signed out", async () => {
    const seen: Array<string | null> = [];
    const { query } = clientAnswering((request) => {
      seen.push(request.headers.get("authorization"));
      return json(OK);
    });
    await query();
    signIn();
    await query();
    expect(seen).toEqual([null, "Bearer stale-token"]);
  });
});

describe("the error link on 'Invalid token'", () => {
  beforeEach(signIn);

  it("clears auth_token and auth_user and reloads on UNAUTHENTICATED 'Invalid token'", async () => {
    const { query, reload } = clientAnswering(() =>
      json({ data: null, errors: [{ message: "Invalid token", extensions: { code: "UNAUTHENTICATED" } }] }),
    );
    await expect(query()).rejects.toThrow("Invalid token");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does the same on a 401 whose text says 'Invalid token'", async () => {
    const { query, reload } = clientAnswering(() => json({ message: "Invalid token", error: "Unauthorized" }, 401));
    await expect(query()).rejects.toThrow();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the session on other errors, a missing sign-in included", async () => {
    const { query, reload } = clientAnswering(() =>
      json({ data: null, errors: [{ message: "Admin access required", extensions: { code: "FORBIDDEN" } }] }),
    );
    await expect(query()).rejects.toThrow("Admin access required");
    const second = clientAnswering(() =>
      json({ data: null, errors: [{ message: "Authentication required", extensions: { code: "UNAUTHENTICATED" } }] }),
    );
    await expect(second.query()).rejects.toThrow("Authentication required");
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe("stale-token");
    expect(reload).not.toHaveBeenCalled();
    expect(second.reload).not.toHaveBeenCalled();
  });
});

describe("retries", () => {
  it(`retry an operation that asks for them ${RETRY_COUNT} times, ${RETRY_DELAY_MS} ms apart`, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let calls = 0;
    const { query, fetch } = clientAnswering(() => {
      calls += 1;
      if (calls <= RETRY_COUNT) throw new TypeError("Failed to fetch");
      return json(OK);
    });
    const result = query(WITH_RETRIES);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= RETRY_COUNT; retry += 1) {
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
      expect(fetch).toHaveBeenCalledTimes(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(retry + 1);
    }
    await expect(result).resolves.toMatchObject({ data: OK.data });
  });

  it("give up after the last retry", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { query, fetch } = clientAnswering(() => json({ message: "Database unavailable" }, 503));
    const result = query(WITH_RETRIES);
    const outcome = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(RETRY_COUNT * RETRY_DELAY_MS + 1);
    await outcome;
    expect(fetch).toHaveBeenCalledTimes(RETRY_COUNT + 1);
  });

  it("are not made for operations that do not ask, nor for the API's own errors", async () => {
    const failing = clientAnswering(() => {
      throw new TypeError("Failed to fetch");
    });
    await expect(failing.query()).rejects.toThrow("Failed to fetch");
    expect(failing.fetch).toHaveBeenCalledTimes(1);

    const refused = clientAnswering(() =>
      json({ data: null, errors: [{ message: "Talent 9 not found", extensions: { code: "NOT_FOUND" } }] }),
    );
    await expect(refused.query(WITH_RETRIES)).rejects.toThrow("Talent 9 not found");
    expect(refused.fetch).toHaveBeenCalledTimes(1);
  });
});
