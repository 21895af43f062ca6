import type { Page } from "@playwright/test";

/** A full-page picture does not scroll, so lazy images below the fold would show as blanks. */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Walk down the page so the browser also decodes the pictures it would paint only when seen.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    // Watched frame by frame rather than by their events: a picture the page replaces meanwhile
    // (a re-render) never fires one, and is done with once it has left the page.
    await Promise.all(
      images.map(
        (image) =>
          new Promise<void>((resolve) => {
            const check = () => (!image.isConnected || image.complete ? resolve() : requestAnimationFrame(check));
            check();
          }),
      ),
    );
  });
}
