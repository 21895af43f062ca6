import { Box, Container, SimpleGrid, Text } from "@chakra-ui/react";
import { NewsCard, NewsCardSkeleton } from "../../components/news/NewsCard";
import { PageHero } from "../../components/PageHero";
import { graphql } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { PAGE_META } from "#common/meta";
import { useQuery } from "@apollo/client/react";

const NewsListQuery = graphql(`
  query NewsList {
    newsUpdates(published: true) {
      id
      ...NewsCard
    }
  }
`);

/** Every published update, newest first ('View All Updates' on the home page leads here). */
export function NewsListPage() {
  usePageMeta(PAGE_META.news.title, PAGE_META.news.description);
  const { data, loading, error } = useQuery(NewsListQuery);
  const news = data?.newsUpdates ?? [];

  return (
    <>
      <PageHero title="What's Been Going On">News about our talent, their projects and the agency.</PageHero>
      <Container maxW="7xl" py={{ base: "12", md: "16" }}>
        {loading ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: "6", md: "8" }} aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              <NewsCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        ) : error && news.length === 0 ? (
          <Box role="alert" textAlign="center" py="10">
            <Text fontSize="lg" fontWeight="semibold">
              The news could not be loaded.
            </Text>
            <Text color="fg.muted">Please try again in a moment.</Text>
          </Box>
        ) : news.length === 0 ? (
          <Text textAlign="center" fontSize="lg" color="fg.muted" py="10">
            There is no news yet. Please check back soon.
          </Text>
        ) : (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: "6", md: "8" }}>
            {news.map((item) => (
              <Box as="li" key={item.id} display="flex" flexDirection="column" css={{ "& > article": { flex: 1 } }}>
                <NewsCard news={item} headingLevel="h2" />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
