import { Box, chakra, Flex, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/talent/talent-icons";
import { srcSetOf, TalentPhoto } from "../../components/talent/TalentPhoto";
import { type FragmentType, getFragmentData, graphql } from "../../gql";
import type { GalleryImageFragment as GalleryImageFragmentData } from "../../gql/graphql";

export const GalleryImageFragment = graphql(`
  fragment GalleryImage on TalentImage {
    id
    sequence
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
    thumb {
      url
      width
      height
    }
  }
`);

type Image = GalleryImageFragmentData;

/** Gallery order: by sequence (a missing one counts as 0), images without a stored file dropped. */
export function galleryOrder(images: readonly Image[]): Image[] {
  return images
    .filter((image) => Boolean(image.storageUrl ?? image.original?.url))
    .map((image, index) => ({ image, index }))
    .sort((a, b) => (a.image.sequence ?? 0) - (b.image.sequence ?? 0) || a.index - b.index)
    .map(({ image }) => image);
}

const MAIN_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 92vw";

type Props = { images: ReadonlyArray<FragmentType<typeof GalleryImageFragment>>; name: string; firstName: string };

/**
 * The profile's photos. Mount it with `key={talent.id}` so another talent starts at the first photo.
 * Left and right arrow keys move through the photos while focus is anywhere in the gallery.
 */
export function Gallery({ images: imageRefs, name, firstName }: Props) {
  const images = galleryOrder(imageRefs.map((ref) => getFragmentData(GalleryImageFragment, ref)));
  const [index, setIndex] = useState(0);
  const total = images.length;

  if (total === 0) {
    return (
      <Flex
        direction="column"
        align="center"
        justify="center"
        textAlign="center"
        gap="2"
        aspectRatio={4 / 5}
        bg="bg.muted"
        borderRadius="xl"
        p="8"
      >
        <Text fontWeight="semibold" fontSize="lg">
          Images available upon request
        </Text>
        <Text color="fg.muted">Contact our talent management team to view {firstName}'s portfolio</Text>
      </Flex>
    );
  }

  const current = images[Math.min(index, total - 1)]!;
  const go = (step: number) => setIndex((at) => (at + step + total) % total);
  const file = current.card ?? current.original;
  const altOf = (image: Image, at: number) => image.caption || (total > 1 ? `${name}, photo ${at + 1} of ${total}` : name);

  return (
    <Stack
      as="section"
      aria-label={`Photos of ${name}`}
      aria-roledescription="gallery"
      gap="3"
      onKeyDown={(event: React.KeyboardEvent) => {
        if (total < 2) return;
        if (event.key === "ArrowRight") go(1);
        else if (event.key === "ArrowLeft") go(-1);
        else return;
        event.preventDefault();
      }}
    >
      <Box position="relative" aspectRatio={4 / 5} bg="bg.muted" borderRadius="xl" overflow="hidden">
        <TalentPhoto
          key={current.id}
          sources={
            file ? [{ src: file.url, srcSet: srcSetOf(current.card, current.original), width: file.width, height: file.height }] : []
          }
          alt={altOf(current, index)}
          sizes={MAIN_SIZES}
          eager
          fallbackWidth={600}
          fallbackHeight={750}
          w="full"
          h="full"
        />
        {total > 1 ? (
          <>
            <GalleryButton side="left" label="Previous photo" onClick={() => go(-1)}>
              <ChevronLeftIcon />
            </GalleryButton>
            <GalleryButton side="right" label="Next photo" onClick={() => go(1)}>
              <ChevronRightIcon />
            </GalleryButton>
            <Box
              position="absolute"
              bottom="3"
              left="50%"
              transform="translateX(-50%)"
              bg="blackAlpha.700"
              color="white"
              px="3"
              py="1"
              rounded="full"
              fontSize="sm"
              aria-live="polite"
              data-testid="gallery-counter"
            >
              {index + 1} / {total}
            </Box>
          </>
        ) : null}
      </Box>

      {total > 1 ? (
        <HStack as="ul" listStyleType="none" gap="2" overflowX="auto" pb="1" aria-label="Thumbnails">
          {images.map((image, at) => {
            const thumb = image.thumb ?? image.card ?? image.original;
            const selected = at === index;
            return (
              <Box as="li" key={image.id} flexShrink={0}>
                <chakra.button
                  type="button"
                  onClick={() => setIndex(at)}
                  aria-label={`Show photo ${at + 1} of ${total}`}
                  aria-current={selected ? "true" : undefined}
                  display="block"
                  boxSize={{ base: "16", md: "20" }}
                  borderRadius="md"
                  overflow="hidden"
                  borderWidth="3px"
                  borderColor={selected ? "brand.solid" : "transparent"}
                  opacity={selected ? 1 : 0.75}
                  _hover={{ opacity: 1 }}
                  focusVisibleRing="outside"
                >
                  {thumb ? (
                    <img
                      src={thumb.url}
                      width={thumb.width ?? 160}
                      height={thumb.height ?? 160}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      style={{ width: "100%", height: "100%", objectFit: "cover" }}
                    />
                  ) : null}
                </chakra.button>
              </Box>
            );
          })}
        </HStack>
      ) : null}
    </Stack>
  );
}

function GalleryButton({
  side,
  label,
  onClick,
  children,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...{ [side]: "3" }}
      rounded="full"
      size="md"
      bg="blackAlpha.700"
      color="white"
      _hover={{ bg: "blackAlpha.800" }}
      fontSize="xl"
    >
      {children}
    </IconButton>
  );
}
