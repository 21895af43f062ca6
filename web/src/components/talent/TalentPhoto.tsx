import { Box, Flex, type BoxProps } from "@chakra-ui/react";
import { useState } from "react";
import { UserIcon } from "./talent-icons";

// A talent's picture with the specification's fallback chain: each candidate is tried in turn when
// the one before fails to load, and the placeholder shows when none is left. Width and height are
// always set (from the file when the server knows it), so nothing moves while pictures arrive.

export type PhotoSource = { src: string; srcSet?: string; width?: number | null; height?: number | null };

type ImageFile = { url: string; width?: number | null; height?: number | null } | null | undefined;

/** 'a.webp 600w, b.jpg 1600w' from the copies whose widths are known; undefined when fewer than two. */
export function srcSetOf(...files: ImageFile[]): string | undefined {
  const known = files.filter((file): file is NonNullable<ImageFile> & { width: number } => Boolean(file?.url && file.width));
  const unique = known.filter((file, index) => known.findIndex((other) => other.width === file.width) === index);
  return unique.length > 1 ? unique.map((file) => `${file.url} ${file.width}w`).join(", ") : undefined;
}

type Props = {
  sources: readonly PhotoSource[];
  alt: string;
  sizes?: string;
  /** Above the fold: load at once (the first row of cards, the gallery's first picture). */
  eager?: boolean;
  /** The page's largest picture on a phone: fetched ahead of the rest (by default, every eager one). */
  priority?: boolean;
  /** Used when a source has no size of its own; only the ratio matters, CSS sets the box. */
  fallbackWidth: number;
  fallbackHeight: number;
} & Omit<BoxProps, "children" | "direction">;

export function TalentPhoto({ sources, alt, sizes, eager = false, priority = eager, fallbackWidth, fallbackHeight, ...box }: Props) {
  // Keyed by the list, so a new talent starts again at the first candidate.
  const key = sources.map((source) => source.src).join("|");
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const index = failed.key === key ? failed.count : 0;
  const source = sources[index];

  if (!source) {
    return (
      <Flex align="center" justify="center" bg="bg.emphasized" color="fg.subtle" fontSize="5xl" data-testid="photo-placeholder" {...box}>
        <UserIcon />
      </Flex>
    );
  }
  return (
    <Box asChild objectFit="cover" {...box}>
      <img
        key={source.src}
        src={source.src}
        srcSet={source.srcSet}
        sizes={source.srcSet ? sizes : undefined}
        width={source.width ?? fallbackWidth}
        height={source.height ?? fallbackHeight}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        onError={() => setFailed({ key, count: index + 1 })}
      />
    </Box>
  );
}
