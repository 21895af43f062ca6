import { Box, Button, Container, Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { ArrowRightIcon } from "../../components/icons";
import { NewsCard, NewsCardSkeleton } from "../../components/news/NewsCard";
import { graphql } from "../../gql";
import { useQuery } from "@apollo/client/react";

const HomeNewsQuery = graphql(`
  query HomeNews {
    newsUpdates(published: true) {
      id
      ...NewsCard
    }
  }
`);

/** docs/product.md#home: at most 6 updates; 'View All Updates' only above 6. */
export const HOME_NEWS_MAX = 6;
const SKELETON_CARDS = 3;

/** "What's Been Going On": nothing at all when there is no update or they fail to load. */
export function NewsSection() {
  const { data, loading } = useQuery(HomeNewsQuery);
  const news = data?.newsUpdates ?? [];
  if (!loading && news.length === 0) return null;

  return (
    <Box as="section" aria-labelledby="news-heading" py={{ base: "16", md: "24" }}>
      <Container maxW="7xl">
        <Heading
          id="news-heading"
          as="h2"
          fontSize={{ base: "3xl", md: "4xl" }}
          color="brand.fg"
          textAlign="center"
          mb={{ base: "10", md: "14" }}
        >
          What&apos;s Been Going On
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: "6", md: "8" }} aria-busy={loading}>
          {loading
            ? Array.from({ length: SKELETON_CARDS }, (_, index) => <NewsCardSkeleton key={index} />)
            : news.slice(0, HOME_NEWS_MAX).map((item) => <NewsCard key={item.id} news={item} />)}
        </SimpleGrid>
        {news.length > HOME_NEWS_MAX ? (
          <Stack align="center" mt={{ base: "10", md: "14" }}>
            <Button asChild size="lg" variant="outline" colorPalette="brand" px="8">
              <RouterLink to={paths.news()}>
                View All Updates
                <ArrowRightIcon />
              </RouterLink>
            </Button>
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}
