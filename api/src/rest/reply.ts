import { reshape, SHAPES, type ShapeName } from "./shapes";
import type { Reply } from "./types";

// The JSON answer of a route from its operation's data, as the route's `reply` states it. The
// OpenAPI document reads the same statements to derive each answer's schema (response-schemas.ts).

type Data = Record<string, unknown>;

/** The value at a dotted path; null or undefined as soon as a step is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const key of path.split(".")) {
    if (value === null || value === undefined) return value;
    value = (value as Data)[key];
  }
  return value;
}

/** The field of the operation's data a reply reads first; undefined for one that reads any. */
export function replyRoot(reply: Reply): string | undefined {
  if ("deleted" in reply) return undefined;
  return ("from" in reply ? reply.from : reply.items).split(".")[0];
}

/** The reply that fits an operation's data: the first whose first field the data has. */
export function pickReply<T extends Reply>(replies: T | readonly T[], has: (key: string) => boolean): T {
  const list = (Array.isArray(replies) ? replies : [replies]) as readonly T[];
  const picked = list.find((reply) => {
    const root = replyRoot(reply);
    return root === undefined || has(root);
  });
  if (!picked) throw new Error(`No reply fits an operation answering ${list.map(replyRoot).join(" or ")}`);
  return picked;
}

function shaped(value: unknown, shape: ShapeName | undefined): unknown {
  if (!shape || value === null || value === undefined) return value;
  const rule = SHAPES[shape];
  return Array.isArray(value) ? value.map((row: Data) => reshape(rule, row)) : reshape(rule, value as Data);
}

/** The answer body; null or undefined (answered 404) when the record is not there. */
export function answerOf(replies: Reply | readonly Reply[], data: Data): unknown {
  const reply = pickReply(replies, (key) => key in data);
  if ("deleted" in reply) return { id: Object.values(data)[0], message: `${reply.deleted} deleted` };
  if ("from" in reply) return shaped(valueAt(data, reply.from), reply.shape);
  const items = valueAt(data, reply.items);
  if (items === null || items === undefined) return items;
  return { items: shaped(items, reply.shape), total: valueAt(data, reply.total) };
}
