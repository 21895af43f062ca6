import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { GraphQLRequestError, type GraphQLErrorEntry } from "./graphql-errors";
import { printDocument } from "./public-graphql/print";
import { getToken } from "./session";

// A mutation with files, sent as a GraphQL multipart request
// (github.com/jaydenseric/graphql-multipart-request-spec) over XMLHttpRequest: fetch cannot report
// how much of a request body has gone, and a 15 MB submission on a phone needs a progress bar.
// Errors come back as a GraphQLRequestError (lib/graphql-errors.ts), so the form kit shows field
// messages as usual; nothing here is Apollo's, so the public submission page does not load it.

export type UploadProgress = (fraction: number) => void;

type Options = {
  /** Called with 0..1 as the body is sent. */
  onProgress?: UploadProgress;
  /** Tests pass a stand-in. */
  createRequest?: () => XMLHttpRequest;
  endpoint?: string;
};

/** The multipart body: `operations` with null where each file goes, `map` naming those places, then the files. */
export function multipartBody(query: string, variables: Record<string, unknown>, files: Record<string, File | null | undefined>): FormData {
  const sent = Object.entries(files).filter((entry): entry is [string, File] => entry[1] instanceof File);
  const operations = { query, variables: { ...variables, ...Object.fromEntries(sent.map(([name]) => [name, null])) } };
  const map = Object.fromEntries(sent.map(([name], index) => [String(index), [`variables.${name}`]]));
  const body = new FormData();
  body.append("operations", JSON.stringify(operations));
  body.append("map", JSON.stringify(map));
  sent.forEach(([, file], index) => body.append(String(index), file, file.name));
  return body;
}

type Result<TData> = { data?: TData | null; errors?: GraphQLErrorEntry[] };

function parseResult<TData>(text: string): Result<TData> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? (parsed as Result<TData>) : null;
  } catch {
    return null;
  }
}

/** Sends `document` with `variables` plus `files` (each a variable of type Upload); resolves with its data. */
export function uploadMutation<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: Partial<TVariables>,
  files: Record<string, File | null | undefined>,
  { onProgress, createRequest = () => new XMLHttpRequest(), endpoint = "/graphql" }: Options = {},
): Promise<TData> {
  const body = multipartBody(printDocument(document), variables as Record<string, unknown>, files);
  return new Promise<TData>((resolve, reject) => {
    const request = createRequest();
    request.open("POST", endpoint);
    request.withCredentials = true;
    // The API's CSRF guard refuses multipart requests without it (a browser form cannot set it).
    request.setRequestHeader("apollo-require-preflight", "true");
    const token = getToken();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("error", () => reject(new Error("The connection failed before the upload finished.")));
    request.addEventListener("abort", () => reject(new Error("The upload was cancelled.")));
    request.addEventListener("load", () => {
      const result = parseResult<TData>(request.responseText);
      if (result?.errors?.length) {
        reject(new GraphQLRequestError(result.errors, result.data ?? null));
      } else if (request.status >= 200 && request.status < 300 && result?.data) {
        onProgress?.(1);
        resolve(result.data);
      } else {
        reject(new Error(`${request.status}: ${request.responseText || request.statusText}`));
      }
    });
    request.send(body);
  });
}
