import { Box, Button, Grid, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { TALENTS_SHOWN_AT_ONCE } from "#common/api-limits";
import { useEffect, useRef } from "react";
import { Link as RouterLink } from "react-router-dom";
import { formatDate } from "#common/dates";
import { REQUEST_NEXT_STEPS } from "#common/site";
import { paths } from "../../app/paths";
import { cardPhotoSources, TalentCardFragment } from "../../components/talent/TalentCard";
import { TalentPhoto } from "../../components/talent/TalentPhoto";
import { getFragmentData, graphql } from "../../gql";
import { useQuery } from "@apollo/client/react";

// The request's receipt: what was sent, to the letter, and what happens next, so a client who
// closes the tab knows who replies and by when without hunting for an e-mail.

const SentTalentsQuery = graphql(`
  query RequestSentTalents($ids: [Int!]!, $limit: Int!) {
    talents(filter: { ids: $ids }, limit: $limit) {
      id
      displayName
      ...TalentCard
    }
  }
`);

export type SentRequest = {
  clientName: string;
  organizationName: string;
  phone: string;
  email: string;
  projectDescription: string;
  projectStartDate: string | null;
  projectEndDate: string | null;
  requestedTalentIds: number[];
};

function projectDates(sent: SentRequest): string {
  const start = formatDate(sent.projectStartDate);
  const end = formatDate(sent.projectEndDate);
  if (start && end) return `${start} to ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return "Not set";
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box display="contents">
      <Text as="dt" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text as="dd" whiteSpace="pre-line" overflowWrap="anywhere">
        {children}
      </Text>
    </Box>
  );
}

function SentTalents({ ids }: { ids: number[] }) {
  // Past TALENTS_SHOWN_AT_ONCE, a number: the query's cost grows with its rows.
  const shown = ids.slice(0, TALENTS_SHOWN_AT_ONCE);
  const { data, loading } = useQuery(SentTalentsQuery, { variables: { ids: shown, limit: shown.length } });
  if (loading && !data) return <Skeleton h="24" aria-label="Loading the talents you requested" />;
  const byId = new Map((data?.talents ?? []).map((talent) => [talent.id, talent]));
  return (
    <Grid as="ul" listStyleType="none" templateColumns="repeat(auto-fill, minmax(7.5rem, 1fr))" gap="3" aria-label="Requested talents">
      {ids.map((id) => {
        const talent = byId.get(id);
        const card = talent ? getFragmentData(TalentCardFragment, talent) : null;
        const name = talent?.displayName ?? `Talent ${id}`;
        return (
          <Box as="li" key={id} data-testid="sent-talent">
            <TalentPhoto
              sources={card ? cardPhotoSources(card) : []}
              alt=""
              sizes="120px"
              fallbackWidth={4}
              fallbackHeight={5}
              w="full"
              h="auto"
              aspectRatio="4 / 5"
              borderRadius="md"
              objectPosition="top"
            />
            <Text mt="1" fontSize="sm" fontWeight="medium">
              {name}
            </Text>
          </Box>
        );
      })}
    </Grid>
  );
}

export function RequestSubmitted({ sent, onAnother }: { sent: SentRequest; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: "start" });
    heading.current?.focus();
  }, []);
  return (
    <Stack gap="8" borderWidth="1px" borderRadius="xl" p={{ base: "5", md: "10" }} bg="bg.subtle" data-testid="request-summary">
      <Stack gap="3" textAlign="center" align="center">
        <Heading ref={heading} tabIndex={-1} as="h2" size="2xl" color="brand.fg" outline="none">
          Request Submitted Successfully!
        </Heading>
        <Text fontSize="lg" maxW="2xl">
          Thank you, {sent.clientName}. Our team will review your project and contact you within 24-48 hours.
        </Text>
      </Stack>

      <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap="8" alignItems="start">
        <Stack as="section" aria-labelledby="sent-heading" gap="4">
          <Heading id="sent-heading" as="h3" size="lg">
            What you sent
          </Heading>
          <Box as="dl" display="grid" gridTemplateColumns={{ base: "1fr", sm: "10rem 1fr" }} columnGap="4" rowGap={{ base: "1", sm: "2" }}>
            <Row label="Project">{sent.projectDescription}</Row>
            <Row label="Dates">{projectDates(sent)}</Row>
            <Row label="Contact">{`${sent.clientName}, ${sent.organizationName}`}</Row>
            <Row label="Email">{sent.email}</Row>
            <Row label="Phone">{sent.phone}</Row>
          </Box>
          <Heading as="h4" size="md">
            {sent.requestedTalentIds.length === 1 ? "1 talent requested" : `${sent.requestedTalentIds.length} talents requested`}
          </Heading>
          <SentTalents ids={sent.requestedTalentIds} />
        </Stack>

        <Stack as="section" aria-labelledby="next-heading" gap="3" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
          <Heading id="next-heading" as="h3" size="lg">
            What happens next
          </Heading>
          <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
            {REQUEST_NEXT_STEPS.map((step) => (
              <Text as="li" key={step}>
                {step}
              </Text>
            ))}
          </Stack>
        </Stack>
      </Grid>

      <HStack gap="4" flexWrap="wrap" justify="center">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.talents()}>Back to the directory</RouterLink>
        </Button>
        <Button variant="outline" size="lg" onClick={onAnother}>
          Submit another request
        </Button>
      </HStack>
    </Stack>
  );
}
