import { Box, Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { TalentCard, TalentCardSkeleton } from "../../components/talent/TalentCard";
import { graphql } from "../../gql";
import type { TalentFilter } from "../../gql/graphql";
import { PAGE_SIZE } from "./filters";
import { RETRY_COUNT, usePublicQuery } from "../../lib/public-graphql";

export const TalentDirectoryQuery = graphql(`
  query TalentDirectory($filter: TalentFilter, $offset: Int!, $limit: Int!) {
    talentDirectory(filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        id
        ...TalentCard
      }
    }
  }
`);

const SKELETON_CARDS = 8;
/** The first row at the widest layout loads its photos at once; the rest wait until near view. */
const EAGER_CARDS = 4;

type Props = {
  filter: TalentFilter;
  pages: number;
  /** The page the visitor just asked for with 'Load more': its first card gets the focus. */
  focusPage: number | null;
  onLoadMore: () => void;
};

/**
 * One query per page of 24 (each cached by its offset), so a page count from the address, Back
 * from a profile, or 'Load more' all read the same cache entries and show at once when cached.
 */
export function DirectoryResults({ filter, pages, focusPage, onLoadMore }: Props) {
  const first = usePublicQuery(TalentDirectoryQuery, { variables: { filter, offset: 0, limit: PAGE_SIZE }, retries: RETRY_COUNT });
  const last = usePublicQuery(TalentDirectoryQuery, {
    variables: { filter, offset: (pages - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    retries: RETRY_COUNT,
    skip: pages === 1,
  });

  if (first.error && !first.data) return <LoadError />;
  const total = first.data?.talentDirectory.total;

  if (total === 0) {
    return (
      <Stack align="center" textAlign="center" py="16" gap="3" data-testid="directory-empty">
        <Heading as="h2" fontSize="2xl">
          No Talents Found
        </Heading>
        <Text color="fg.muted">No talents match your current filters. Try adjusting your search criteria.</Text>
      </Stack>
    );
  }

  const lastLoaded = pages === 1 ? Boolean(first.data) : Boolean(last.data);
  const shown = total === undefined ? 0 : Math.min(lastLoaded ? pages * PAGE_SIZE : (pages - 1) * PAGE_SIZE, total);
  const pageCount = total === undefined ? pages : Math.min(pages, Math.max(1, Math.ceil(total / PAGE_SIZE)));

  return (
    <Stack gap="8">
      {/* Cards are h3s under this, so the outline reads: page, results, each talent. */}
      <Heading as="h2" srOnly>
        Talents
      </Heading>
      <Text role="status" color="fg.muted" fontSize="sm" minH="5">
        {total === undefined ? "" : `Showing ${shown} of ${total} talents`}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: "5", md: "6" }} aria-busy={!lastLoaded}>
        {Array.from({ length: pageCount }, (_, index) => (
          <DirectoryPage key={index} filter={filter} index={index} focus={focusPage === index + 1} />
        ))}
      </SimpleGrid>
      {total !== undefined && shown < total && lastLoaded ? (
        <Box textAlign="center">
          <Button colorPalette="brand" size="lg" px="10" onClick={onLoadMore}>
            Load more
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function DirectoryPage({ filter, index, focus }: { filter: TalentFilter; index: number; focus: boolean }) {
  const { data, error, refetch } = usePublicQuery(TalentDirectoryQuery, {
    variables: { filter, offset: index * PAGE_SIZE, limit: PAGE_SIZE },
    retries: RETRY_COUNT,
  });
  const firstLink = useRef<HTMLAnchorElement>(null);
  const items = data?.talentDirectory.items;

  useEffect(() => {
    // After 'Load more' a keyboard user continues at the first new card, not at the page's end.
    if (focus && items?.length) firstLink.current?.focus({ preventScroll: false });
  }, [focus, items]);

  if (error && !data) {
    if (index === 0) return null; // The whole results area shows the error panel instead.
    return (
      <Box as="li" gridColumn="1 / -1" textAlign="center" py="6">
        <Text mb="3">Unable to Load Talent</Text>
        <Button variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </Box>
    );
  }
  if (!items) {
    return Array.from({ length: SKELETON_CARDS }, (_, skeleton) => (
      <Box as="li" key={skeleton}>
        <TalentCardSkeleton />
      </Box>
    ));
  }
  return items.map((talent, position) => (
    <Box as="li" key={talent.id}>
      <TalentCard talent={talent} eager={index === 0 && position < EAGER_CARDS} linkRef={position === 0 ? firstLink : undefined} />
    </Box>
  ));
}

function LoadError() {
  return (
    <Stack align="center" textAlign="center" py="16" gap="4" role="alert" data-testid="directory-error">
      <Heading as="h2" fontSize="2xl">
        Unable to Load Talent
      </Heading>
      <Text color="fg.muted" maxW="lg">
        We're having trouble connecting right now. This is usually a temporary connection issue, so please try again.
      </Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        Retry
      </Button>
    </Stack>
  );
}
