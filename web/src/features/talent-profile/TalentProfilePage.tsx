import { Badge, Box, Button, Container, Grid, Heading, HStack, Link, Skeleton, SkeletonText, Stack, Text, Wrap } from "@chakra-ui/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { NOT_FOUND_META, talentPageMeta } from "#common/meta";
import { paths } from "../../app/paths";
import { CreditList, ReelList } from "../../components/talent/CreditsAndReels";
import { ShortlistToggle } from "../../components/talent/ShortlistToggle";
import { ArrowLeftIcon, DownloadIcon } from "../../components/talent/talent-icons";
import { graphql } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { publicName } from "#common/text";
import { Gallery } from "./Gallery";
import { NotFoundScreen } from "../../components/NotFoundScreen";
import { useQuery } from "@apollo/client/react";

const TalentProfileQuery = graphql(`
  query TalentProfile($id: Int!) {
    talent(id: $id) {
      id
      firstName
      lastInitial
      bio
      gender
      skills
      categories {
        id
        name
      }
      facts {
        key
        label
        value
      }
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
        ...GalleryImage
      }
    }
  }
`);

/** A positive 32-bit id, or null for anything else in the address. */
function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

export function TalentProfilePage() {
  const id = parseId(useParams().id);
  const { data, loading, error } = useQuery(TalentProfileQuery, { variables: { id: id ?? 0 }, skip: id === null });
  const talent = data?.talent;
  const meta = talent
    ? talentPageMeta({
        firstName: talent.firstName,
        lastName: talent.lastInitial,
        categoryNames: talent.categories.map((category) => category.name),
      })
    : NOT_FOUND_META;
  usePageMeta(meta.title, meta.description);

  if (loading && !talent) return <ProfileSkeleton />;
  if (!talent) return error ? <LoadFailed /> : <NotFoundScreen kind="talent" />;

  const name = publicName(talent.firstName, talent.lastInitial);
  const facts = talent.facts;

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <BackLink />
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" }} gap={{ base: "8", lg: "12" }} mt="6">
        <Gallery key={talent.id} images={talent.images} name={name} firstName={talent.firstName} />

        <Stack gap="8">
          <Stack gap="4">
            <Heading as="h1" fontSize={{ base: "3xl", md: "5xl" }} letterSpacing="tight">
              {name}
            </Heading>
            <Wrap gap="2">
              {(talent.categories.length ? talent.categories.map((category) => category.name) : ["Talent"]).map((label) => (
                <Badge key={label} colorPalette="brand" variant="subtle" size="lg">
                  {label}
                </Badge>
              ))}
              {talent.gender ? (
                <Badge variant="outline" size="lg">
                  {talent.gender}
                </Badge>
              ) : null}
            </Wrap>
            <HStack gap="3" wrap="wrap">
              <ShortlistToggle talent={{ id: talent.id, name }} variant="button" />
              <Button asChild variant="outline" size="lg">
                <a href={paths.compCard(talent.id)} download={`${talent.firstName}-${talent.lastInitial}-comp-card.pdf`}>
                  <DownloadIcon />
                  Download comp card
                </a>
              </Button>
            </HStack>
          </Stack>

          <Section title="About">
            <Text whiteSpace="pre-line" color={talent.bio?.trim() ? "fg" : "fg.muted"}>
              {talent.bio?.trim() ? talent.bio : "No bio provided"}
            </Text>
          </Section>

          {facts.length ? (
            <Section title="Details">
              <Grid as="dl" templateColumns={{ base: "1fr 1fr", sm: "repeat(3, 1fr)" }} gap="4">
                {facts.map((fact) => (
                  <Box key={fact.label}>
                    <Text as="dt" fontSize="sm" color="fg.muted">
                      {fact.label}
                    </Text>
                    <Text as="dd" fontWeight="semibold">
                      {fact.value}
                    </Text>
                  </Box>
                ))}
              </Grid>
            </Section>
          ) : null}

          {talent.skills.length ? (
            <Section title="Skills">
              <Wrap gap="2" as="ul" listStyleType="none">
                {talent.skills.map((skill) => (
                  <Badge as="li" key={skill} variant="surface" size="lg">
                    {skill}
                  </Badge>
                ))}
              </Wrap>
            </Section>
          ) : null}

          {talent.credits.length ? (
            <Section title="Credits">
              <CreditList credits={talent.credits} />
            </Section>
          ) : null}

          {talent.reels.length ? (
            <Section title="Reels">
              <ReelList reels={talent.reels} />
            </Section>
          ) : null}

          <Box
            as="section"
            aria-labelledby="contact-heading"
            bg="brand.subtle"
            borderWidth="1px"
            borderColor="brand.muted"
            borderRadius="xl"
            p={{ base: "5", md: "6" }}
          >
            <Heading id="contact-heading" as="h2" fontSize="xl" mb="2">
              Contact Information
            </Heading>
            <Text color="fg.muted" mb="4">
              Interested in booking {talent.firstName}? Contact our talent management team.
            </Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.request(new URLSearchParams({ talent: String(talent.id) }))}>
                Enquire about {talent.firstName}
              </RouterLink>
            </Button>
          </Box>
        </Stack>
      </Grid>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `profile-${title.toLowerCase()}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading id={id} as="h2" fontSize="xl" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function BackLink() {
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={paths.talents()}>
        <ArrowLeftIcon />
        Back to All Talents
      </RouterLink>
    </Link>
  );
}

/** The API did not answer: not a 404, so no not-found screen, but still a way on. */
function LoadFailed() {
  return (
    <Container maxW="3xl" py={{ base: "16", md: "24" }} textAlign="center">
      <Stack align="center" gap="4">
        <Heading as="h1" fontSize={{ base: "3xl", md: "4xl" }}>
          Talent Not Found
        </Heading>
        <Text color="fg.muted">We couldn&apos;t load this profile just now. Please try again in a moment.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.talents()}>Browse All Talents</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}

function ProfileSkeleton() {
  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }} aria-busy="true" data-testid="profile-skeleton">
      <Skeleton height="5" width="40" />
      <Grid templateColumns={{ base: "1fr", lg: "1fr 1fr" }} gap={{ base: "8", lg: "12" }} mt="6">
        <Skeleton aspectRatio={4 / 5} borderRadius="xl" />
        <Stack gap="6">
          <Skeleton height="12" width="60%" />
          <HStack>
            <Skeleton height="6" width="20" />
            <Skeleton height="6" width="16" />
          </HStack>
          <SkeletonText noOfLines={5} />
          <Skeleton height="32" />
        </Stack>
      </Grid>
    </Container>
  );
}
