import type { HtmlTagDescriptor, Plugin } from "vite";

/**
 * Names the headings' font file in index.html as a preload (ADR 166). The stylesheet that declares
 * it is linked from the head, but a browser only asks for a font once a rendered element uses it,
 * after the stylesheet has arrived and the page has been laid out: the preload starts the download
 * with the HTML, so the headings swap from the fallback serif early or not visibly at all. The file
 * name carries the build's hash, so it is found among the emitted assets. `crossorigin`: fonts are
 * always fetched in CORS mode, and a preload without it would be fetched twice.
 */
export function fontPreload(pattern: RegExp): Plugin {
  return {
    name: "talent-agency:font-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((fileName) => pattern.test(fileName));
        return files.map((fileName): HtmlTagDescriptor => ({
          tag: "link",
          attrs: { rel: "preload", href: `/${fileName}`, as: "font", type: "font/woff2", crossorigin: "" },
          injectTo: "head",
        }));
      },
    },
  };
}
