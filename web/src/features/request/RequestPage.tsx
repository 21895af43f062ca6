import { Button, Container, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { PAGE_META } from "../../../../common/meta";
import { MAX_DIRECTORY_IDS } from "../../../../common/options";
import { paths } from "../../app/paths";
import { PageHero } from "../../components/PageHero";
import { usePageMeta } from "../../lib/page-meta";
import { getShortlist } from "../../lib/shortlist";
import { RequestForm } from "./RequestForm";

/** The talents a new request starts with: ?talent={id} (from a profile's 'Enquire about') and the shortlist. */
export function initialTalentIds(talentParam: string | null, shortlist: ReadonlyArray<{ id: number }>): number[] {
  const fromLink = talentParam && /^[1-9]\d{0,9}$/.test(talentParam) ? [Number(talentParam)] : [];
  return [...new Set([...fromLink, ...shortlist.map((entry) => entry.id)])].slice(0, MAX_DIRECTORY_IDS);
}

export function RequestPage() {
  usePageMeta(PAGE_META.request.title, PAGE_META.request.description);
  const [params] = useSearchParams();
  const [submitted, setSubmitted] = useState(false);
  // A new form (after 'Submit Another Request') starts again from the link and the shortlist.
  const [round, setRound] = useState(0);

  return (
    <>
      <PageHero title="Request Talent">Tell us about your project and choose the talent you would like to work with.</PageHero>
      <Container maxW="6xl" py={{ base: "10", md: "16" }}>
        {submitted ? (
          <RequestSubmitted
            onAnother={() => {
              setRound((count) => count + 1);
              setSubmitted(false);
            }}
          />
        ) : (
          <RequestForm
            key={round}
            initialTalentIds={initialTalentIds(params.get("talent"), getShortlist())}
            onSubmitted={() => setSubmitted(true)}
          />
        )}
      </Container>
    </>
  );
}

function RequestSubmitted({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: "center" });
    heading.current?.focus();
  }, []);
  return (
    <Stack gap="5" align="center" textAlign="center" borderWidth="1px" borderRadius="xl" p={{ base: "6", md: "10" }} bg="bg.subtle">
      <Heading ref={heading} tabIndex={-1} as="h2" size="2xl" color="brand.fg" outline="none">
        Request Submitted Successfully!
      </Heading>
      <Text fontSize="lg" maxW="2xl">
        Thank you for your request. Our team will review your project and contact you within 24-48 hours.
      </Text>
      <HStack gap="4" flexWrap="wrap" justify="center">
        <Button colorPalette="brand" onClick={onAnother}>
          Submit Another Request
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.home()}>Return to Home</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
