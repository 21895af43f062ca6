import { Box, Button, Container, Grid, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { ArrowRightIcon, QuoteIcon } from "../../components/icons";
import { AGENCY_FIGURES, FOUNDER, SITE } from "#common/site";

/** Who the agency is: copy, the four figures and the founder's word, with a way to the About page. */
export function AboutBlock() {
  return (
    <Box as="section" aria-labelledby="about-heading" py={{ base: "16", md: "24" }}>
      <Container maxW="7xl">
        <Grid templateColumns={{ base: "1fr", lg: "1.1fr 0.9fr" }} gap={{ base: "12", lg: "16" }} alignItems="center">
          <Stack gap="5">
            <Text color="accent.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
              About {SITE.name}
            </Text>
            <Heading id="about-heading" as="h2" fontSize={{ base: "3xl", md: "4xl" }} color="brand.fg">
              Melbourne&apos;s home for versatile, professional talent
            </Heading>
            <Text fontSize="lg">
              For over 20 years we have represented actors, presenters, extras and models, and since 1999 we have worked alongside
              production companies, advertising agencies and casting directors across Australia.
            </Text>
            <Text color="fg.muted">
              We keep our roster personal: every person we represent is someone we have met, and every brief is read by an agent who knows
              the roster well enough to suggest the right people the first time.
            </Text>
            <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="4" pt="2">
              {AGENCY_FIGURES.map((figure) => (
                <Stack key={figure.label} gap="1" bg="bg.subtle" borderRadius="lg" p="4" textAlign="center">
                  {/* The term comes first for screen readers; the number shows first on screen. */}
                  <Text as="dt" order={2} fontSize="sm" color="fg.muted">
                    {figure.label}
                  </Text>
                  <Text
                    as="dd"
                    order={1}
                    fontFamily="heading"
                    fontSize={{ base: "3xl", md: "4xl" }}
                    fontWeight="bold"
                    color="brand.fg"
                    lineHeight="1"
                  >
                    {figure.value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Box pt="2">
              <Button asChild size="lg" colorPalette="brand" px="8">
                <RouterLink to={paths.about()}>
                  Learn More About Us
                  <ArrowRightIcon />
                </RouterLink>
              </Button>
            </Box>
          </Stack>

          <Stack as="figure" m="0" gap="5" bg="brand.950" color="white" borderRadius="2xl" p={{ base: "8", md: "10" }} boxShadow="xl">
            <Box as="span" color="accent.300" fontSize="4xl">
              <QuoteIcon />
            </Box>
            <Text as="blockquote" fontFamily="heading" fontSize={{ base: "xl", md: "2xl" }} lineHeight="snug">
              {FOUNDER.quote}
            </Text>
            <Text as="figcaption" color="brand.100">
              <Text as="span" fontWeight="semibold" color="white">
                {FOUNDER.name}
              </Text>
              , {FOUNDER.title}
            </Text>
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}
