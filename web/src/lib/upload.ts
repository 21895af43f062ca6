import type { TypedDocumentNode } from "@apollo/client";
import { print } from "graphql";
import { getToken } from "./session";

// Files sent to /graphql as a GraphQL multipart request, through XMLHttpRequest because fetch still
// reports no upload progress: the editor shows a progress bar per file (ADR 041).

/** A GraphQL error carried to the caller, with the API's code and per-field messages. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Options<V> = {
  variables: V;
  /** The variable each file fills, e.g. { image: file }, or a list entry: { "images.0": file }. */
  files: Record<string, File>;
  /** 0 to 1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
  endpoint?: string;
};

/** Sets `images.0` inside { images: [] } (the multipart map names the same dotted path). */
function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const parts = dotted.split(".");
  let node = target as Record<string, unknown>;
  parts.slice(0, -1).forEach((part, index) => {
    node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  node[parts.at(-1)!] = value;
}

/** The multipart body: null where each file goes (a dotted name reaches into a list), the map, the files in order. */
export function uploadFormData(query: string, variables: Record<string, unknown>, files: Record<string, File>): FormData {
  const names = Object.keys(files);
  const withNulls: Record<string, unknown> = structuredClone(variables);
  for (const name of names) setPath(withNulls, name, null);
  const body = new FormData();
  body.append("operations", JSON.stringify({ query, variables: withNulls }));
  body.append("map", JSON.stringify(Object.fromEntries(names.map((name, index) => [String(index), [`variables.${name}`]]))));
  names.forEach((name, index) => body.append(String(index), files[name]!, files[name]!.name));
  return body;
}

export function uploadWithProgress<R, V extends Record<string, unknown>>(
  document: TypedDocumentNode<R, V>,
  options: Options<V>,
): Promise<R> {
  const body = uploadFormData(print(document), options.variables, options.files);

  return new Promise<R>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", options.endpoint ?? "/graphql");
    // Yoga's CSRF prevention lets a multipart request through only with this header.
    request.setRequestHeader("x-graphql-yoga-csrf", "1");
    const token = getToken();
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadError("The upload failed: check the connection and try again."));
    request.onload = () => {
      let answer: { data?: R | null; errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }> };
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        reject(new UploadError(`The upload failed (${request.status}).`));
        return;
      }
      const [first] = answer.errors ?? [];
      if (first) reject(new UploadError(first.message, first.extensions?.code, first.extensions?.fields));
      else {
        options.onProgress?.(1);
        resolve(answer.data as R);
      }
    };
    request.send(body);
  });
}
