// @vitest-environment jsdom
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { parse } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphqlErrorCode, graphqlFieldErrors, GraphQLRequestError, HttpError } from "../graphql-errors";
import { AUTH_TOKEN_KEY } from "../session";
import { createPublicClient, type PublicClientOptions } from "./client";
import { PublicClientProvider, usePublicMutation, usePublicQuery } from "./hooks";

const Probe = parse("query Probe($n: Int!) { probe(n: $n) }") as TypedDocumentNode<{ probe: string }, { n: number }>;
const Send = parse("mutation Send($text: String!) { send(text: $text) }") as TypedDocumentNode<{ send: boolean }, { text: string }>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
type Sent = { operationName: string; query: string; variables: Record<string, unknown>; headers: Headers };

/** A client whose calls go to `answer`, recorded in `sent`; retries wait 1 ms instead of 1 s. */
function setup(answer: (sent: Sent) => Response | Promise<Response>, options: PublicClientOptions = {}) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const call = { ...(JSON.parse(String(init?.body)) as Omit<Sent, "headers">), headers: new Headers(init?.headers) };
    sent.push(call);
    return answer(call);
  });
  const client = createPublicClient({ fetch: fetch as typeof globalThis.fetch, retryDelayMs: 1, ...options });
  return { client, sent };
}

function ProbeView({ n, retries, skip }: { n: number; retries?: number; skip?: boolean }) {
  const { data, loading, error, refetch } = usePublicQuery(Probe, { variables: { n }, retries, skip });
  return (
    <div>
      <p data-testid="state">{loading ? "loading" : error ? `error: ${error.message}` : (data?.probe ?? "nothing")}</p>
      {data && loading ? <p>refreshing {data.probe}</p> : null}
      <button onClick={() => void refetch()}>again</button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("usePublicQuery", () => {
  it("loads, then renders a query answered before at once from the cache, without asking again", async () => {
    const { client, sent } = setup(({ variables }) => json({ data: { probe: `answer ${String(variables.n)}` } }));
    const view = render(
      <PublicClientProvider value={client}>
        <ProbeView n={1} />
      </PublicClientProvider>,
    );
    expect(screen.getByTestId("state").textContent).toBe("loading");
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("answer 1"));
    view.unmount();

    // Back to the page: the first render already shows the answer.
    render(
      <PublicClientProvider value={client}>
        <ProbeView n={1} />
      </PublicClientProvider>,
    );
    expect(screen.getByTestId("state").textContent).toBe("answer 1");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ operationName: "Probe", variables: { n: 1 } });
    expect(parse(sent[0]!.query)).toMatchObject({ definitions: [{ name: { value: "Probe" } }] });
  });

  it("asks again when the variables change, and not for variables already answered", async () => {
    const { client, sent } = setup(({ variables }) => json({ data: { probe: `answer ${String(variables.n)}` } }));
    const view = render(
      <PublicClientProvider value={client}>
        <ProbeView n={1} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("answer 1"));
    view.rerender(
      <PublicClientProvider value={client}>
        <ProbeView n={2} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("answer 2"));
    view.rerender(
      <PublicClientProvider value={client}>
        <ProbeView n={1} />
      </PublicClientProvider>,
    );
    expect(screen.getByTestId("state").textContent).toBe("answer 1");
    expect(sent.map((call) => call.variables.n)).toEqual([1, 2]);
  });

  it("keeps the last answer as previousData while changed variables load (the picker's list does not jump)", async () => {
    let release: (response: Response) => void = () => undefined;
    const { client } = setup(({ variables }) =>
      variables.n === 1 ? json({ data: { probe: "one" } }) : new Promise<Response>((resolve) => (release = resolve)),
    );
    function Kept({ n }: { n: number }) {
      const { data, previousData } = usePublicQuery(Probe, { variables: { n } });
      return <p data-testid="kept">{`${data?.probe ?? "-"} / ${previousData?.probe ?? "-"}`}</p>;
    }
    const view = render(
      <PublicClientProvider value={client}>
        <Kept n={1} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("kept").textContent).toBe("one / one"));
    view.rerender(
      <PublicClientProvider value={client}>
        <Kept n={2} />
      </PublicClientProvider>,
    );
    expect(screen.getByTestId("kept").textContent).toBe("- / one");
    release(json({ data: { probe: "two" } }));
    await waitFor(() => expect(screen.getByTestId("kept").textContent).toBe("two / two"));
  });

  it("shares one call between two components showing the same query, and asks nothing when skipped", async () => {
    const { client, sent } = setup(() => json({ data: { probe: "shared" } }));
    render(
      <PublicClientProvider value={client}>
        <ProbeView n={5} />
        <ProbeView n={5} />
        <ProbeView n={6} skip />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId("state").map((node) => node.textContent)).toEqual(["shared", "shared", "nothing"]));
    expect(sent).toHaveLength(1);
  });

  it("retries a failed connection 3 times, then shows the error; Retry asks again and shows the answer", async () => {
    let down = true;
    const { client, sent } = setup(() => (down ? Promise.reject(new TypeError("Failed to fetch")) : json({ data: { probe: "back" } })));
    render(
      <PublicClientProvider value={client}>
        <ProbeView n={1} retries={3} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("error: Failed to fetch"));
    expect(sent).toHaveLength(4);

    down = false;
    act(() => screen.getByRole("button", { name: "again" }).click());
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("back"));
    expect(sent).toHaveLength(5);
  });

  it("retries a 5xx but not the API's GraphQL error, nor a query that asked for no retries", async () => {
    const serverDown = setup(() => new Response("Bad gateway", { status: 502 }));
    render(
      <PublicClientProvider value={serverDown.client}>
        <ProbeView n={1} retries={3} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("error: 502: Bad gateway"));
    expect(serverDown.sent).toHaveLength(4);
    cleanup();

    const refused = setup(() => json({ data: null, errors: [{ message: "Not allowed", extensions: { code: "FORBIDDEN" } }] }));
    render(
      <PublicClientProvider value={refused.client}>
        <ProbeView n={1} retries={3} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("error: Not allowed"));
    expect(refused.sent).toHaveLength(1);
    cleanup();

    const once = setup(() => Promise.reject(new TypeError("Failed to fetch")));
    render(
      <PublicClientProvider value={once.client}>
        <ProbeView n={1} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("error: Failed to fetch"));
    expect(once.sent).toHaveLength(1);
  });

  it("keeps the answer on screen while a refetch is under way", async () => {
    let release: (response: Response) => void = () => undefined;
    let calls = 0;
    const { client } = setup(() => {
      calls += 1;
      return calls === 1 ? json({ data: { probe: "first" } }) : new Promise<Response>((resolve) => (release = resolve));
    });
    render(
      <PublicClientProvider value={client}>
        <ProbeView n={1} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("first"));
    act(() => screen.getByRole("button", { name: "again" }).click());
    expect(screen.getByText("refreshing first")).toBeTruthy();
    release(json({ data: { probe: "second" } }));
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("second"));
  });

  it("changes a cached answer in place with updateQuery, and the page shows it", async () => {
    const { client } = setup(() => json({ data: { probe: "before" } }));
    render(
      <PublicClientProvider value={client}>
        <ProbeView n={3} />
      </PublicClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("before"));
    act(() => client.updateQuery(Probe, { n: 3 }, () => ({ probe: "after" })));
    expect(screen.getByTestId("state").textContent).toBe("after");
  });
});

describe("writes and errors", () => {
  function SendView({ onError }: { onError: (error: unknown) => void }) {
    const [send, { loading }] = usePublicMutation(Send);
    return (
      <button onClick={() => void send({ text: "hi" }).catch(onError)} disabled={loading}>
        send
      </button>
    );
  }

  it("rejects with the API's code and field messages, read the way the form kit reads them", async () => {
    const { client, sent } = setup(() =>
      json({
        data: null,
        errors: [{ message: "Invalid input.", extensions: { code: "BAD_USER_INPUT", fields: { email: "Enter a valid e-mail." } } }],
      }),
    );
    const onError = vi.fn();
    render(
      <PublicClientProvider value={client}>
        <SendView onError={onError} />
      </PublicClientProvider>,
    );
    act(() => screen.getByRole("button", { name: "send" }).click());
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    const error: unknown = onError.mock.calls[0]![0];
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(graphqlErrorCode(error)).toBe("BAD_USER_INPUT");
    expect(graphqlFieldErrors(error)).toEqual({ email: "Enter a valid e-mail." });
    expect(sent[0]).toMatchObject({ operationName: "Send", variables: { text: "hi" } });
    // A write is never retried: the visitor decides whether to send it again.
    expect(sent).toHaveLength(1);
  });

  it("sends the stored token, and on 'Invalid token' lets the app forget the session", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "stale-token");
    const onInvalidToken = vi.fn();
    const { client, sent } = setup(
      () => json({ data: null, errors: [{ message: "Invalid token", extensions: { code: "UNAUTHENTICATED" } }] }),
      { onInvalidToken },
    );
    await expect(client.mutate(Send, { text: "hi" })).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(sent[0]!.headers.get("authorization")).toBe("Bearer stale-token");
    expect(sent[0]!.headers.get("apollo-require-preflight")).toBe("true");
    expect(onInvalidToken).toHaveBeenCalledTimes(1);
  });

  it("turns an HTTP error without a GraphQL answer into an HttpError with its status", async () => {
    const { client } = setup(() => new Response("Payload too large", { status: 413 }));
    const failure = await client.mutate(Send, { text: "hi" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).statusCode).toBe(413);
    expect(graphqlFieldErrors(failure)).toBeNull();
  });
});

describe("the server's render (ADR 126)", () => {
  it("asks during render, renders the answer on the next pass, and the browser's client starts from it", async () => {
    const { renderToString } = await import("react-dom/server");
    const { client: server, sent } = setup(({ variables }) => json({ data: { probe: `answer ${String(variables.n)}` } }), {
      serverRender: true,
    });
    const page = () =>
      renderToString(
        (
          <PublicClientProvider value={server}>
            <ProbeView n={7} />
          </PublicClientProvider>
        ) as never,
      );

    expect(page()).toContain("loading");
    expect(server.pending()).toHaveLength(1);
    await Promise.all(server.pending());
    expect(page()).toContain("answer 7");
    expect(server.pending()).toHaveLength(0);
    expect(server.hasErrors()).toBe(false);
    expect(sent).toHaveLength(1);

    // The browser: the first render is the server's, and nothing is asked again.
    const { client: browser, sent: browserSent } = setup(() => json({ data: { probe: "asked again" } }));
    browser.restore(JSON.parse(JSON.stringify(server.snapshot())) as Record<string, unknown>);
    render(
      <PublicClientProvider value={browser}>
        <ProbeView n={7} />
      </PublicClientProvider>,
    );
    expect(screen.getByTestId("state").textContent).toBe("answer 7");
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(browserSent).toHaveLength(0);
  });

  it("never retries on the server, and reports a failed query so the page goes out unrendered", async () => {
    const { renderToString } = await import("react-dom/server");
    const { client, sent } = setup(() => json({ errors: [{ message: "down" }] }, 500), { serverRender: true });
    renderToString(
      (
        <PublicClientProvider value={client}>
          <ProbeView n={1} retries={3} />
        </PublicClientProvider>
      ) as never,
    );
    await Promise.allSettled(client.pending());
    expect(client.hasErrors()).toBe(true);
    expect(sent).toHaveLength(1);
  });
});
