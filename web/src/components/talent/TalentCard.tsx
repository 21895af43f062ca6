import { Badge, Box, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { cardFacts } from "#common/facts";
import { paths } from "#common/paths";
import { publicName } from "#common/text";
import { type FragmentType, getFragmentData, graphql } from "../../gql";
import type { TalentCardFragment as TalentCardFragmentData } from "../../gql/graphql";
import { ShortlistToggle } from "./ShortlistToggle";
import { srcSetOf, type PhotoSource, TalentPhoto } from "./TalentPhoto";
import { CameraIcon } from "./talent-icons";

export const TalentCardFragment = graphql(`
  fragment TalentCard on Talent {
    id
    firstName
    lastInitial
    age
    suburb
    state
    height
    categories {
      id
      name
    }
    images {
      id
    }
    coverImage {
      id
      caption
      card {
        url
        width
        height
      }
      original {
        url
        width
        height
      }
    }
    firstImageUrl
    imageUrl
    headshotUrl
    fullBodyShotUrl
    additionalImages
  }
`);

type CardData = TalentCardFragmentData;

/** 'Actors', 'Actors +2 more' or 'Talent' (docs/product.md#talent-card). */
export function categoryLabel(categories: ReadonlyArray<{ name: string }>): string {
  const [first, ...rest] = categories;
  if (!first) return "Talent";
  return rest.length ? `${first.name} +${rest.length} more` : first.name;
}

/**
 * The card's picture candidates, first to last: the cover photo's WebP copy (with the original in
 * its srcset), then firstImageUrl, imageUrl, headshotUrl, fullBodyShotUrl and the additional images.
 */
export function cardPhotoSources(talent: CardData): PhotoSource[] {
  const cover = talent.coverImage;
  const candidates: PhotoSource[] = [];
  const coverFile = cover?.card ?? cover?.original;
  if (coverFile) {
    candidates.push({
      src: coverFile.url,
      srcSet: srcSetOf(cover?.card, cover?.original),
      width: coverFile.width,
      height: coverFile.height,
    });
  }
  for (const url of [talent.firstImageUrl, talent.imageUrl, talent.headshotUrl, talent.fullBodyShotUrl, ...talent.additionalImages]) {
    if (url) candidates.push({ src: url });
  }
  return candidates.filter((candidate, index) => candidates.findIndex((other) => other.src === candidate.src) === index);
}

/** How many photos the talent has: stored images, else the distinct picture links. */
export function photoCount(talent: CardData): number {
  if (talent.images.length) return talent.images.length;
  return new Set([talent.imageUrl, talent.headshotUrl, talent.fullBodyShotUrl, ...talent.additionalImages].filter(Boolean)).size;
}

// 2 columns, 3 from 768 px, 4 from 1024 px, 6 from 1280 px (in a 1280 px container): what the
// browser should fetch.
export const CARD_SIZES = "(min-width: 1280px) 190px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw";

type Props = {
  talent: FragmentType<typeof TalentCardFragment>;
  /** In the first row: the photo loads at once instead of lazily. */
  eager?: boolean;
  /** The first card: its photo is fetched ahead of the others' (a phone shows only this one at first). */
  priority?: boolean;
  linkRef?: React.Ref<HTMLAnchorElement>;
};

export function TalentCard({ talent: talentRef, eager = false, priority = false, linkRef }: Props) {
  const talent = getFragmentData(TalentCardFragment, talentRef);
  const name = publicName(talent.firstName, talent.lastInitial);
  const photos = photoCount(talent);
  const facts = cardFacts(talent);

  return (
    <Box
      as="article"
      data-testid="talent-card"
      position="relative"
      h="full"
      display="flex"
      flexDirection="column"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="sm"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: "lg", transform: "translateY(-2px)" }}
      _focusWithin={{ boxShadow: "lg" }}
      _motionReduce={{ transition: "none", _hover: { transform: "none" } }}
    >
      {/* Portrait on phones; square from 1280 px, so two rows of six fit a laptop's first screen. */}
      <Box position="relative" aspectRatio={{ base: 5 / 6, xl: 1 }} bg="bg.muted">
        <TalentPhoto
          sources={cardPhotoSources(talent)}
          alt={talent.coverImage?.caption || name}
          sizes={CARD_SIZES}
          eager={eager}
          priority={priority}
          fallbackWidth={600}
          fallbackHeight={750}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectPosition="top"
        />
        {photos > 1 ? (
          <Badge position="absolute" top="2" left="2" size="sm" variant="solid" bg="blackAlpha.700" color="white" gap="1">
            <CameraIcon />
            {photos}
            <Box as="span" srOnly>
              photos
            </Box>
          </Badge>
        ) : null}
        <Box position="absolute" top="1" right="1" zIndex="1">
          <ShortlistToggle talent={{ id: talent.id, name }} />
        </Box>
      </Box>

      <Stack px={{ base: "2.5", md: "3" }} py={{ base: "2", md: "2.5" }} gap="0.5" flex="1">
        <Heading as="h3" fontSize="md" lineHeight="short" color="fg" truncate>
          {/* The link covers the whole card (a tap anywhere opens the profile); the shortlist toggle sits above it. */}
          <Link
            asChild
            color="inherit"
            textDecoration="none"
            _hover={{ textDecoration: "underline" }}
            css={{ "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: "xl" } }}
          >
            <RouterLink ref={linkRef} to={paths.talent(talent.id)} aria-label={`View Profile of ${name}`}>
              {name}
            </RouterLink>
          </Link>
        </Heading>
        {facts ? (
          <Text fontSize="sm" color="fg.muted" truncate title={facts} data-testid="talent-facts">
            {facts}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted" truncate>
          {categoryLabel(talent.categories)}
        </Text>
      </Stack>
    </Box>
  );
}

export function TalentCardSkeleton() {
  return (
    <Box data-testid="talent-card-skeleton" borderRadius="xl" overflow="hidden" bg="bg" borderWidth="1px" aria-hidden="true">
      <Skeleton aspectRatio={{ base: 5 / 6, xl: 1 }} borderRadius="0" />
      <Stack px={{ base: "2.5", md: "3" }} py={{ base: "2", md: "2.5" }} gap="1.5">
        <Skeleton height="5" width="55%" />
        <Skeleton height="4" width="80%" />
        <Skeleton height="3" width="35%" />
      </Stack>
    </Box>
  );
}
