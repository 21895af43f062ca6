import { AspectRatio, Box, Grid, Link, Stack, Text } from "@chakra-ui/react";
import { REEL_PROVIDER_NAMES, reelLabel, type ReelProvider } from "#common/credits";

// A talent's credits and reels as the public profile and a client package show them. Imported by
// module (no barrel): public pages stay off zod (ADR 128).

export type CreditView = { year?: number | null; production: string; role?: string | null; company?: string | null };
export type ReelView = { url: string; title?: string | null; provider?: string | null; embedUrl?: string | null };

/** Credits as a list a casting director scans: the year apart, the production first, then role and company. */
export function CreditList({ credits }: { credits: readonly CreditView[] }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" ps="0" divideY="1px">
      {credits.map((credit, index) => (
        <Grid as="li" key={index} templateColumns="3.5rem minmax(0, 1fr)" gap="3" py="2.5" alignItems="baseline">
          <Text color="fg.muted" fontVariantNumeric="tabular-nums" fontSize="sm">
            {credit.year ?? ""}
          </Text>
          <Box minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {credit.production}
            </Text>
            {credit.role || credit.company ? (
              <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                {[credit.role, credit.company].filter(Boolean).join(" · ")}
              </Text>
            ) : null}
          </Box>
        </Grid>
      ))}
    </Stack>
  );
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

const providerName = (provider: string | null | undefined) =>
  provider && provider in REEL_PROVIDER_NAMES ? REEL_PROVIDER_NAMES[provider as ReelProvider] : null;

/**
 * Reels in their provider's player where the site's Content-Security-Policy frames that provider
 * (the API gives embedUrl only then, ADR 007), else as a link. Players load when scrolled near.
 */
export function ReelList({ reels }: { reels: readonly ReelView[] }) {
  return (
    <Stack as="ul" gap="5" listStyleType="none" ps="0">
      {reels.map((reel, index) => {
        const label = reelLabel({ url: reel.url, title: reel.title ?? null });
        const provider = providerName(reel.provider);
        return (
          <Box as="li" key={index}>
            {reel.embedUrl ? (
              <Stack gap="1.5">
                {reel.provider === "soundcloud" ? (
                  <Box as="iframe" {...frameProps(reel.embedUrl, label)} width="100%" height="166px" borderRadius="md" />
                ) : (
                  <AspectRatio ratio={16 / 9} borderRadius="md" overflow="hidden" bg="bg.muted">
                    <iframe {...frameProps(reel.embedUrl, label)} />
                  </AspectRatio>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {reel.title ? `${reel.title} · ` : ""}
                  <Link href={reel.url} target="_blank" rel="noopener noreferrer" color="brand.fg" variant="underline">
                    Open on {provider}
                  </Link>
                </Text>
              </Stack>
            ) : (
              <Link href={reel.url} target="_blank" rel="noopener noreferrer" color="brand.fg" variant="underline" fontWeight="medium">
                {label}
                {reel.title ? (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {" "}
                    ({hostOf(reel.url)})
                  </Text>
                ) : null}
              </Link>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

// The site sends no referrer to other origins (Referrer-Policy: same-origin), but the players
// refuse to play without knowing the embedding site, so each frame sends its origin only.
function frameProps(src: string, label: string) {
  return {
    src,
    title: label,
    loading: "lazy" as const,
    referrerPolicy: "strict-origin-when-cross-origin" as const,
    allow: "encrypted-media; picture-in-picture; fullscreen",
    allowFullScreen: true,
    style: { border: 0 },
  };
}
