import { Box, Container, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PAGE_META } from "#common/meta";
import { directionsHref, SITE } from "#common/site";
import { PageHero } from "../../components/PageHero";
import { usePageMeta } from "../../lib/page-meta";
import { ContactForm } from "./ContactForm";

const { address } = SITE;

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="md">
        {title}
      </Heading>
      <Box color="fg.muted">{children}</Box>
    </Stack>
  );
}

export function ContactPage() {
  usePageMeta(PAGE_META.contact.title, PAGE_META.contact.description);
  return (
    <>
      <PageHero title="Contact Us">Questions about our talent or about joining our roster? We would love to hear from you.</PageHero>
      <Container maxW="6xl" py={{ base: "10", md: "16" }}>
        <Grid templateColumns={{ base: "1fr", lg: "1fr 2fr" }} gap={{ base: "10", lg: "14" }}>
          <Stack as="section" aria-labelledby="contact-details-heading" gap="6">
            <Heading id="contact-details-heading" as="h2" size="xl" color="brand.fg">
              Get in Touch
            </Heading>
            <Detail title="Address">
              <Text as="address" fontStyle="normal">
                {address.street}
                <br />
                {address.suburb} {address.state} {address.postcode}
              </Text>
              <Link
                href={directionsHref()}
                target="_blank"
                rel="noopener noreferrer"
                color="brand.fg"
                fontWeight="semibold"
                textDecoration="underline"
                display="inline-flex"
                alignItems="center"
                minH="11"
              >
                Get directions
                <Text as="span" srOnly>
                  {" "}
                  (OpenStreetMap, opens in a new tab)
                </Text>
              </Link>
            </Detail>
            <Detail title="Phone">
              <Link href={SITE.phoneHref} color="brand.fg" textDecoration="underline">
                {SITE.phone}
              </Link>
            </Detail>
            <Detail title="Email">
              <Link href={`mailto:${SITE.email}`} color="brand.fg" textDecoration="underline">
                {SITE.email}
              </Link>
            </Detail>
            <Detail title="Office Hours">
              <Text>{SITE.officeHours}</Text>
            </Detail>
          </Stack>
          <Box>
            <ContactForm />
          </Box>
        </Grid>
      </Container>
    </>
  );
}
