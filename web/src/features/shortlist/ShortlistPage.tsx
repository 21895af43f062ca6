import { Box, Button, Container, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { TALENTS_SHOWN_AT_ONCE } from "#common/api-limits";
import { useSyncExternalStore } from "react";
import { Link as RouterLink } from "react-router-dom";
import { PAGE_META } from "#common/meta";
import { paths } from "../../app/paths";
import { PageHero } from "../../components/PageHero";
import { cardPhotoSources, categoryLabel, TalentCardFragment } from "../../components/talent/TalentCard";
import { TalentPhoto } from "../../components/talent/TalentPhoto";
import { getFragmentData } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { clearShortlist, removeFromShortlist, useShortlist, type ShortlistEntry } from "../../lib/shortlist";
import { useQuery } from "@apollo/client/react";
import { ShortlistCompare, type ComparedTalent } from "./ShortlistCompare";
import { ShortlistTalentsQuery } from "./shortlist-query";

// /shortlist: the talents a visitor shortlisted, to review, compare side by side, trim, and send
// on to the request form (which starts from the same shortlist). The list lives in the browser's
// storage, so the server renders the loading state and the browser fills it in.

const noSubscribe = () => () => undefined;
/** False on the server and during hydration, true once the browser has taken over. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

export function ShortlistPage() {
  usePageMeta(PAGE_META.shortlist.title, PAGE_META.shortlist.description);
  const inBrowser = useInBrowser();
  const shortlist = useShortlist();
  return (
    <>
      <PageHero title="Your Shortlist">Review the talent you shortlisted, compare them side by side, then send us one request.</PageHero>
      <Container maxW="6xl" py={{ base: "8", md: "12" }}>
        {!inBrowser ? <ShortlistLoading /> : shortlist.length === 0 ? <ShortlistEmpty /> : <ShortlistContent shortlist={shortlist} />}
      </Container>
    </>
  );
}

function ShortlistLoading() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading your shortlist">
      <Skeleton h="8" w="40%" />
      <Skeleton h="40" />
    </Stack>
  );
}

function ShortlistEmpty() {
  return (
    <Stack gap="4" align="center" textAlign="center" py="10" data-testid="shortlist-empty">
      <Heading as="h2" size="xl">
        Your shortlist is empty
      </Heading>
      <Text color="fg.muted" maxW="xl">
        Tap the heart on any talent in our directory to keep them here, then compare them and request them together.
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={paths.talents()}>Browse the directory</RouterLink>
      </Button>
    </Stack>
  );
}

const SHOWN_MAX = TALENTS_SHOWN_AT_ONCE;

function ShortlistContent({ shortlist: whole }: { shortlist: readonly ShortlistEntry[] }) {
  const shortlist = whole.slice(0, SHOWN_MAX);
  const ids = shortlist.map((entry) => entry.id);
  const { data, previousData, loading, error, refetch } = useQuery(ShortlistTalentsQuery, {
    variables: { ids, limit: ids.length },
  });
  const found = (data ?? previousData)?.talents;
  if (error && !found) {
    return (
      <Stack role="alert" gap="3" borderWidth="1px" borderColor="border.error" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          We could not load your shortlist
        </Heading>
        <Text>{error.message}</Text>
        <Button alignSelf="start" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
          Retry
        </Button>
      </Stack>
    );
  }
  if (loading && !found) return <ShortlistLoading />;

  const byId = new Map((found ?? []).map((talent) => [talent.id, talent]));
  const talents: ComparedTalent[] = [];
  const gone: ShortlistEntry[] = [];
  for (const entry of shortlist) {
    const talent = byId.get(entry.id);
    if (!talent) {
      gone.push(entry);
      continue;
    }
    const card = getFragmentData(TalentCardFragment, talent);
    talents.push({
      id: talent.id,
      name: talent.displayName,
      photos: cardPhotoSources(card),
      photoAlt: card.coverImage?.caption || talent.displayName,
      categories: categoryLabel(card.categories),
      facts: talent.facts,
    });
  }
  const count = talents.length;

  return (
    <Stack gap="10">
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ base: "stretch", md: "center" }} gap="4">
        <Text fontSize="lg" aria-live="polite" data-testid="shortlist-summary">
          {count === 1 ? "1 talent on your shortlist" : `${count} talents on your shortlist`}
          {whole.length > SHOWN_MAX ? ` (the first ${SHOWN_MAX} of ${whole.length} are shown)` : ""}
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" size="lg" onClick={clearShortlist}>
            Clear shortlist
          </Button>
          {count > 0 && (
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.request()}>Request these talents</RouterLink>
            </Button>
          )}
        </HStack>
      </Stack>

      {gone.length > 0 && (
        <Stack gap="2" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" data-testid="shortlist-gone">
          <Text fontWeight="medium">No longer in our directory:</Text>
          {gone.map((entry) => (
            <HStack key={entry.id} justify="space-between" gap="3">
              <Text>{entry.name}</Text>
              <Button size="sm" variant="outline" onClick={() => removeFromShortlist(entry.id)} aria-label={`Remove ${entry.name}`}>
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      )}

      {count > 0 && (
        <Grid
          as="ul"
          listStyleType="none"
          aria-label="Shortlisted talents"
          templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
          gap="5"
        >
          {talents.map((talent) => (
            <ShortlistItem key={talent.id} talent={talent} />
          ))}
        </Grid>
      )}

      {count > 1 && <ShortlistCompare talents={talents} />}
    </Stack>
  );
}

function ShortlistItem({ talent }: { talent: ComparedTalent }) {
  const headingId = `shortlisted-${talent.id}`;
  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderRadius="xl" overflow="hidden" bg="bg" data-testid="shortlist-item">
      <Box position="relative" aspectRatio={4 / 5} bg="bg.muted">
        <TalentPhoto
          sources={talent.photos}
          alt={talent.photoAlt}
          sizes="(min-width: 1024px) 260px, (min-width: 480px) 45vw, 90vw"
          fallbackWidth={600}
          fallbackHeight={750}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectPosition="top"
        />
      </Box>
      <Stack p="4" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          <Link asChild color="inherit">
            <RouterLink to={paths.talent(talent.id)}>{talent.name}</RouterLink>
          </Link>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {talent.categories}
        </Text>
        {talent.facts.length > 0 && (
          <Box as="dl" fontSize="sm" display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1">
            {talent.facts.map((fact) => (
              <Box key={fact.label} display="contents">
                <Text as="dt" color="fg.muted">
                  {fact.label}
                </Text>
                <Text as="dd" fontWeight="medium">
                  {fact.value}
                </Text>
              </Box>
            ))}
          </Box>
        )}
        <Button mt="1" variant="outline" onClick={() => removeFromShortlist(talent.id)} aria-label={`Remove ${talent.name} from shortlist`}>
          Remove
        </Button>
      </Stack>
    </Box>
  );
}
