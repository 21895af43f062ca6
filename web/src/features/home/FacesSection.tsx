import { Box, Button, Container, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { ArrowRightIcon } from "../../components/icons";
import { TalentCard, TalentCardSkeleton } from "../../components/talent/TalentCard";
import { graphql } from "../../gql";
import { useQuery } from "@apollo/client/react";

// The home page's row of faces, right under the hero: the agency sells people, so the first thing
// after the headline is people. The talent staff feature come first (the most recently featured
// first), topped up with the newest published talent (ADR 166); a phone swipes the row sideways
// instead of scrolling past a wall of cards.

const HomeFacesQuery = graphql(`
  query HomeFaces($limit: Int!) {
    talents(limit: $limit, featuredFirst: true) {
      id
      ...TalentCard
    }
  }
`);

export const HOME_FACES = 6;

export function FacesSection() {
  const { data, loading, error } = useQuery(HomeFacesQuery, { variables: { limit: HOME_FACES } });
  const talents = data?.talents ?? [];
  // Nothing to show (an empty roster or a failed load): the hero's buttons still lead on.
  if (!loading && (error || talents.length === 0)) return null;

  return (
    <Box as="section" aria-labelledby="faces-heading" py={{ base: "10", md: "14" }}>
      <Container maxW="7xl">
        <Flex justify="space-between" align="end" gap="4" mb={{ base: "5", md: "6" }} wrap="wrap">
          <Stack gap="1">
            <Heading id="faces-heading" as="h2" fontSize={{ base: "2xl", md: "3xl" }} color="brand.fg">
              Featured faces
            </Heading>
            <Text color="fg.muted">Chosen by our agents, with the newest faces on our roster.</Text>
          </Stack>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={paths.talents()}>
              Browse all talent
              <ArrowRightIcon />
            </RouterLink>
          </Button>
        </Flex>
        <Flex
          as="ul"
          listStyleType="none"
          aria-label="Featured faces"
          aria-busy={loading}
          gap={{ base: "3", md: "4" }}
          overflowX={{ base: "auto", lg: "visible" }}
          scrollSnapType="x mandatory"
          pb={{ base: "2", lg: "0" }}
          data-testid="home-faces"
        >
          {(loading ? Array.from({ length: HOME_FACES }, () => null) : talents).map((talent, index) => (
            <Box
              as="li"
              key={talent?.id ?? `skeleton-${index}`}
              flex={{ base: "0 0 44%", sm: "0 0 30%", lg: "1 1 0" }}
              minW="0"
              scrollSnapAlign="start"
            >
              {talent ? <TalentCard talent={talent} eager={index < 2} /> : <TalentCardSkeleton />}
            </Box>
          ))}
        </Flex>
      </Container>
    </Box>
  );
}
