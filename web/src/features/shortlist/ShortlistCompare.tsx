import { Box, chakra, Heading, Stack, Text } from "@chakra-ui/react";
import type { PublicFact } from "#common/facts";
import type { PhotoSource } from "../../components/talent/TalentPhoto";

// The shortlisted talents side by side: one column per talent, one row per fact, so a casting
// director reads across a row (every height, every playing age) instead of card by card. Wider
// than a phone, it scrolls sideways inside its own focusable region with the fact names pinned.

export type ComparedTalent = {
  id: number;
  name: string;
  photos: PhotoSource[];
  photoAlt: string;
  categories: string;
  facts: PublicFact[];
};

const FACT_ROWS = ["Age", "Playable Age Range", "Height", "Eye Color", "Hair Color", "Smoker", "Location"];

export function ShortlistCompare({ talents }: { talents: ComparedTalent[] }) {
  const rows = [
    { label: "Categories", values: talents.map((talent) => talent.categories) },
    ...FACT_ROWS.map((label) => ({
      label,
      values: talents.map((talent) => talent.facts.find((fact) => fact.label === label)?.value ?? "—"),
    })),
  ];
  return (
    <Stack as="section" aria-labelledby="compare-heading" gap="3">
      <Heading id="compare-heading" as="h2" size="xl">
        Compare side by side
      </Heading>
      <Box
        role="region"
        // A name of its own: two landmarks may not share one (the section is 'Compare side by side').
        aria-label="Comparison table, scrolls sideways"
        tabIndex={0}
        overflowX="auto"
        borderWidth="1px"
        borderRadius="lg"
        focusRingColor="brand.focusRing"
        data-testid="shortlist-compare"
      >
        <chakra.table w="full" fontSize="sm" css={{ borderCollapse: "collapse" }}>
          <chakra.thead bg="bg.subtle">
            <chakra.tr>
              <chakra.th scope="col" textAlign="start" p="3" position="sticky" left="0" bg="bg.subtle" minW="32">
                <Text srOnly>Fact</Text>
              </chakra.th>
              {talents.map((talent) => (
                <chakra.th scope="col" key={talent.id} textAlign="start" p="3" minW="36" fontWeight="semibold">
                  {talent.name}
                </chakra.th>
              ))}
            </chakra.tr>
          </chakra.thead>
          <chakra.tbody>
            {rows.map((row) => (
              <chakra.tr key={row.label} borderTopWidth="1px">
                <chakra.th scope="row" textAlign="start" p="3" position="sticky" left="0" bg="bg" color="fg.muted" fontWeight="medium">
                  {row.label}
                </chakra.th>
                {row.values.map((value, index) => (
                  <chakra.td key={talents[index]!.id} p="3">
                    {value}
                  </chakra.td>
                ))}
              </chakra.tr>
            ))}
          </chakra.tbody>
        </chakra.table>
      </Box>
    </Stack>
  );
}
