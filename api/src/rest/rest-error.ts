/**
 * A REST call refused before or after its GraphQL operation: the status and message the client gets,
 * with per-field messages when there are any. A module of its own so that the input readers can
 * throw it without importing the runner that catches it (run.ts imports them).
 */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
