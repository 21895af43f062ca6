import { usePageMeta } from "../../lib/page-meta";
import { PAGE_META } from "#common/meta";
import { AboutBlock } from "./AboutBlock";
import { CallToAction } from "./CallToAction";
import { CategoriesSection } from "./CategoriesSection";
import { FacesSection } from "./FacesSection";
import { HeroSection } from "./HeroSection";
import { NewsSection } from "./NewsSection";
import { TestimonialsSection } from "./TestimonialsSection";

export function HomePage() {
  usePageMeta(PAGE_META.home.title, PAGE_META.home.description);
  return (
    <>
      <HeroSection />
      <FacesSection />
      <CategoriesSection />
      <AboutBlock />
      <NewsSection />
      <TestimonialsSection />
      <CallToAction />
    </>
  );
}
