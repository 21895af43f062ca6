import { Box, Container, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { PAGE_META } from "#common/meta";
import { SITE } from "#common/site";
import { PageHero } from "../../components/PageHero";
import { usePageMeta } from "../../lib/page-meta";
import { SubmissionForm } from "./SubmissionForm";

export function SubmissionPage() {
  usePageMeta(PAGE_META.submission.title, PAGE_META.submission.description);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  return (
    <>
      <PageHero title="Submit Your Profile">
        Join our roster of actors, presenters, extras and models. Tell us about yourself and send us your photos and resume.
      </PageHero>
      <Container maxW="4xl" py={{ base: "10", md: "16" }}>
        {confirmation ? <SubmissionReceived message={confirmation} /> : <SubmissionForm onSubmitted={setConfirmation} />}
      </Container>
    </>
  );
}

/** Replaces the form once the profile is stored (docs/product.md#talent-submission: 2-3 weeks, the submissions address). */
function SubmissionReceived({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: "center" });
    heading.current?.focus();
  }, []);
  return (
    <Box borderWidth="1px" borderRadius="xl" p={{ base: "6", md: "10" }} textAlign="center" bg="bg.subtle">
      <Stack gap="4" align="center">
        <Heading ref={heading} tabIndex={-1} as="h2" size="2xl" color="brand.fg" outline="none">
          Profile Submitted
        </Heading>
        <Text fontSize="lg" maxW="2xl">
          {message}
        </Text>
        <Text color="fg.muted">
          Questions about your submission? Write to{" "}
          <Link href={`mailto:${SITE.submissionsEmail}`} color="brand.fg" textDecoration="underline">
            {SITE.submissionsEmail}
          </Link>
          .
        </Text>
      </Stack>
    </Box>
  );
}
