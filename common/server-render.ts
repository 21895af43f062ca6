// The server's render of a public page and the browser's take-over of it (ADR 126) meet here:
// api/src/http/server-render.ts writes these into the HTML, web/src/main.tsx reads them. (The
// inline script in web/index.html, which cannot import, names the attribute too.)

/** On <div id="root"> while it holds the server's markup and the scripts have not taken it over. */
export const SERVER_RENDERED_ATTRIBUTE = "data-server-rendered";

/** The id of the JSON data block holding the answers the page was rendered from. */
export const SERVER_ANSWERS_ID = "server-answers";

/** The id of the JSON data block listing a server-rendered page's scripts (ADR 127; read by index.html's loader). */
export const PAGE_SCRIPTS_ID = "page-scripts";
