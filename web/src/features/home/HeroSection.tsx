import { Box, Button, Container, Flex, Heading, Stack, Text, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { ChevronDownIcon } from "../../components/icons";
import { graphql } from "../../gql";
import { HERO_POSTERS, HeroPosters } from "./HeroPosters";
import { useQuery } from "@apollo/client/react";

const HeroPostersQuery = graphql(`
  query HeroPosters($limit: Int!) {
    talentDirectory(limit: $limit) {
      items {
        id
        ...HeroPoster
      }
    }
  }
`);

// A night sky drawn in CSS: scattered star points over an indigo wash, so the hero needs no image
// download and still reads as "stellar" before any poster artwork exists.
const NIGHT_SKY = [
  "radial-gradient(1.5px 1.5px at 12% 22%, rgba(255,255,255,0.85), transparent)",
  "radial-gradient(1px 1px at 28% 68%, rgba(255,255,255,0.7), transparent)",
  "radial-gradient(2px 2px at 47% 14%, rgba(248,198,82,0.9), transparent)",
  "radial-gradient(1px 1px at 63% 42%, rgba(255,255,255,0.6), transparent)",
  "radial-gradient(1.5px 1.5px at 78% 76%, rgba(255,255,255,0.8), transparent)",
  "radial-gradient(2px 2px at 88% 18%, rgba(255,255,255,0.9), transparent)",
  "radial-gradient(1px 1px at 6% 84%, rgba(248,198,82,0.8), transparent)",
  "radial-gradient(1px 1px at 92% 52%, rgba(255,255,255,0.6), transparent)",
  "radial-gradient(ellipse 60% 50% at 80% 0%, rgba(241,176,44,0.28), transparent 70%)",
  "radial-gradient(ellipse 70% 60% at 10% 100%, rgba(111,123,224,0.45), transparent 70%)",
  "linear-gradient(160deg, #0e1029 0%, #181b42 45%, #2f358b 100%)",
].join(", ");

export function HeroSection() {
  // Until (or unless) the posters arrive, the hero is the night sky alone.
  const { data } = useQuery(HeroPostersQuery, { variables: { limit: HERO_POSTERS } });
  return (
    <Box
      as="section"
      data-hero=""
      aria-labelledby="hero-heading"
      position="relative"
      h={{ base: "600px", md: "700px" }}
      backgroundImage={NIGHT_SKY}
      color="white"
      overflow="hidden"
    >
      <HeroPosters talents={data?.talentDirectory.items ?? []} />
      <Container maxW="5xl" h="full" position="relative">
        <Flex h="full" direction="column" align="center" justify="center" textAlign="center" gap="6" pb="12">
          <Heading
            id="hero-heading"
            as="h1"
            fontSize={{ base: "4xl", sm: "5xl", md: "6xl", lg: "7xl" }}
            lineHeight="1.05"
            letterSpacing="tight"
            maxW="4xl"
            textShadow="0 2px 16px rgba(14, 16, 41, 0.8)"
          >
            Discover Exceptional Talent
          </Heading>
          <Text fontSize={{ base: "lg", md: "xl" }} color="brand.100" maxW="2xl" textShadow="0 1px 10px rgba(14, 16, 41, 0.9)">
            Representing Australia&apos;s most versatile and professional talent for over 20 years
          </Text>
          <Stack direction={{ base: "column", sm: "row" }} gap="4" mt="2" w={{ base: "full", sm: "auto" }} maxW="xs">
            <Button asChild size="xl" colorPalette="accent" px="8">
              <RouterLink to={paths.talents()}>For Clients</RouterLink>
            </Button>
            <Button
              asChild
              size="xl"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              px="8"
              _hover={{ bg: "whiteAlpha.200" }}
              focusRingColor="accent.400"
            >
              <RouterLink to={paths.submission()}>For Talent</RouterLink>
            </Button>
          </Stack>
        </Flex>
      </Container>

      <VStack position="absolute" bottom="6" insetX="0" gap="1" color="brand.100" fontSize="sm" letterSpacing="wide">
        <Text>Scroll to explore</Text>
        <Box as="span" fontSize="xl" animation="bounce" _motionReduce={{ animation: "none" }}>
          <ChevronDownIcon />
        </Box>
      </VStack>
    </Box>
  );
}
