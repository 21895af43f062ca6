import { Badge, Box, Button, Field, HStack, Input, Stack, Switch, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useDeferredValue, useState } from "react";
import { useFormState } from "react-hook-form";
import type { z } from "zod";
import { formatDate } from "#common/dates";
import { PACKAGE_MAX_TALENTS } from "#common/packages";
import type { createClientPackageSchema } from "#common/schemas/package";
import { graphql } from "../../gql";
import { availability, type AvailabilityDays } from "../../lib/availability";
import { AvailabilityFields } from "./AvailabilityFields";

// The package's talent picker: searches published talent on the server, optionally only those free
// on some days (no confirmed booking and no book-out then; holds do not count, docs/product.md#bookings),
// and lists the chosen ones in order with Remove.

export const PackageTalentSearchQuery = graphql(`
  query PackageTalentSearch($search: String, $ids: [Int!], $limit: Int) {
    talents(filter: { search: $search, ids: $ids }, limit: $limit) {
      id
      displayName
      categories {
        id
        name
      }
    }
  }
`);

const PickerAvailabilityQuery = graphql(`
  query PickerAvailability($talentIds: [Int!]!, $from: Date!, $to: Date!) {
    talentAvailability(talentIds: $talentIds, from: $from, to: $to) {
      talentId
      available
    }
  }
`);

export type Picked = { id: number; displayName: string };
type Values = z.input<typeof createClientPackageSchema>;

const daysText = (days: AvailabilityDays) =>
  days.from === days.to ? formatDate(days.from) : `${formatDate(days.from)} – ${formatDate(days.to)}`;

export function PackageTalentPicker({
  chosen,
  onChange,
  projectDays,
}: {
  chosen: Picked[];
  onChange: (next: Picked[]) => void;
  projectDays: AvailabilityDays | null;
}) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const { data, loading } = useQuery(PackageTalentSearchQuery, { variables: { search: deferred, limit: 8 }, skip: deferred.length < 2 });
  const chosenIds = new Set(chosen.map((talent) => talent.id));
  const found = (data?.talents ?? []).filter((talent) => !chosenIds.has(talent.id));
  const { errors } = useFormState<Values>({ name: "talentIds" });
  const error = errors.talentIds?.message ?? errors.talentIds?.root?.message;

  const [onlyAvailable, setOnlyAvailable] = useState(projectDays !== null);
  const [days, setDays] = useState<AvailabilityDays>(projectDays ?? { from: "", to: "" });
  const checked = availability(days);
  const range = onlyAvailable ? checked.range : null;
  const askIds = [...found.map((talent) => talent.id), ...chosen.map((talent) => talent.id)];
  const free = useQuery(PickerAvailabilityQuery, {
    variables: { talentIds: askIds, from: range?.from ?? "", to: range?.to ?? "" },
    skip: range === null || askIds.length === 0,
  });
  const busy = new Set((free.data?.talentAvailability ?? []).filter((entry) => !entry.available).map((entry) => entry.talentId));
  const results = range ? (free.data ? found.filter((talent) => !busy.has(talent.id)) : []) : found;
  const hidden = found.length - results.length;

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
      <Switch.Root checked={onlyAvailable} onCheckedChange={(event) => setOnlyAvailable(event.checked)} size="sm">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{projectDays ? "Only available on the project dates" : "Only talent available on some days"}</Switch.Label>
      </Switch.Root>
      {onlyAvailable && <AvailabilityFields idPrefix="package-available-" value={days} errors={checked.errors} onChange={setDays} />}
      {/* The error summary's link for the talent list lands on the search box. */}
      <Field.Root invalid={Boolean(error)} ids={{ control: "package-talentIds" }}>
        <Field.Label>Find published talent</Field.Label>
        <Input
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Type at least 2 letters of a name or skill"
          type="search"
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      {deferred.length >= 2 && (
        <Box aria-live="polite">
          {(loading && !data) || (range && free.loading && !free.data) ? (
            <Text fontSize="sm" color="fg.muted">
              Searching...
            </Text>
          ) : range && free.error ? (
            <Text fontSize="sm" color="fg.error">
              Failed to check who is available: {free.error.message}
            </Text>
          ) : results.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              {hidden > 0
                ? `No published talent matching “${deferred}” is available ${daysText(range!)}.`
                : `No published talent matches “${deferred}”.`}
            </Text>
          ) : (
            <Stack gap="1">
              <Stack as="ul" listStyleType="none" gap="1" aria-label="Search results">
                {results.map((talent) => (
                  <HStack as="li" key={talent.id} justify="space-between">
                    <Text>
                      {talent.displayName}{" "}
                      <Text as="span" color="fg.muted" fontSize="sm">
                        {talent.categories.map((category) => category.name).join(", ")}
                      </Text>
                    </Text>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Add ${talent.displayName}`}
                      disabled={chosen.length >= PACKAGE_MAX_TALENTS}
                      onClick={() => onChange([...chosen, { id: talent.id, displayName: talent.displayName }])}
                    >
                      Add
                    </Button>
                  </HStack>
                ))}
              </Stack>
              {hidden > 0 && (
                <Text fontSize="sm" color="fg.muted">
                  {hidden} more not available {daysText(range!)}.
                </Text>
              )}
            </Stack>
          )}
        </Box>
      )}
      <Box>
        <Text fontWeight="medium" fontSize="sm">
          In the package ({chosen.length})
        </Text>
        {chosen.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No talent chosen yet.
          </Text>
        ) : (
          <Stack as="ol" gap="1" ps="5" aria-label="Talent in the package">
            {chosen.map((talent) => (
              <HStack as="li" key={talent.id} justify="space-between" display="list-item">
                <HStack justify="space-between" align="start">
                  <HStack gap="2" wrap="wrap" flex="1" minW="0">
                    <Text>{talent.displayName}</Text>
                    {range && busy.has(talent.id) && (
                      <Badge colorPalette="orange" variant="subtle">
                        Not available on these dates
                      </Badge>
                    )}
                  </HStack>
                  <Button
                    size="xs"
                    variant="outline"
                    flexShrink="0"
                    aria-label={`Remove ${talent.displayName}`}
                    onClick={() => onChange(chosen.filter((other) => other.id !== talent.id))}
                  >
                    Remove
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
