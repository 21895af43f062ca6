import { Box, Button, Heading, Image, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "#common/paths";
import { type FragmentType, getFragmentData, graphql } from "../../gql";
import { ArrowRightIcon } from "../icons";
import { newsDate } from "./news-date";

export const NewsCardFragment = graphql(`
  fragment NewsCard on NewsUpdate {
    id
    title
    excerpt
    imageUrl
    publishedAt
    createdAt
  }
`);

/** One update in a grid: picture (when there is one), date, title, excerpt and 'Read more'. */
export function NewsCard(props: { news: FragmentType<typeof NewsCardFragment>; headingLevel?: "h2" | "h3" }) {
  const news = getFragmentData(NewsCardFragment, props.news);
  const date = newsDate(news);
  const headingId = `news-${news.id}-title`;
  return (
    <Box
      as="article"
      aria-labelledby={headingId}
      data-testid="news-card"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="sm"
      display="flex"
      flexDirection="column"
    >
      {news.imageUrl ? (
        // News pictures are 16:9 banners; alt is empty because the title right below says it all.
        <Image
          src={news.imageUrl}
          alt=""
          width={1200}
          height={675}
          aspectRatio={16 / 9}
          w="full"
          h="auto"
          objectFit="cover"
          loading="lazy"
        />
      ) : null}
      <Stack p="5" gap="3" flex="1">
        {date ? (
          <Text asChild fontSize="sm" color="fg.muted">
            <time dateTime={news.publishedAt ?? news.createdAt}>{date}</time>
          </Text>
        ) : null}
        <Heading as={props.headingLevel ?? "h3"} id={headingId} fontSize="xl" lineHeight="short">
          {news.title}
        </Heading>
        {news.excerpt ? (
          <Text color="fg.muted" lineClamp={3}>
            {news.excerpt}
          </Text>
        ) : null}
        <Box mt="auto" pt="2">
          <Button asChild variant="outline" colorPalette="brand" size="sm">
            <RouterLink to={paths.newsItem(news.id)} aria-label={`Read more: ${news.title}`}>
              Read more
              {/* Search engines judge a link by its text, not its label: the title is there too. */}
              <VisuallyHidden>: {news.title}</VisuallyHidden>
              <ArrowRightIcon />
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** Holds a card's place while updates load. */
export function NewsCardSkeleton() {
  return (
    <Box data-testid="news-card-skeleton" borderRadius="xl" overflow="hidden" borderWidth="1px" bg="bg" aria-hidden="true">
      <Skeleton aspectRatio={16 / 9} borderRadius="0" />
      <Stack p="5" gap="3">
        <Skeleton h="4" w="30%" />
        <Skeleton h="6" w="80%" />
        <Skeleton h="4" w="full" />
      </Stack>
    </Box>
  );
}
