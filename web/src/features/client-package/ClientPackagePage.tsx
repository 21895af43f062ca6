import { Alert, Button, Container, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { formatDate } from "#common/dates";
import { PACKAGE_META } from "#common/meta";
import { PACKAGE_EXPIRED } from "#common/packages";
import { paths } from "../../app/paths";
import { usePageMeta } from "../../lib/page-meta";
import { useQuery } from "@apollo/client/react";
import { agentLabel, PackagePicks } from "./PackagePicks";
import { TalentEntry } from "./PackageTalentEntry";
import { ClientPackageQuery } from "./package-query";

// A client's private package (/p/{token}): the talents staff chose, every photo, the public facts,
// a Yes / Maybe / No with a comment for each, saved as the client goes, and at the end the picks
// summed up and sent to the agent who made the package.

function useClientPackage(token: string) {
  // Each open is one view on the staff side: ask once per visit, never in the background.
  return useQuery(ClientPackageQuery, { variables: { token } });
}

export function ClientPackagePage() {
  usePageMeta(PACKAGE_META.title, PACKAGE_META.description);
  const { token = "" } = useParams();
  const { data, loading, error, refetch } = useClientPackage(token);
  const pkg = data?.clientPackage;
  const [expired, setExpired] = useState(false);

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      {error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We could not load this page</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Retry
          </Button>
        </Alert.Root>
      ) : loading && !data ? (
        <Stack gap="6" aria-busy="true" aria-label="Loading the talent selected for you">
          <Skeleton h="10" w="60%" />
          <Skeleton h="80" />
        </Stack>
      ) : !pkg || expired ? (
        <Stack gap="4" maxW="xl" mx="auto" textAlign="center" py="10">
          <Heading as="h1" size="3xl">
            {PACKAGE_EXPIRED}
          </Heading>
          <Text color="fg.muted">Ask the agency for a new link, or browse the talent on our website.</Text>
          <HStack justify="center" gap="4">
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={paths.contact()}>Contact us</RouterLink>
            </Link>
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={paths.talents()}>Browse talent</RouterLink>
            </Link>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="8">
          <Stack gap="2">
            <Text color="fg.muted">Selected for {pkg.clientName}</Text>
            <Heading as="h1" size={{ base: "2xl", md: "4xl" }}>
              {pkg.title}
            </Heading>
            {pkg.message && <Text whiteSpace="pre-line">{pkg.message}</Text>}
            <Text fontSize="sm" color="fg.muted">
              Mark each talent Yes, Maybe or No; your choices are saved as you go. When you are done, send your picks to{" "}
              {agentLabel(pkg.agent)} at the end of the page. This private link works until {formatDate(pkg.expiresAt)}.
            </Text>
          </Stack>
          {pkg.talents.length === 0 ? (
            <Text>None of the talents in this selection are available any more. Please contact the agency.</Text>
          ) : (
            <>
              <Stack as="ol" listStyleType="none" gap="10">
                {pkg.talents.map((entry) => (
                  <TalentEntry key={entry.talentId} token={token} entry={entry} onExpired={() => setExpired(true)} />
                ))}
              </Stack>
              <PackagePicks token={token} pkg={pkg} onExpired={() => setExpired(true)} />
            </>
          )}
        </Stack>
      )}
    </Container>
  );
}
