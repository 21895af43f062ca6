// What `react-dom/client` resolves to when the app runs on preact/compat (./preact-compat.ts,
// ADR 115): Preact's createRoot, plus the one scheduling setting that makes Chakra/Ark (zag)
// components behave as they do on React.
import { options } from "preact";

// Preact runs useEffect callbacks after the next frame (requestAnimationFrame + setTimeout); React
// runs those of a click's update before the browser paints. Zag chains machines through effects (a
// dialog's open state reaches its Presence child through a useEffect, which mounts the content) and
// measures the result in a requestAnimationFrame: with Preact's timing the measurement came first,
// found no title, and left dialogs without aria-labelledby. Flushing effects in a microtask, once
// the render that queued them has committed, restores React's order.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

export * from "preact/compat/client";
