import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../../common/paths";
import { publicName } from "../../../../common/text";
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

// 1 column, 2 from 640 px, 4 from 1024 px in a 1280 px container: what the browser should fetch.
export const CARD_SIZES = "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 92vw";

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
      <Box position="relative" aspectRatio={4 / 5} bg="bg.muted">
        <TalentPhoto
          sources={cardPhotoSources(talent)}
          alt={talent.coverImage?.caption || name}
          sizes={CARD_SIZES}
          eager={eager}
          priority={priority}
          fallbackWidth={600}
          fallbackHeight={750}
          w="full"
          h="full"
        />
        {photos > 1 ? (
          <Badge position="absolute" top="3" left="3" size="md" variant="solid" bg="blackAlpha.700" color="white" gap="1">
            <CameraIcon />
            {photos}
            <Box as="span" srOnly>
              photos
            </Box>
          </Badge>
        ) : null}
        <Box position="absolute" top="2" right="2" zIndex="1">
          <ShortlistToggle talent={{ id: talent.id, name }} />
        </Box>
      </Box>

      <Stack p="4" gap="3" flex="1">
        <Box flex="1">
          <Heading as="h3" fontSize="lg" color="fg">
            {name}
          </Heading>
          <Text mt="0.5" fontSize="sm" color="fg.muted">
            {categoryLabel(talent.categories)}
          </Text>
        </Box>
        <Button
          asChild
          colorPalette="brand"
          variant="outline"
          size="sm"
          // The link covers the whole card, so a click anywhere opens the profile; the shortlist
          // toggle sits above it.
          css={{ position: "static", "&::after": { content: '""', position: "absolute", inset: 0 } }}
        >
          <RouterLink ref={linkRef} to={paths.talent(talent.id)} aria-label={`View Profile of ${name}`}>
            View Profile
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

export function TalentCardSkeleton() {
  return (
    <Box data-testid="talent-card-skeleton" borderRadius="xl" overflow="hidden" bg="bg" borderWidth="1px" aria-hidden="true">
      <Skeleton aspectRatio={4 / 5} borderRadius="0" />
      <Stack p="4" gap="3">
        <Skeleton height="5" width="55%" />
        <Skeleton height="4" width="35%" />
        <HStack>
          <Skeleton height="8" flex="1" />
        </HStack>
      </Stack>
    </Box>
  );
}
