// Rules and messages of the REST paths' transport (docs/product.md#the-rest-paths): what a call
// may bring before any operation judges it, shared by the shim and its OpenAPI document.

/** A query parameter's value; the longest documented one (a search) is 200 characters. */
export const QUERY_VALUE_MAX_LENGTH = 200;

/**
 * A list's filters as its Link header repeats them (four times, URL-encoded): with the other
 * headers, the header block stays under 8 KB, the smallest limit of common proxies and clients.
 */
export const LINK_QUERY_MAX_BYTES = 1500;

export const REST_MESSAGES = {
  filtersTooLong: `The filters are too long: at most ${LINK_QUERY_MAX_BYTES} bytes once URL-encoded.`,
  queryTooLong: `must be at most ${QUERY_VALUE_MAX_LENGTH} characters`,
  dataNotObject: "must be a JSON object",
  notInSubmission: "is set by the agency's staff, not in a public submission",
  notText: "must be text",
  bodyNotObject: "The request body must be a JSON object.",
  bodyNotJson: "The request body is not valid JSON.",
  multipartUnreadable: "The multipart body could not be read.",
  tooManyParts: "Too many parts in this request.",
  urlTooLong: "The address is too long.",
  headersTooLarge: "The request's headers are too large.",
  timeout: "The request took too long to arrive.",
  badUrl: "The address could not be read.",
  unsupportedType: "This content type is not accepted here; send application/json or multipart/form-data.",
  bodyTooLarge: "The request body is too large.",
  badRequest: "The request could not be read.",
} as const;
