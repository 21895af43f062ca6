// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { makeFragmentData } from "../../gql";
import type { GalleryImageFragment as ImageData } from "../../gql/graphql";
import { Gallery, GalleryImageFragment, galleryOrder } from "./Gallery";

const image = (id: number, sequence: number, stored = true): ImageData =>
  ({
    __typename: "TalentImage",
    id,
    sequence,
    caption: null,
    storageUrl: stored ? `/uploads/${id}.jpg` : null,
    original: stored ? { url: `/uploads/${id}.jpg`, width: 1600, height: 2000 } : null,
    card: stored ? { url: `/uploads/${id}-card.webp`, width: 600, height: 750 } : null,
    thumb: stored ? { url: `/uploads/${id}-thumb.webp`, width: 160, height: 160 } : null,
  }) as ImageData;

function renderGallery(images: ImageData[], talentId = 1) {
  const ui = (list: ImageData[], id: number) => (
    <ChakraProvider value={defaultSystem}>
      <Gallery key={id} images={list.map((item) => makeFragmentData(item, GalleryImageFragment))} name="Mia T." firstName="Mia" />
    </ChakraProvider>
  );
  const result = render(ui(images, talentId));
  return { ...result, rerenderFor: (list: ImageData[], id: number) => result.rerender(ui(list, id)) };
}

afterEach(cleanup);

describe("galleryOrder", () => {
  it("orders by sequence, keeps the given order for ties and drops images without a file", () => {
    expect(galleryOrder([image(1, 2), image(2, 0), image(3, 1, false), image(4, 0)]).map((item) => item.id)).toEqual([2, 4, 1]);
  });
});

describe("Gallery", () => {
  it("steps through the photos with the buttons, the arrow keys and the thumbnails, wrapping at both ends", async () => {
    const user = userEvent.setup();
    renderGallery([image(11, 1), image(12, 0), image(13, 2)]);
    const counter = screen.getByTestId("gallery-counter");
    expect(counter.textContent).toBe("1 / 3");
    expect(screen.getByRole("img", { name: "Mia T., photo 1 of 3" }).getAttribute("src")).toBe("/uploads/12-card.webp");

    await user.click(screen.getByRole("button", { name: "Previous photo" }));
    expect(counter.textContent).toBe("3 / 3");
    await user.click(screen.getByRole("button", { name: "Next photo" }));
    expect(counter.textContent).toBe("1 / 3");

    screen.getByRole("button", { name: "Next photo" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(counter.textContent).toBe("2 / 3");
    expect(screen.getByRole("img", { name: "Mia T., photo 2 of 3" }).getAttribute("src")).toBe("/uploads/11-card.webp");
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(counter.textContent).toBe("1 / 3");

    await user.click(screen.getByRole("button", { name: "Show photo 3 of 3" }));
    expect(counter.textContent).toBe("3 / 3");
    expect(screen.getByRole("button", { name: "Show photo 3 of 3" }).getAttribute("aria-current")).toBe("true");
  });

  it("starts again at the first photo for another talent", async () => {
    const { rerenderFor } = renderGallery([image(1, 0), image(2, 1)], 1);
    await userEvent.click(screen.getByRole("button", { name: "Next photo" }));
    expect(screen.getByTestId("gallery-counter").textContent).toBe("2 / 2");
    rerenderFor([image(5, 0), image(6, 1), image(7, 2)], 2);
    expect(screen.getByTestId("gallery-counter").textContent).toBe("1 / 3");
  });

  it("shows one photo without controls, and the texts for none", () => {
    renderGallery([image(1, 0)]);
    expect(screen.getByRole("img", { name: "Mia T." })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next photo" })).toBeNull();
    expect(screen.queryByTestId("gallery-counter")).toBeNull();
    cleanup();
    renderGallery([image(1, 0, false)]);
    expect(screen.getByText("Images available upon request")).toBeTruthy();
    expect(screen.getByText("Contact our talent management team to view Mia's portfolio")).toBeTruthy();
  });
});
