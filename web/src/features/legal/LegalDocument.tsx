import { Box, Container, Heading, Link, List, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageHero } from "../../components/PageHero";

export type LegalSection = { heading: string; paragraphs?: ReactNode[]; items?: ReactNode[] };

/** A plain document: a hero, the date it was last changed, and numbered sections in reading order. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <>
      <PageHero title={title} />
      <Container as="article" maxW="3xl" py={{ base: "10", md: "14" }}>
        <Text color="fg.muted" fontSize="sm" mb="6">
          Last updated {updated}
        </Text>
        <Text fontSize="lg" mb="10">
          {intro}
        </Text>
        <Stack gap="10">
          {sections.map((section, index) => (
            <Box as="section" key={section.heading} aria-labelledby={`section-${index}`}>
              <Heading id={`section-${index}`} as="h2" size="xl" color="brand.fg" mb="4">
                {index + 1}. {section.heading}
              </Heading>
              <Stack gap="3">
                {section.paragraphs?.map((paragraph, key) => (
                  <Text key={key}>{paragraph}</Text>
                ))}
                {section.items ? (
                  <List.Root ps="5" gap="2">
                    {section.items.map((item, key) => (
                      <List.Item key={key}>{item}</List.Item>
                    ))}
                  </List.Root>
                ) : null}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}

export function MailLink({ to }: { to: string }) {
  return (
    <Link href={`mailto:${to}`} color="brand.fg" textDecoration="underline">
      {to}
    </Link>
  );
}
