// The headings' typeface: a stylesheet the build links from index.html, so server-rendered pages have it too.
import "./app/fonts.css";

// The app's entry. Its code (React, the router, Chakra, Apollo and the page) is fetched at once, but
// evaluated only after the browser has painted the server's page, so a phone's first paint waits
// for the page's HTML and its first photo, not for the scripts; and it is evaluated a part at a
// time, each in a task of its own, so that no single task holds the main thread long (ADR 128).

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start() {
  await nextFrame();
  // React's runtime, Chakra's theme system, Apollo Client, then the app that uses them.
  for (const load of [() => import("react-dom/client"), () => import("./app/theme"), () => import("./lib/apollo/client")]) {
    await load();
    await nextTask();
  }
  await import("./start");
}

void start();
