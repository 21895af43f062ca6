// The server's render of a public page and the browser's take-over of it meet here:
// api/src/http/server-render.ts writes this into the HTML, web/src/main.tsx reads it.

/**
 * The id of the JSON data block holding Apollo's cache as the server's render left it
 * (`cache.extract()`): the browser restores it and hydrates the page from the same answers.
 */
export const APOLLO_STATE_ID = "apollo-state";
