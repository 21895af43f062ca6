// @vitest-environment jsdom
import { CombinedGraphQLErrors, gql, ServerError } from "@apollo/client";
import { print } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphqlFieldErrors } from "../graphql-errors";
import { AUTH_TOKEN_KEY } from "../session";
import { createApolloClient } from "./client";
import { extractFiles, hasFiles, multipartBody } from "./upload-link";

describe("multipartBody (GraphQL multipart request spec)", () => {
  it("puts null where each file goes, maps the files to those places and appends them in order", async () => {
    const headshot = new File(["jpeg"], "head.jpg", { type: "image/jpeg" });
    const resume = new File(["%PDF-"], "cv.pdf", { type: "application/pdf" });
    const body = multipartBody({
      query: "mutation M { x }",
      variables: { input: { firstName: "Zara" }, headshot, fullBodyShot: null, resume },
    });

    expect([...body.keys()]).toEqual(["operations", "map", "0", "1"]);
    expect(JSON.parse(body.get("operations") as string)).toEqual({
      query: "mutation M { x }",
      variables: { input: { firstName: "Zara" }, headshot: null, fullBodyShot: null, resume: null },
    });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.headshot"], 1: ["variables.resume"] });
    const first = body.get("0") as File;
    expect(first.name).toBe("head.jpg");
    expect(await first.text()).toBe("jpeg");
    expect((body.get("1") as File).name).toBe("cv.pdf");
  });

  it("fills a list variable file by file (the bulk upload's images.0, images.1), leaving the caller's variables as they were", async () => {
    const first = new File(["a"], "pending-upload-1.jpg", { type: "image/jpeg" });
    const second = new File(["b"], "pending-upload-2.jpg", { type: "image/jpeg" });
    const variables = { images: [first, second] };
    const body = multipartBody({ query: "mutation B($images: [Upload!]!) { x }", variables });

    expect(JSON.parse(body.get("operations") as string).variables).toEqual({ images: [null, null] });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.images.0"], 1: ["variables.images.1"] });
    expect((body.get("0") as File).name).toBe("pending-upload-1.jpg");
    expect(await (body.get("1") as File).text()).toBe("b");
    expect(variables.images).toEqual([first, second]);
  });

  it("finds files anywhere in the variables, and nothing in plain ones", () => {
    const file = new File(["x"], "x.png");
    expect(hasFiles({ input: { nested: [{ file }] } })).toBe(true);
    expect(hasFiles({ input: { name: "Zara", ids: [1, 2] }, none: null })).toBe(false);
    expect(extractFiles({ a: { b: [1, file] } })).toEqual({ clone: { a: { b: [1, null] } }, files: [["variables.a.b.1", file]] });
  });
});

/** Stands in for XMLHttpRequest: records what is sent, and lets the test play the upload's events. */
class FakeRequest extends EventTarget {
  static last: FakeRequest | null = null;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = "";
  url = "";
  status = 0;
  responseText = "";
  statusText = "";
  withCredentials = false;
  body: FormData | null = null;
  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\n";
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
}

describe("the upload link (operations with files)", () => {
  const Submit = gql`
    mutation Submit($input: SubmissionInput!, $headshot: Upload) {
      submitTalent(input: $input, headshot: $headshot) {
        id
        message
      }
    }
  `;
  const headshot = new File(["jpeg"], "head.jpg", { type: "image/jpeg" });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  /** A client whose JSON calls go to a spy and whose uploads go to a FakeRequest. */
  function start(variables: Record<string, unknown> = { input: { firstName: "Zara" }, headshot }) {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    const fetch = vi.fn(() => Promise.reject(new Error("not over fetch")));
    const client = createApolloClient({ fetch: fetch as unknown as typeof globalThis.fetch });
    const progress: number[] = [];
    const result = client.mutate({ mutation: Submit, variables, context: { onProgress: (fraction: number) => progress.push(fraction) } });
    return { client, fetch, progress, result };
  }

  /** The link sends once the operation has passed the links before it. */
  const sent = async () => {
    await vi.waitFor(() => expect(FakeRequest.last?.body).toBeTruthy());
    return FakeRequest.last!;
  };

  it("sends a multipart request with the preflight and bearer headers, reports progress, and resolves through Apollo", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, "a-token");
    FakeRequest.last = null;
    const { fetch, progress, result } = start();
    const request = await sent();
    expect(fetch).not.toHaveBeenCalled();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/graphql");
    expect(request.withCredentials).toBe(true);
    expect(request.headers["apollo-require-preflight"]).toBe("true");
    expect(request.headers.authorization).toBe("Bearer a-token");
    expect(request.headers["content-type"]).toBeUndefined();
    const operations = JSON.parse(request.body!.get("operations") as string) as {
      query: string;
      variables: unknown;
      operationName: string;
    };
    expect(operations.operationName).toBe("Submit");
    // Apollo's document, with the __typename it adds for the cache.
    expect(print(gql(operations.query))).toContain("submitTalent(input: $input, headshot: $headshot)");
    expect(operations.variables).toEqual({ input: { firstName: "Zara" }, headshot: null });
    expect((request.body!.get("0") as File).name).toBe("head.jpg");

    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, { data: { submitTalent: { __typename: "SubmittedTalent", id: 7, message: "Thanks" } } });
    await expect(result).resolves.toMatchObject({ data: { submitTalent: { id: 7, message: "Thanks" } } });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with a CombinedGraphQLErrors naming the fields, which the form kit shows beside them", async () => {
    FakeRequest.last = null;
    const { result } = start();
    const request = await sent();
    request.answer(200, {
      data: null,
      errors: [
        { message: "File too large", extensions: { code: "PAYLOAD_TOO_LARGE", fields: { headshot: "The headshot is over 5 MB." } } },
      ],
    });
    const failure = await result.catch((error: unknown) => error);
    expect(CombinedGraphQLErrors.is(failure)).toBe(true);
    expect(graphqlFieldErrors(failure)).toEqual({ headshot: "The headshot is over 5 MB." });
  });

  it("rejects with a ServerError on an HTTP error without a GraphQL answer, and with an Error when the connection fails", async () => {
    FakeRequest.last = null;
    const refused = start();
    (await sent()).answer(413, "Payload too large");
    const failure = await refused.result.catch((error: unknown) => error);
    expect(ServerError.is(failure)).toBe(true);
    expect((failure as ServerError).statusCode).toBe(413);

    FakeRequest.last = null;
    const cut = start();
    const request = await sent();
    request.progress(10, 100);
    request.dispatchEvent(new Event("error"));
    await expect(cut.result).rejects.toThrow("The connection failed before the upload finished.");
    expect(cut.progress).toEqual([0.1]);
  });

  it("leaves operations without files to the HttpLink", async () => {
    FakeRequest.last = null;
    const { fetch, result } = start({ input: { firstName: "Zara" }, headshot: null });
    await expect(result).rejects.toThrow("not over fetch");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(FakeRequest.last).toBeNull();
  });
});
