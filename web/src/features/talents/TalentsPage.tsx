import { Container, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { PAGE_META } from "#common/meta";
import { PageHero } from "../../components/PageHero";
import { graphql } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { DirectoryResults } from "./DirectoryResults";
import { FilterBar } from "./FilterBar";
import { type Filters, readFilters, readPage, toApiFilter, writeFilters } from "./filters";
import { useQuery } from "@apollo/client/react";
import { WITH_RETRIES } from "../../lib/apollo/links";

const DirectoryCategoriesQuery = graphql(`
  query DirectoryCategories {
    categories {
      id
      name
    }
  }
`);

export function TalentsPage() {
  usePageMeta(PAGE_META.talents.title, PAGE_META.talents.description);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const page = readPage(params);
  const filter = useMemo(() => toApiFilter(filters), [filters]);
  const [focusPage, setFocusPage] = useState<number | null>(null);
  const categories = useQuery(DirectoryCategoriesQuery, { context: WITH_RETRIES }).data?.categories ?? [];

  const applyFilters = (next: Filters) => {
    setFocusPage(null);
    // A new set of filters starts again at page 1; the visitor stays where they are on the page.
    setParams(writeFilters(next, 1, params), { preventScrollReset: true });
  };

  const loadMore = () => {
    setFocusPage(page + 1);
    // Replace, not push: Back leaves the directory instead of taking pages away one by one.
    setParams(writeFilters(filters, page + 1, params), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHero title="Our Talent" compact>
        Browse our exceptional roster of professional talent for your next project
      </PageHero>
      <Container maxW="7xl" py={{ base: "2.5", md: "3" }}>
        <Stack gap={{ base: "3", md: "4" }}>
          <FilterBar filters={filters} categories={categories} onChange={applyFilters} />
          <DirectoryResults filter={filter} pages={page} focusPage={focusPage} onLoadMore={loadMore} />
        </Stack>
      </Container>
    </>
  );
}
