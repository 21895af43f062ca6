import { usePageMeta } from "../../lib/page-meta";
import { pageTitle } from "../../lib/site";
import { CategoriesSection } from "./CategoriesSection";
import { HeroSection } from "./HeroSection";

export function HomePage() {
  usePageMeta(pageTitle());
  return (
    <>
      <HeroSection />
      <CategoriesSection />
    </>
  );
}
