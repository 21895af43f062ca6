import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { parse, print } from "graphql";
import { describe, expect, it } from "vitest";
import { graphqlFieldErrors, GraphQLRequestError } from "./graphql-errors";
import { multipartBody, uploadMutation } from "./graphql-upload";

describe("multipartBody (GraphQL multipart request spec)", () => {
  it("puts null where each file goes, maps the files to those places and appends them in order", async () => {
    const headshot = new File(["jpeg"], "head.jpg", { type: "image/jpeg" });
    const resume = new File(["%PDF-"], "cv.pdf", { type: "application/pdf" });
    const body = multipartBody("mutation M { x }", { input: { firstName: "Zara" } }, { headshot, fullBodyShot: null, resume });

    expect([...body.keys()]).toEqual(["operations", "map", "0", "1"]);
    expect(JSON.parse(body.get("operations") as string)).toEqual({
      query: "mutation M { x }",
      variables: { input: { firstName: "Zara" }, headshot: null, resume: null },
    });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.headshot"], 1: ["variables.resume"] });
    const first = body.get("0") as File;
    expect(first.name).toBe("head.jpg");
    expect(await first.text()).toBe("jpeg");
    expect((body.get("1") as File).name).toBe("cv.pdf");
  });
});

/** Stands in for XMLHttpRequest: records what is sent, and lets the test play the upload's events. */
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  status = 0;
  responseText = "";
  statusText = "";
  withCredentials = false;
  body: FormData | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
}

describe("uploadMutation", () => {
  const Submit = parse(
    "mutation Submit($input: SubmissionInput!, $headshot: Upload) { submitTalent(input: $input, headshot: $headshot) { id } }",
  ) as TypedDocumentNode<{ submitTalent: { id: number } }, { input: { firstName: string }; headshot?: File | null }>;
  const headshot = new File(["jpeg"], "head.jpg", { type: "image/jpeg" });

  function start() {
    const request = new FakeRequest();
    const progress: number[] = [];
    const result = uploadMutation(
      Submit,
      { input: { firstName: "Zara" } },
      { headshot },
      {
        onProgress: (fraction) => progress.push(fraction),
        createRequest: () => request as unknown as XMLHttpRequest,
      },
    );
    return { request, progress, result };
  }

  it("reports the share of the body sent, then resolves with the answer", async () => {
    const { request, progress, result } = start();
    const operations = JSON.parse(request.body!.get("operations") as string) as { query: string };
    expect(print(parse(operations.query))).toBe(print(Submit));
    expect(request.headers["apollo-require-preflight"]).toBe("true");
    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, { data: { submitTalent: { id: 7 } } });
    await expect(result).resolves.toEqual({ submitTalent: { id: 7 } });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects with the API's field messages, which the form kit shows beside the fields", async () => {
    const { request, result } = start();
    request.answer(200, {
      data: null,
      errors: [
        { message: "File too large", extensions: { code: "PAYLOAD_TOO_LARGE", fields: { headshot: "The headshot is over 5 MB." } } },
      ],
    });
    const failure = await result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect(graphqlFieldErrors(failure)).toEqual({ headshot: "The headshot is over 5 MB." });
  });

  it("rejects when the connection fails mid-way", async () => {
    const { request, result } = start();
    request.progress(10, 100);
    request.dispatchEvent(new Event("error"));
    await expect(result).rejects.toThrow("The connection failed before the upload finished.");
  });
});
