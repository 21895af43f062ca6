import type { Page } from "@playwright/test";
import { HomeCategoriesDocument } from "../web/src/gql/graphql";
import { browserRendered } from "./browser-render";
import { fulfillData, isOperation, type AnswerData } from "./graphql-answers";

export type Category = AnswerData<typeof HomeCategoriesDocument>["categories"][number];

const swatch = (color: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300'><rect width='400' " +
      `height='300' fill='${color}'/><circle cx='200' cy='130' r='60' fill='white' ` +
      "fill-opacity='0.35'/></svg>",
  )}`;

/**
 * One category per card state: no image (gradient block), an image that fails to load (hidden),
 * and a working image. The server's demo data cannot be relied on to show all three. Their ids are
 * none of the server's: the home page's other queries bring real categories into Apollo's
 * normalized cache, and a real Category:3 arriving there would rename a made-up card.
 */
export const CARD_STATE_CATEGORIES: Category[] = [
  { id: 901, name: "Actors", imageUrl: null, talentCount: 12 },
  { id: 902, name: "Models", imageUrl: "/uploads/does-not-exist.jpg", talentCount: 1 },
  { id: 903, name: "Presenters", imageUrl: swatch("#4d58cf"), talentCount: 0 },
];

/**
 * Answers the home page's categories query in the browser instead of the server; the page's other
 * queries (news, testimonials) still reach the server. Resolves the returned function to let the
 * answer through, so a test can look at the loading state first.
 */
export async function answerCategories(page: Page, categories: Category[]): Promise<() => void> {
  // Made-up answers reach only a page the browser renders itself.
  await browserRendered(page);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (!isOperation(route, HomeCategoriesDocument)) return route.fallback();
    await released;
    await fulfillData(route, HomeCategoriesDocument, { categories });
  });
  return release;
}
