import { Box, Container, Grid, Heading, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PAGE_META } from "../../../../common/meta";
import { SITE } from "../../../../common/site";
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
        <Box
          role="img"
          aria-label="Map location would display here"
          mt={{ base: "10", md: "14" }}
          h={{ base: "56", md: "80" }}
          borderRadius="xl"
          bg="bg.muted"
          borderWidth="1px"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Text color="fg.muted" aria-hidden="true">
            Map location would display here
          </Text>
        </Box>
      </Container>
    </>
  );
}
