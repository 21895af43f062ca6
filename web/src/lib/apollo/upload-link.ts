import { ApolloLink } from "@apollo/client";
import { fallbackHttpConfig, parseAndCheckHttpResponse, selectHttpOptionsAndBody } from "@apollo/client/link/http";
import { Observable } from "rxjs";

// Operations whose variables hold files (ADR 129): sent as a GraphQL multipart request
// (github.com/jaydenseric/graphql-multipart-request-spec) over XMLHttpRequest, because fetch still
// reports nothing of a request body's progress and a 15 MB submission on a phone needs a progress
// bar. The answer goes back through Apollo's own response parsing, so a refused upload is a
// CombinedGraphQLErrors (with the API's `extensions.fields`) or a ServerError like any other
// operation's, and what it returns is written to the cache. Everything else goes to the HttpLink.

/** Called with 0..1 as the request body leaves (and 1 once the answer is in). */
export type UploadProgress = (fraction: number) => void;

declare module "@apollo/client" {
  interface DefaultContext {
    /** An upload's progress: `useMutation(Doc, { context: { onProgress } })`. */
    onProgress?: UploadProgress;
  }
}

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** Whether a value holds a File anywhere (a variable, an input object's field, a list entry). */
export function hasFiles(value: unknown): boolean {
  if (isFile(value)) return true;
  if (Array.isArray(value)) return value.some(hasFiles);
  if (value !== null && typeof value === "object") return Object.values(value).some(hasFiles);
  return false;
}

/** The variables with null where each file was, and each file with its dotted path (`variables.images.0`). */
export function extractFiles(variables: Record<string, unknown>): { clone: Record<string, unknown>; files: Array<[string, File]> } {
  const files: Array<[string, File]> = [];
  const walk = (value: unknown, path: string): unknown => {
    if (isFile(value)) {
      files.push([path, value]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    }
    return value;
  };
  const clone = walk(variables, "variables") as Record<string, unknown>;
  return { clone, files };
}

/** The multipart body: `operations` with null where each file goes, `map` naming those places, then the files in order. */
export function multipartBody(operation: Record<string, unknown> & { variables?: Record<string, unknown> }): FormData {
  const { clone, files } = extractFiles(operation.variables ?? {});
  const body = new FormData();
  body.append("operations", JSON.stringify({ ...operation, variables: clone }));
  body.append("map", JSON.stringify(Object.fromEntries(files.map(([path], index) => [String(index), [path]]))));
  files.forEach(([, file], index) => body.append(String(index), file, file.name));
  return body;
}

function responseHeaders(request: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of request
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export type UploadLinkOptions = {
  uri?: string;
  /** Headers every upload carries (the HttpLink's, so both transports send the same). */
  headers?: Record<string, string>;
  /** Tests pass a stand-in. */
  createRequest?: () => XMLHttpRequest;
};

/** The terminating link for operations with files. */
export function createUploadLink({
  uri = "/graphql",
  headers = {},
  createRequest = () => new XMLHttpRequest(),
}: UploadLinkOptions = {}): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const context = operation.getContext();
        // The same selection of headers and body the HttpLink makes: the auth link's Authorization
        // comes in the context's headers.
        const { options, body } = selectHttpOptionsAndBody(
          operation,
          fallbackHttpConfig,
          { headers, credentials: "include" },
          { headers: context.headers, credentials: context.credentials },
        );
        const request = createRequest();
        let settled = false;
        request.open("POST", uri);
        request.withCredentials = true;
        for (const [name, value] of Object.entries((options.headers ?? {}) as Record<string, string>)) {
          // The browser writes the multipart content type, with its boundary.
          if (name.toLowerCase() !== "content-type") request.setRequestHeader(name, value);
        }
        request.upload.addEventListener("progress", (event) => {
          if (event.lengthComputable && event.total > 0) context.onProgress?.(event.loaded / event.total);
        });
        const fail = (message: string) => () => {
          settled = true;
          observer.error(new Error(message));
        };
        request.addEventListener("error", fail("The connection failed before the upload finished."));
        request.addEventListener("abort", fail("The upload was cancelled."));
        request.addEventListener("load", () => {
          settled = true;
          const response = new Response(request.responseText, {
            status: request.status,
            statusText: request.statusText,
            headers: responseHeaders(request),
          });
          operation.setContext({ response });
          parseAndCheckHttpResponse(operation)(response).then(
            (result) => {
              if (response.ok && !(result as ApolloLink.Result).errors?.length) context.onProgress?.(1);
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
        });
        request.send(multipartBody(body as unknown as Record<string, unknown>));
        return () => {
          if (!settled) request.abort();
        };
      }),
  );
}
