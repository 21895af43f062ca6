import { Alert, Box, Button, Container, Field, Grid, Heading, HStack, Link, Skeleton, Stack, Text, Textarea, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { publicFacts } from "../../../../common/facts";
import { PACKAGE_META } from "../../../../common/meta";
import { PACKAGE_COMMENT_MAX, PACKAGE_EXPIRED, PACKAGE_PICK_LABELS, PACKAGE_PICKS, type PackagePick } from "../../../../common/packages";
import { paths } from "../../app/paths";
import { CreditList, ReelList } from "../../components/talent/CreditsAndReels";
import { srcSetOf, TalentPhoto } from "../../components/talent/TalentPhoto";
import { serverFieldErrors } from "../../components/form";
import { toaster } from "../../components/toaster";
import { graphql } from "../../gql";
import { formatDate } from "../../../../common/dates";
import { usePageMeta } from "../../lib/page-meta";
import { useMutation, useQuery } from "@apollo/client/react";

// A client's private package (/p/{token}): the talents staff chose, every photo, the public facts,
// and a Yes / Maybe / No with a comment for each, saved as the client goes.

const ClientPackageQuery = graphql(`
  query ClientPackage($token: String!) {
    clientPackage(token: $token) {
      title
      message
      clientName
      expiresAt
      talents {
        talentId
        pick
        comment
        talent {
          id
          displayName
          bio
          skills
          categories {
            id
            name
          }
          age
          playableAgeMin
          playableAgeMax
          playableAgeNA
          height
          eyeColor
          hairColor
          smoker
          suburb
          state
          credits {
            year
            production
            role
            company
          }
          reels {
            url
            title
            provider
            embedUrl
          }
          images {
            id
            caption
            storageUrl
            original {
              url
              width
              height
            }
            card {
              url
              width
              height
            }
          }
        }
      }
    }
  }
`);
const SetPackagePickMutation = graphql(`
  mutation SetPackagePick($token: String!, $talentId: Int!, $pick: String, $comment: String) {
    setPackagePick(token: $token, talentId: $talentId, pick: $pick, comment: $comment) {
      talentId
      pick
      comment
    }
  }
`);

type PackageData = NonNullable<ReturnType<typeof useClientPackage>["data"]>["clientPackage"];
type Entry = NonNullable<PackageData>["talents"][number];

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
              Mark each talent Yes, Maybe or No; your choices are saved as you go. This private link works until {formatDate(pkg.expiresAt)}
              .
            </Text>
          </Stack>
          {pkg.talents.length === 0 ? (
            <Text>None of the talents in this selection are available any more. Please contact the agency.</Text>
          ) : (
            <Stack as="ol" listStyleType="none" gap="10">
              {pkg.talents.map((entry) => (
                <TalentEntry key={entry.talentId} token={token} entry={entry} onExpired={() => setExpired(true)} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Container>
  );
}

function TalentEntry({ token, entry, onExpired }: { token: string; entry: Entry; onExpired: () => void }) {
  const talent = entry.talent;
  const [comment, setComment] = useState(entry.comment ?? "");
  const [save, { loading }] = useMutation(SetPackagePickMutation, {
    // A package's rows have no id of their own: the cached package follows the server's answer.
    update(cache, { data }) {
      const saved = data?.setPackagePick;
      if (!saved) return;
      cache.updateQuery({ query: ClientPackageQuery, variables: { token } }, (current) =>
        current?.clientPackage
          ? {
              clientPackage: {
                ...current.clientPackage,
                talents: current.clientPackage.talents.map((row) =>
                  row.talentId === saved.talentId ? { ...row, pick: saved.pick, comment: saved.comment } : row,
                ),
              },
            }
          : current,
      );
    },
  });
  const [status, setStatus] = useState("");
  const facts = publicFacts(talent);
  const headingId = `talent-${talent.id}`;

  const send = async (pick: PackagePick | null) => {
    setStatus("Saving...");
    try {
      const { data } = await save({ variables: { token, talentId: entry.talentId, pick, comment: comment.trim() || null } });
      const saved = data?.setPackagePick;
      setStatus(
        `Saved: ${saved?.pick ? PACKAGE_PICK_LABELS[saved.pick as PackagePick] : "no choice"}${saved?.comment ? ", with your comment" : ""}.`,
      );
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields?.token) return onExpired();
      const text = fields ? Object.values(fields).join(" ") : failure instanceof Error ? failure.message : "";
      setStatus("");
      toaster.create({ type: "error", title: "Your choice was not saved", description: text || "Please try again." });
    }
  };

  return (
    <Box as="li" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: "4", md: "6" }}>
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" size="2xl" id={headingId}>
            {talent.displayName}
          </Heading>
          {talent.categories.length > 0 && <Text color="fg.muted">{talent.categories.map((category) => category.name).join(", ")}</Text>}
        </Stack>
        {talent.images.length > 0 && (
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }}
            gap="3"
          >
            {talent.images.map((image, index) => (
              <Box as="li" key={image.id}>
                <TalentPhoto
                  sources={[
                    ...(image.card
                      ? [
                          {
                            src: image.card.url,
                            srcSet: srcSetOf(image.card, image.original),
                            width: image.card.width,
                            height: image.card.height,
                          },
                        ]
                      : []),
                    ...(image.original ? [{ src: image.original.url, width: image.original.width, height: image.original.height }] : []),
                    ...(image.storageUrl ? [{ src: image.storageUrl }] : []),
                  ]}
                  alt={image.caption || `${talent.displayName}, photo ${index + 1} of ${talent.images.length}`}
                  sizes="(min-width: 48em) 25vw, 50vw"
                  fallbackWidth={4}
                  fallbackHeight={5}
                  w="full"
                  h="auto"
                  aspectRatio="4 / 5"
                  borderRadius="md"
                />
              </Box>
            ))}
          </Grid>
        )}
        {facts.length > 0 && (
          <Wrap as="dl" gapX="6" gapY="2">
            {facts.map((fact) => (
              <Box key={fact.label}>
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {fact.label}
                </Text>
                <Text as="dd" fontWeight="medium">
                  {fact.value}
                </Text>
              </Box>
            ))}
          </Wrap>
        )}
        {talent.bio && <Text whiteSpace="pre-line">{talent.bio}</Text>}
        {talent.skills.length > 0 && <Text fontSize="sm">Skills: {talent.skills.join(", ")}</Text>}
        {talent.credits.length > 0 && (
          <Box>
            <Heading as="h3" size="md" mb="1">
              Credits
            </Heading>
            <CreditList credits={talent.credits} />
          </Box>
        )}
        {talent.reels.length > 0 && (
          <Box>
            <Heading as="h3" size="md" mb="2">
              Reels
            </Heading>
            <ReelList reels={talent.reels} />
          </Box>
        )}

        <Stack gap="3" borderTopWidth="1px" pt="4">
          <Field.Root>
            <Field.Label>Your comment on {talent.displayName} (optional)</Field.Label>
            <Textarea value={comment} maxLength={PACKAGE_COMMENT_MAX} rows={2} onChange={(event) => setComment(event.target.value)} />
          </Field.Root>
          <HStack gap="2" role="group" aria-label={`Your choice for ${talent.displayName}`} flexWrap="wrap">
            {PACKAGE_PICKS.map((pick) => {
              const pressed = entry.pick === pick;
              return (
                <Button
                  key={pick}
                  aria-pressed={pressed}
                  variant={pressed ? "solid" : "outline"}
                  colorPalette="brand"
                  disabled={loading}
                  onClick={() => void send(pressed ? null : pick)}
                >
                  {PACKAGE_PICK_LABELS[pick]}
                </Button>
              );
            })}
            {entry.pick && (
              <Button variant="ghost" size="sm" disabled={loading} onClick={() => void send(entry.pick as PackagePick)}>
                Save comment
              </Button>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted" role="status" minH="5">
            {status}
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}
