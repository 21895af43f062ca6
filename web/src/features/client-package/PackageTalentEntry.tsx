import { Box, Button, Field, Grid, Heading, HStack, Stack, Text, Textarea, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { PACKAGE_COMMENT_MAX, PACKAGE_PICK_LABELS, PACKAGE_PICKS, type PackagePick } from "#common/packages";
import { serverFieldErrors } from "../../components/form";
import { CheckIcon } from "../../components/icons";
import { CreditList, ReelList } from "../../components/talent/CreditsAndReels";
import { srcSetOf, TalentPhoto } from "../../components/talent/TalentPhoto";
import { toaster } from "../../components/toaster";
import { useMutation } from "@apollo/client/react";
import { ClientPackageQuery, type Entry, SetPackagePickMutation } from "./package-query";

// One talent of a package: the photos, the public facts, the credits and reels, and the client's
// Yes / Maybe / No with a comment, saved as soon as it is chosen.

export function TalentEntry({ token, entry, onExpired }: { token: string; entry: Entry; onExpired: () => void }) {
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
  const facts = talent.facts;
  const headingId = `talent-${talent.id}`;

  const send = async (pick: PackagePick | null) => {
    setStatus("Saving...");
    try {
      const { data } = await save({ variables: { token, talentId: entry.talentId, pick, comment: comment.trim() || null } });
      const saved = data?.setPackagePick;
      setStatus(
        "Saved: " +
          `${saved?.pick ? PACKAGE_PICK_LABELS[saved.pick as PackagePick] : "no choice"}${saved?.comment ? ", with your comment" : ""}.`,
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
          <HStack gap="3" role="group" aria-label={`Your choice for ${talent.displayName}`} flexWrap="wrap">
            {PACKAGE_PICKS.map((pick) => {
              const pressed = entry.pick === pick;
              // At least 44 px high; the chosen one is filled, outlined thicker and ticked, so it
              // does not rely on colour alone.
              return (
                <Button
                  key={pick}
                  aria-pressed={pressed}
                  variant={pressed ? "solid" : "outline"}
                  colorPalette={pick === "no" ? "gray" : "brand"}
                  size="lg"
                  minH="11"
                  minW="28"
                  borderWidth={pressed ? "3px" : "1px"}
                  borderColor={pressed ? "fg" : undefined}
                  fontWeight={pressed ? "bold" : "medium"}
                  disabled={loading}
                  onClick={() => void send(pressed ? null : pick)}
                >
                  {pressed && <CheckIcon />}
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
