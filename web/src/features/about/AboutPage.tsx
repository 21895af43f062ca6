import { Box, Container, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { pageTitle, SITE } from "#common/site";
import { PageHero } from "../../components/PageHero";
import { usePageMeta } from "../../lib/page-meta";

const VALUES = [
  {
    title: "Integrity & Transparency",
    text:
      "Honest advice, clear terms and open communication with our talent and our clients. " +
      "Everyone knows where they stand, from the first audition to the final invoice.",
  },
  {
    title: "Diversity & Inclusion",
    text:
      "Australia's screens and stages should look like Australia. We represent people of every " +
      "background, age, body and ability, and put them forward on merit.",
  },
  {
    title: "Growth & Development",
    text:
      "We invest in careers, not single bookings: feedback after castings, guidance on showreels " +
      "and headshots, and introductions that help our talent grow.",
  },
] as const;

export function AboutPage() {
  usePageMeta(
    pageTitle("About"),
    `${SITE.name} is a boutique Melbourne talent agency representing actors, presenters, extras and models since 1999.`,
  );
  return (
    <>
      <PageHero title={`About ${SITE.name}`} />
      <Container maxW="4xl" py={{ base: "12", md: "16" }}>
        <Stack as="section" aria-labelledby="story-heading" gap="5">
          <Heading id="story-heading" as="h2" size="2xl" color="brand.fg">
            Our Story
          </Heading>
          <Text fontSize="lg">
            {SITE.name} is a boutique talent agency based in Melbourne. Since 1999 we have represented actors, presenters, extras and
            models, and worked alongside production companies, advertising agencies and casting directors across Australia.
          </Text>
          <Text>
            We keep our roster deliberately personal. Every person we represent is someone we have met, and every client brief is read by an
            agent who knows the roster well enough to put forward the right people the first time. That is how a small agency has stayed
            trusted for more than twenty years.
          </Text>
        </Stack>
      </Container>
      <Box as="section" aria-labelledby="values-heading" bg="bg.muted" py={{ base: "12", md: "16" }}>
        <Container maxW="5xl">
          <Heading id="values-heading" as="h2" size="2xl" textAlign="center" color="brand.fg" mb="10">
            Our Values
          </Heading>
          <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
            {VALUES.map((value, index) => (
              <Stack as="li" key={value.title} gap="3" bg="bg" borderRadius="xl" p="6" boxShadow="sm">
                <Text aria-hidden="true" fontFamily="heading" fontSize="4xl" color="accent.fg" lineHeight="1">
                  {String(index + 1).padStart(2, "0")}
                </Text>
                <Heading as="h3" size="lg">
                  {value.title}
                </Heading>
                <Text color="fg.muted">{value.text}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
