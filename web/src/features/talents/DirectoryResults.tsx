import { Box, Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import type { ResultOf } from "@graphql-typed-document-node/core";
import { useCallback, useEffect, useRef } from "react";
import { TalentCard, TalentCardSkeleton } from "../../components/talent/TalentCard";
import { graphql } from "../../gql";
import type { TalentFilter } from "../../gql/graphql";
import { PAGE_SIZE } from "./filters";
import { countOf } from "#common/text";
import { WITH_RETRIES } from "../../lib/apollo/links";
import { useMorePages } from "../../lib/apollo/use-more-pages";

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
const EAGER_CARDS = 6;

type Props = {
  filter: TalentFilter;
  pages: number;
  /** The page the visitor just asked for with 'Load more': its first card gets the focus. */
  focusPage: number | null;
  onLoadMore: () => void;
};

type Talent = NonNullable<ResultOf<typeof TalentDirectoryQuery>["talentDirectory"]["items"]>[number];

/**
 * One query for the whole list (ADR 129): its first page, then each next one asked with fetchMore
 * until the list holds the address's page count; the cache's field policy (lib/apollo/cache.ts)
 * appends every page to the list of this filter. Back from a profile, or a page count from the
 * address already loaded, renders the whole list at once from the cache.
 */
export function DirectoryResults({ filter, pages, focusPage, onLoadMore }: Props) {
  const variables = { filter, offset: 0, limit: PAGE_SIZE };
  const { data: answer, error, fetchMore } = useQuery(TalentDirectoryQuery, { variables, context: WITH_RETRIES });
  // The server's render reads the list from the cache itself: its query's last answer does not
  // follow the further pages that other queries wrote into the list (see ServerPage).
  const client = useApolloClient();
  const data = (SERVER_RENDER ? client.readQuery({ query: TalentDirectoryQuery, variables }) : null) ?? answer;
  const items = data?.talentDirectory.items;
  const total = data?.talentDirectory.total;
  const wanted = Math.min(pages * PAGE_SIZE, total ?? Infinity);
  const fetchPage = useCallback(
    (offset: number) =>
      fetchMore({ variables: { offset }, context: WITH_RETRIES }).then((result) => result.data?.talentDirectory.items.length ?? 0),
    [fetchMore],
  );
  const more = useMorePages({ loaded: items?.length, wanted, fetchPage, listKey: JSON.stringify(filter) });

  // The server's render runs no effects, so no fetchMore: it asks each further page of the address
  // as a query of its own, which the field policy writes into the same list.
  const serverPages = SERVER_RENDER
    ? Array.from({ length: pages - 1 }, (_, index) => <ServerPage key={index} filter={filter} offset={(index + 1) * PAGE_SIZE} />)
    : null;

  if (error && !data) return <LoadError />;

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

  // The list may hold more than the address asks for (it was longer before): show what it asks.
  const shownItems = items?.slice(0, pages * PAGE_SIZE) ?? [];
  const allLoaded = items !== undefined && items.length >= wanted;
  const shown = total === undefined ? 0 : Math.min(shownItems.length, total);
  const pageCount = total === undefined ? pages : Math.min(pages, Math.max(1, Math.ceil(total / PAGE_SIZE)));

  return (
    <Stack gap="3">
      {/* Cards are h3s under this, so the outline reads: page, results, each talent. */}
      <Heading as="h2" srOnly>
        Talents
      </Heading>
      {serverPages}
      <Text role="status" color="fg.muted" fontSize="sm" minH="5">
        {total === undefined
          ? ""
          : shown === total
            ? `Showing ${countOf(total, "talent")}`
            : `Showing ${shown} of ${countOf(total, "talent")}`}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 4, xl: 6 }} gap="3" aria-busy={!allLoaded}>
        {Array.from({ length: pageCount }, (_, index) => {
          const page = shownItems.slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE);
          return (
            <DirectoryPage
              key={index}
              index={index}
              items={page.length > 0 ? page : undefined}
              failed={more.failedAt === index * PAGE_SIZE}
              onRetry={more.retry}
              focus={focusPage === index + 1}
            />
          );
        })}
      </SimpleGrid>
      {total !== undefined && shown < total && allLoaded ? (
        <Box textAlign="center">
          <Button colorPalette="brand" size="lg" px="10" onClick={onLoadMore}>
            Load more
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** Whether this render is the server's (ADR 128): it has no document. */
const SERVER_RENDER = typeof document === "undefined";

/** A further page for the server's render: asked, written into the list, rendered by DirectoryResults. */
function ServerPage({ filter, offset }: { filter: TalentFilter; offset: number }) {
  useQuery(TalentDirectoryQuery, { variables: { filter, offset, limit: PAGE_SIZE } });
  return null;
}

type PageProps = {
  index: number;
  /** The page's talents, or undefined while it loads. */
  items: Talent[] | undefined;
  /** Its call failed: a Retry in its place. */
  failed: boolean;
  onRetry: () => void;
  focus: boolean;
};

function DirectoryPage({ index, items, failed, onRetry, focus }: PageProps) {
  const firstLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // After 'Load more' a keyboard user continues at the first new card, not at the page's end;
    // the page does not move: the new cards appear where the button was.
    if (focus && items?.length) firstLink.current?.focus({ preventScroll: true });
  }, [focus, items]);

  if (!items && failed) {
    return (
      <Box as="li" gridColumn="1 / -1" textAlign="center" py="6">
        <Text mb="3">Unable to Load Talent</Text>
        <Button variant="outline" onClick={onRetry}>
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
      <TalentCard
        talent={talent}
        eager={index === 0 && position < EAGER_CARDS}
        priority={index === 0 && position === 0}
        linkRef={position === 0 ? firstLink : undefined}
      />
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
