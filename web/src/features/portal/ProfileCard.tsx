import { Badge, Box, Button, Card, Grid, Heading, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { publicFacts, type PublicFactsSource } from "#common/facts";
import { publicName } from "#common/text";
import { paths } from "../../app/paths";
import { TalentPhoto } from "../../components/talent/TalentPhoto";

type Profile = PublicFactsSource & {
  id: number;
  firstName: string;
  lastInitial: string;
  bio?: string | null;
  gender?: string | null;
  skills: string[];
  categories: ReadonlyArray<{ id: number; name: string }>;
  coverImage?: { alt?: string | null; card?: { url: string; width?: number | null; height?: number | null } | null } | null;
};

/** Published, or why not yet, in the talent's words. */
function publishedState(isApproved: boolean, isPublished: boolean): { label: string; palette: "green" | "orange"; text: string } {
  if (isPublished) return { label: "Published", palette: "green", text: "Visitors to the site see your profile as shown here." };
  if (!isApproved)
    return {
      label: "Not yet published",
      palette: "orange",
      text: "The agency is still reviewing your profile; visitors do not see it yet.",
    };
  return { label: "Not yet published", palette: "orange", text: "Your profile is approved; the agency publishes it when it is ready." };
}

/** The profile as the public sees it, compact: the cover photo, name, categories, facts, bio, skills. */
export function ProfileCard({ profile, isApproved, isPublished }: { profile: Profile; isApproved: boolean; isPublished: boolean }) {
  const name = publicName(profile.firstName, profile.lastInitial);
  const facts = publicFacts(profile);
  const state = publishedState(isApproved, isPublished);
  const card = profile.coverImage?.card;
  return (
    <Card.Root as="section" aria-labelledby="portal-profile-heading" overflow="hidden">
      <Grid templateColumns={{ base: "1fr", md: "220px minmax(0, 1fr)" }}>
        <TalentPhoto
          sources={card ? [{ src: card.url, width: card.width, height: card.height }] : []}
          alt={profile.coverImage?.alt ?? `${name}'s cover photo`}
          fallbackWidth={600}
          fallbackHeight={800}
          w="full"
          h={{ base: "64", md: "full" }}
          maxH={{ md: "80" }}
          eager
        />
        <Card.Body gap="4">
          <Stack gap="2">
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Heading as="h2" id="portal-profile-heading" size="xl">
                {name}
              </Heading>
              <Badge colorPalette={state.palette} variant="subtle" size="lg" data-testid="published-state">
                {state.label}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {state.text}
            </Text>
            <Wrap gap="2">
              {(profile.categories.length ? profile.categories.map((category) => category.name) : ["Talent"]).map((label) => (
                <Badge key={label} colorPalette="brand" variant="subtle">
                  {label}
                </Badge>
              ))}
            </Wrap>
          </Stack>
          {facts.length > 0 && (
            <Grid as="dl" templateColumns={{ base: "1fr 1fr", sm: "repeat(3, 1fr)" }} gap="3">
              {facts.map((fact) => (
                <Box key={fact.label}>
                  <Text as="dt" fontSize="xs" color="fg.muted">
                    {fact.label}
                  </Text>
                  <Text as="dd" fontWeight="semibold" fontSize="sm">
                    {fact.value}
                  </Text>
                </Box>
              ))}
            </Grid>
          )}
          <Text whiteSpace="pre-line" lineClamp={4} color={profile.bio?.trim() ? "fg" : "fg.muted"}>
            {profile.bio?.trim() ? profile.bio : "No bio yet."}
          </Text>
          {profile.skills.length > 0 && (
            <Wrap as="ul" gap="2" listStyleType="none" aria-label="Skills">
              {profile.skills.map((skill) => (
                <Badge as="li" key={skill} variant="surface">
                  {skill}
                </Badge>
              ))}
            </Wrap>
          )}
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={paths.portal.profile()}>Propose changes</RouterLink>
            </Button>
            {isPublished && (
              <Button asChild variant="outline" size="sm">
                <RouterLink to={paths.talent(profile.id)}>View public profile</RouterLink>
              </Button>
            )}
          </HStack>
        </Card.Body>
      </Grid>
    </Card.Root>
  );
}
