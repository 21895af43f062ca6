import { Box, Container, Heading, Image, Link, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "../../app/paths";
import { ArrowLeftIcon } from "../../components/icons";
import { newsDate, paragraphs } from "../../components/news/news-date";
import { NotFoundScreen } from "../../components/NotFoundScreen";
import { graphql } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { newsItemMeta, PAGE_META } from "#common/meta";
import { useQuery } from "@apollo/client/react";

const NewsItemQuery = graphql(`
  query NewsItem($id: Int!) {
    newsUpdate(id: $id) {
      id
      title
      excerpt
      content
      imageUrl
      publishedAt
      createdAt
    }
  }
`);

/** The id in the address, when it is one the API can hold (a positive 32-bit integer). */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** One published update. Drafts and unknown ids get the not-found screen (the API answers null). */
export function NewsItemPage() {
  const id = parseId(useParams().id);
  const { data, loading, error } = useQuery(NewsItemQuery, { variables: { id: id ?? 0 }, skip: id === null });
  const news = data?.newsUpdate;
  const meta = news ? newsItemMeta(news) : PAGE_META.news;
  usePageMeta(meta.title, meta.description);

  if (id === null || (!loading && !error && !news)) return <NotFoundScreen kind="news" />;

  return (
    <Container as="article" maxW="3xl" py={{ base: "10", md: "14" }} aria-busy={loading}>
      <Link asChild color="brand.fg" fontWeight="medium" mb="8" display="inline-flex" gap="2" alignItems="center">
        <RouterLink to={paths.news()}>
          <ArrowLeftIcon />
          Back to all updates
        </RouterLink>
      </Link>
      {loading ? (
        <Stack gap="5" data-testid="news-item-skeleton">
          <Skeleton h="10" w="80%" />
          <Skeleton h="4" w="30%" />
          <Skeleton aspectRatio={16 / 9} />
          <SkeletonText noOfLines={6} />
        </Stack>
      ) : !news ? (
        <Box role="alert" py="6">
          <Heading as="h1" size="2xl" mb="3">
            This update could not be loaded.
          </Heading>
          <Text color="fg.muted">Please try again in a moment.</Text>
        </Box>
      ) : (
        <Stack gap="6">
          <Stack gap="3">
            <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }} color="brand.fg" lineHeight="short">
              {news.title}
            </Heading>
            <Text asChild color="fg.muted">
              <time dateTime={news.publishedAt ?? news.createdAt}>{newsDate(news)}</time>
            </Text>
          </Stack>
          {news.imageUrl ? (
            <Image
              src={news.imageUrl}
              alt=""
              width={1200}
              height={675}
              aspectRatio={16 / 9}
              w="full"
              h="auto"
              objectFit="cover"
              borderRadius="xl"
            />
          ) : null}
          {news.excerpt ? (
            <Text fontSize="xl" fontWeight="medium">
              {news.excerpt}
            </Text>
          ) : null}
          <Stack gap="4" fontSize="lg" lineHeight="tall">
            {paragraphs(news.content).map((paragraph, index) => (
              <Text key={index} whiteSpace="pre-line">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </Container>
  );
}
