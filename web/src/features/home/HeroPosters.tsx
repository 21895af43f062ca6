import { Box, chakra } from "@chakra-ui/react";
import { type FragmentType, getFragmentData, graphql } from "../../gql";

export const HeroPosterFragment = graphql(`
  fragment HeroPoster on Talent {
    id
    displayName
    coverImage {
      id
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
  }
`);

/** At most this many posters (docs/product.md#home: six poster images). */
export const HERO_POSTERS = 6;

// A poster is as tall as the hero (600 px, 700 px from md) at 4:5; the browser picks the 600 px
// WebP copy for ordinary screens and the original for dense ones.
const POSTER_SIZES = "(min-width: 48rem) 560px, 480px";

const scroll = `hero-strip-scroll`;

/**
 * The hero's looping strip: the posters twice in a row, moved left by the width of one set, so the
 * second set takes the first one's place without a jump. It pauses while the pointer is over the
 * hero or focus is inside it, and stands still for visitors who ask for less motion.
 */
export function HeroPosters(props: { talents: ReadonlyArray<FragmentType<typeof HeroPosterFragment>> }) {
  const posters = props.talents
    .map((talent) => getFragmentData(HeroPosterFragment, talent))
    .flatMap((talent) => {
      const card = talent.coverImage?.card;
      const original = talent.coverImage?.original;
      const src = card ?? original;
      if (!src) return [];
      const srcSet = [card, original]
        .filter((file): file is NonNullable<typeof file> => Boolean(file?.width))
        .map((file) => `${file.url} ${file.width}w`)
        .join(", ");
      return [{ id: talent.id, name: talent.displayName, src, srcSet }];
    })
    .slice(0, HERO_POSTERS);
  if (posters.length === 0) return null;

  const set = (copy: number) =>
    posters.map((poster, index) => (
      <chakra.img
        key={`${copy}-${poster.id}`}
        src={poster.src.url}
        srcSet={poster.srcSet || undefined}
        sizes={POSTER_SIZES}
        width={poster.src.width ?? 480}
        height={poster.src.height ?? 600}
        // Decorative: the people are named in the directory; here they are the backdrop.
        alt=""
        loading={copy === 0 && index < 3 ? "eager" : "lazy"}
        // The first poster is the home page's largest paint on a phone.
        fetchPriority={copy === 0 && index === 0 ? "high" : undefined}
        decoding="async"
        h="full"
        w="auto"
        aspectRatio="4 / 5"
        objectFit="cover"
        flexShrink={0}
        data-testid={copy === 0 ? "hero-poster" : undefined}
      />
    ));

  return (
    <Box position="absolute" inset="0" overflow="hidden" aria-hidden="true" data-testid="hero-strip">
      <Box
        display="flex"
        h="full"
        w="max-content"
        gap="0"
        css={{
          [`@keyframes ${scroll}`]: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } },
          animation: `${scroll} 60s linear infinite`,
          "[data-hero]:is(:hover, :focus-within) &": { animationPlayState: "paused" },
          "@media (prefers-reduced-motion: reduce)": { animation: "none" },
        }}
        data-testid="hero-strip-track"
      >
        {set(0)}
        {set(1)}
      </Box>
      {/* Keeps the white headline readable over any photograph: dark behind the words, light at the
          edges, so the faces still read as faces (a flat 78% veil turned them to mud). */}
      <Box
        position="absolute"
        inset="0"
        backgroundImage={
          "radial-gradient(ellipse 55% 50% at 50% 48%, rgba(14, 16, 41, 0.72) 0%, rgba(14, 16, 41, " +
          "0.5) 60%, rgba(14, 16, 41, 0.22) 100%), linear-gradient(to top, rgba(14, 16, 41, 0.6), " +
          "transparent 30%)"
        }
      />
    </Box>
  );
}
