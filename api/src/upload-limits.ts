import {
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from "graphql";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Readable } from "node:stream";
import { type FileUpload, processRequest, Upload } from "graphql-upload-minimal";
import type { Plugin } from "graphql-yoga";
import { MAX_UPLOAD_BYTES } from "../../common/options";
import { BULK_UPLOAD_MESSAGES, MAX_BULK_UPLOAD_FILES } from "../../common/schemas/content";
import { badInput } from "./errors";
import type { FileSource } from "./services/storage";

// GraphQL multipart uploads (ADR 130): graphql-upload-minimal's processRequest
// parses the body as it arrives and hands each file to its resolver as a stream, so a file is never
// held whole in memory. Around it: the request stops after the most files any operation takes; a
// map that puts a file anywhere but an Upload variable of the operation is refused before anything
// runs; a file the map does not name, which can only be seen when its part arrives, refuses the
// request then, and since storage renames nothing into place before the whole body has been read
// (FileSource.accepted), nothing is stored either way.

/** The most files one operation takes: bulkUploadImages' list. */
export const MAX_FILES_PER_REQUEST = MAX_BULK_UPLOAD_FILES;

export const UPLOAD_LIMIT_MESSAGES = {
  tooMany: `A request may carry at most ${MAX_FILES_PER_REQUEST} files.`,
  unmapped: "This file is not named in the multipart map; send only the files the operation takes.",
  /** The multipart request specification's order: the operation, then the map, then the files. */
  filesFirst: 'A file came before the "operations" and "map" fields; send them first, then the files.',
  notAnUpload: "The operation has no Upload variable at this place; send only the files the operation takes.",
  /** The bulk upload page's own words: its list is the only Upload list. */
  listTooLong: BULK_UPLOAD_MESSAGES.tooMany,
} as const;

/** A 400 naming the place and the rule, answered by Yoga before any resolver runs. */
function refused(place: string, message: string): Error {
  const error = badInput({ [place]: message });
  (error.extensions as Record<string, unknown>).http = { status: 400 };
  return error;
}

const multipartError = (message: string) => refused("multipart", message);

/** Where `variables.a.b.0` points in the operation's variable types: an Upload, or not. */
function isUploadPlace(schema: GraphQLSchema, operation: OperationDefinitionNode, place: string): boolean | "list-too-long" {
  const [root, name, ...rest] = place.split(".");
  if (root !== "variables" || !name) return false;
  const definition = operation.variableDefinitions?.find((variable) => variable.variable.name.value === name);
  if (!definition) return false;
  let type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
  for (const part of rest) {
    const nullable = type && getNullableType(type);
    if (nullable && isListType(nullable)) {
      if (!/^\d+$/.test(part)) return false;
      if (Number(part) >= MAX_BULK_UPLOAD_FILES) return "list-too-long";
      type = nullable.ofType as GraphQLInputType;
    } else if (nullable && isInputObjectType(nullable)) {
      type = nullable.getFields()[part]?.type;
    } else {
      return false;
    }
  }
  if (!type) return false;
  const nullable = getNullableType(type);
  return !isListType(nullable) && getNamedType(nullable).name === "Upload";
}

function getPath(target: unknown, place: string): unknown {
  let node = target;
  for (const key of place.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The refusal a map earns, or null: its shape, its size, and each place it puts a file. */
function checkMap(schema: GraphQLSchema, operations: unknown, map: unknown): Error | null {
  if (!operations || typeof operations !== "object" || Array.isArray(operations)) {
    return multipartError('Multipart form field "operations" must hold one operation');
  }
  if (!map || typeof map !== "object" || Array.isArray(map)) return multipartError('Multipart form field "map" must be an object');
  const entries = Object.entries(map);
  for (const [key, value] of entries) {
    if (!Array.isArray(value) || value.some((place) => typeof place !== "string")) {
      return multipartError(`Multipart map entry "${key}" must be a list of variable paths`);
    }
  }
  if (entries.length > MAX_FILES_PER_REQUEST) return refused("files", UPLOAD_LIMIT_MESSAGES.tooMany);
  const places = entries.flatMap(([, value]) => value as string[]);
  if (places.length === 0) return null;
  const { query, operationName } = operations as { query?: unknown; operationName?: unknown };
  let operation: OperationDefinitionNode | undefined;
  try {
    const document = parse(String(query ?? ""));
    const candidates = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    operation = operationName ? candidates.find((candidate) => candidate.name?.value === operationName) : candidates[0];
  } catch {
    operation = undefined; // Yoga reports the syntax error itself; no file may go with it
  }
  for (const place of places) {
    const fits = operation ? isUploadPlace(schema, operation, place) : false;
    if (fits === "list-too-long") return refused(place.split(".")[1]!, UPLOAD_LIMIT_MESSAGES.listTooLong);
    if (!fits) return refused(place, UPLOAD_LIMIT_MESSAGES.notAnUpload);
  }
  return null;
}

/** A multipart request read as far as its map: the operation, or why it is refused, and what follows. */
export type MultipartBody = {
  /** The operation with an Upload at each place the map names (graphql-upload-minimal's). */
  operations?: Record<string, unknown>;
  refusal?: Error;
  /** Settles when the body has been read to its end; rejected with a refusal found on the way. */
  accepted: Promise<void>;
  /** Reads and drops the files no resolver took, so the body can be read to its end. */
  drainUnread(): void;
};

/** How long a file part may wait for its resolver before the request is refused (files sent out of order). */
export const UNREAD_FILE_MS = 30_000;

/** The parts of busboy this module listens to (processRequest's parser, seen when it is piped to). */
type Parser = NodeJS.WritableStream & {
  destroy(error?: Error): void;
  on(event: "file", listener: (name: string, stream: Readable) => void): Parser;
  on(event: "filesLimit" | "close", listener: () => void): Parser;
  on(event: "error", listener: (error: Error) => void): Parser;
  prependListener(event: "field", listener: (name: string, value: string) => void): Parser;
};

/**
 * Parses a multipart request with graphql-upload-minimal, reading the body from `payload` (the
 * raw request stream). Resolves once the map has been read; the files follow as streams.
 */
export async function readMultipart(schema: GraphQLSchema, headers: IncomingMessage["headers"], payload: Readable): Promise<MultipartBody> {
  let operationsText: string | undefined;
  let ownRefusal: Error | null = null;
  let mapKeys: Set<string> | undefined;
  let placesByKey: Array<[key: string, places: string[]]> = [];
  /** Each file part's stream as busboy gave it, by map key: drained here when no resolver may read it. */
  const partStreams = new Map<string, Readable>();
  let parser: Parser | undefined;
  let settle!: (error?: Error) => void;
  const accepted = new Promise<void>((resolve, reject) => {
    let done = false;
    settle = (error) => {
      if (done) return;
      done = true;
      if (error) reject(error);
      else resolve();
    };
  });
  accepted.catch(() => {}); // awaited by storage and by the route; a refusal nobody awaited is no crash
  const refuse = (error: Error) => {
    ownRefusal ??= error;
    // processRequest's own way out: the parser stops, files still being read fail, the rest of the body is dropped.
    parser?.destroy(ownRefusal);
  };

  const watch = (attached: Parser) => {
    parser = attached;
    // Before processRequest's own listener: our messages, and the map checked against the schema.
    attached.prependListener("field", (name, value) => {
      if (name === "operations") operationsText = value;
      if (name !== "map" || ownRefusal) return;
      let operations: unknown;
      let map: unknown;
      try {
        operations = JSON.parse(operationsText ?? "");
        map = JSON.parse(value);
      } catch {
        ownRefusal = multipartError('Multipart form fields "operations" and "map" must be valid JSON');
        return;
      }
      ownRefusal = checkMap(schema, operations, map);
      if (ownRefusal) return;
      mapKeys = new Set(Object.keys(map as object));
      placesByKey = Object.entries(map as Record<string, string[]>);
    });
    attached.on("file", (name, stream) => {
      if (!mapKeys) return refuse(multipartError(UPLOAD_LIMIT_MESSAGES.filesFirst));
      if (!mapKeys.has(name)) return refuse(refused(name, UPLOAD_LIMIT_MESSAGES.unmapped));
      partStreams.set(name, stream);
      // A file waits for its resolver; one never read would hold the request open for good.
      const timer = setTimeout(() => {
        if (stream.readableFlowing === null)
          refuse(multipartError("A file was not read: send the files in the order the operation takes them."));
      }, UNREAD_FILE_MS);
      timer.unref();
      stream.once("end", () => clearTimeout(timer));
      stream.once("close", () => clearTimeout(timer));
    });
    attached.on("filesLimit", () => refuse(refused("files", UPLOAD_LIMIT_MESSAGES.tooMany)));
    attached.on("error", (error) => {
      ownRefusal ??= multipartError(`POST body sent invalid multipart data: ${error.message}`);
    });
    attached.on("close", () => settle(ownRefusal ?? undefined));
  };

  // processRequest pipes what it is given into its parser: this request-shaped view of the payload
  // lets the limits above listen to that parser too.
  const request = {
    headers,
    pipe: (destination: Parser) => {
      watch(destination);
      return payload.pipe(destination);
    },
    unpipe: (destination: Parser) => payload.unpipe(destination),
    once: (event: string, listener: () => void) => payload.once(event, listener),
    resume: () => payload.resume(),
    get readableEnded() {
      return payload.readableEnded;
    },
  };
  let operations: unknown;
  try {
    operations = await processRequest(request as unknown as IncomingMessage, undefined as unknown as ServerResponse, {
      maxFiles: MAX_FILES_PER_REQUEST,
      // One byte past the limit: storage counts it and refuses with the field's own message.
      maxFileSize: MAX_UPLOAD_BYTES + 1,
      maxFieldSize: 1024 * 1024,
    });
  } catch (error) {
    const refusal = ownRefusal ?? multipartError(`POST body sent invalid multipart data: ${(error as Error).message}`);
    settle(refusal);
    return { refusal, accepted, drainUnread: () => {} };
  }
  if (ownRefusal) {
    refuse(ownRefusal);
    return { refusal: ownRefusal, accepted, drainUnread: () => {} };
  }
  const record = operations as Record<string, unknown>;
  const parts: Part[] = placesByKey.flatMap(([key, places]) => {
    const upload = getPath(record, places[0]!);
    if (!(upload instanceof Upload)) return [];
    const part: Part = { upload, accepted, taken: false, stream: () => partStreams.get(key) };
    partOf.set(upload, part);
    return [part];
  });
  return {
    operations: record,
    accepted,
    drainUnread: () => {
      for (const part of parts) {
        if (part.taken) continue;
        part.taken = true;
        // A part that has not arrived yet is dropped when it does.
        part.upload.promise.then(
          () => part.stream()?.resume(),
          () => {},
        );
      }
    },
  };
}

/** A file part of a request, as the Upload scalar and the route see it. */
type Part = { upload: Upload; accepted: Promise<void>; taken: boolean; stream(): Readable | undefined };
const partOf = new WeakMap<Upload, Part>();

/** What the Upload scalar makes of graphql-upload-minimal's Upload: the file as a stream source, once its part arrives. */
export function uploadSource(upload: Upload): Promise<FileSource> {
  const part = partOf.get(upload);
  const stream = (file: FileUpload) => {
    if (part) part.taken = true;
    try {
      return file.createReadStream() as Readable;
    } catch (error) {
      // Past its size limit before anyone read it (the body came in large pieces): its bytes are
      // dropped so the rest of the body is read, and storage reports the limit.
      part?.stream()?.resume();
      throw error;
    }
  };
  const source = upload.promise.then((file) => ({ name: file.filename, stream: () => stream(file), accepted: part?.accepted }));
  source.catch(() => {}); // a resolver that refuses its input before reading the file never awaits it
  return source;
}

/** Multipart bodies read by the route's content-type parser, by request, for Yoga to take. */
export const multipartBodies = new WeakMap<object, MultipartBody>();

const isMultipart = (request: Request) =>
  request.method === "POST" && (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** Yoga: a multipart request's operation is the one already parsed (or its refusal). */
export function useUploadLimits(): Plugin<object, { req?: object }> {
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      if (!isMultipart(request)) return;
      const body = serverContext.req ? multipartBodies.get(serverContext.req) : undefined;
      setRequestParser(async () => {
        if (!body) throw multipartError("A multipart request must be sent to /graphql over HTTP");
        if (body.refusal) throw body.refusal;
        return body.operations as never;
      });
    },
  };
}
