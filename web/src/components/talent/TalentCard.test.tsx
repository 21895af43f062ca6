// @vitest-environment jsdom
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { makeFragmentData } from "../../gql";
import type { TalentCardFragment as CardData } from "../../gql/graphql";
import { getShortlist, SHORTLIST_KEY } from "../../lib/shortlist";
import { cardPhotoSources, categoryLabel, photoCount, TalentCard, TalentCardFragment } from "./TalentCard";

const base: CardData = {
  __typename: "Talent",
  id: 7,
  firstName: "Mia",
  lastInitial: "T",
  age: null,
  suburb: null,
  state: null,
  height: null,
  categories: [],
  images: [],
  coverImage: null,
  firstImageUrl: null,
  imageUrl: null,
  headshotUrl: null,
  fullBodyShotUrl: null,
  additionalImages: [],
} as CardData;

const withCover: CardData = {
  ...base,
  categories: [
    { id: 1, name: "Actors" },
    { id: 2, name: "Models" },
    { id: 3, name: "Presenters" },
  ],
  images: [{ id: 1 }, { id: 2 }],
  coverImage: {
    __typename: "TalentImage",
    id: 1,
    caption: null,
    card: { url: "/uploads/a-card.webp", width: 600, height: 750 },
    original: { url: "/uploads/a.jpg", width: 1600, height: 2000 },
  },
  firstImageUrl: "/uploads/a-card.webp",
  headshotUrl: "/uploads/h.jpg",
  age: 34,
  suburb: "Richmond",
  state: "VIC",
  height: 170,
} as CardData;

function renderCard(data: CardData, eager = false, priority = false) {
  return render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter>
        <TalentCard talent={makeFragmentData(data, TalentCardFragment)} eager={eager} priority={priority} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("TalentCard", () => {
  it("leaves the facts line out when nothing is known", () => {
    renderCard(base);
    expect(screen.queryByTestId("talent-facts")).toBeNull();
    expect(screen.getByText("Talent")).toBeTruthy();
  });

  it("shows the public name only, the first category with '+N more', and the photo count", () => {
    renderCard(withCover, true);
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("Mia T.");
    expect(screen.getByText("Actors +2 more")).toBeTruthy();
    expect(screen.getByTestId("talent-facts").textContent).toBe("34 · Richmond VIC · 170 cm");
    expect(screen.getByText("photos").parentElement?.textContent).toBe("2photos");
    expect(screen.getByRole("link", { name: "View Profile of Mia T." }).getAttribute("href")).toBe("/talents/7");
    const image = screen.getByRole("img", { name: "Mia T." });
    expect(image.getAttribute("src")).toBe("/uploads/a-card.webp");
    expect(image.getAttribute("srcset")).toBe("/uploads/a-card.webp 600w, /uploads/a.jpg 1600w");
    expect(image.getAttribute("width")).toBe("600");
    expect(image.getAttribute("height")).toBe("750");
    expect(image.getAttribute("loading")).toBe("eager");
  });

  it("fetches only the first card's photo ahead of the others; the rest of the first row loads at once, the others lazily", () => {
    const fetchPriority = (eager: boolean, priority: boolean) => {
      renderCard(withCover, eager, priority);
      const image = screen.getByRole("img", { name: "Mia T." });
      const found = [image.getAttribute("loading"), image.getAttribute("fetchpriority")];
      cleanup();
      return found;
    };
    expect(fetchPriority(true, true)).toEqual(["eager", "high"]);
    expect(fetchPriority(true, false)).toEqual(["eager", null]);
    expect(fetchPriority(false, false)).toEqual(["lazy", null]);
  });

  it("says 'Talent' without categories, no badge for one photo, and a placeholder without pictures", () => {
    renderCard({ ...base, images: [{ id: 1 }] } as CardData);
    expect(screen.getByText("Talent")).toBeTruthy();
    expect(screen.queryByText("photos")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("photo-placeholder")).toBeTruthy();
  });

  it("falls back along the chain when a picture fails, then to the placeholder", () => {
    renderCard(withCover);
    fireEvent.error(screen.getByRole("img"));
    expect(screen.getByRole("img").getAttribute("src")).toBe("/uploads/h.jpg");
    expect(screen.getByRole("img").getAttribute("loading")).toBe("lazy");
    fireEvent.error(screen.getByRole("img"));
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("photo-placeholder")).toBeTruthy();
  });

  it("toggles the talent on the shortlist, kept in local storage", async () => {
    renderCard(withCover);
    const toggle = screen.getByRole("button", { name: "Add Mia T. to shortlist" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(localStorage.getItem(SHORTLIST_KEY) ?? "[]")).toEqual([{ id: 7, name: "Mia T." }]);
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    expect(getShortlist()).toEqual([]);
  });
});

describe("card helpers", () => {
  it("label the categories", () => {
    expect(categoryLabel([])).toBe("Talent");
    expect(categoryLabel([{ name: "Extras" }])).toBe("Extras");
    expect(categoryLabel([{ name: "Extras" }, { name: "Models" }])).toBe("Extras +1 more");
  });

  it("order the picture candidates as the specification does, without repeats", () => {
    const sources = cardPhotoSources({
      ...base,
      firstImageUrl: "/f.jpg",
      imageUrl: "/i.jpg",
      headshotUrl: "/f.jpg",
      fullBodyShotUrl: "/b.jpg",
      additionalImages: ["/x.jpg", "/y.jpg"],
    } as CardData);
    expect(sources.map((source) => source.src)).toEqual(["/f.jpg", "/i.jpg", "/b.jpg", "/x.jpg", "/y.jpg"]);
  });

  it("count stored images, else the distinct picture links", () => {
    expect(photoCount(withCover)).toBe(2);
    expect(photoCount({ ...base, imageUrl: "/a.jpg", headshotUrl: "/a.jpg", additionalImages: ["/b.jpg"] } as CardData)).toBe(2);
    expect(photoCount(base)).toBe(0);
  });
});
