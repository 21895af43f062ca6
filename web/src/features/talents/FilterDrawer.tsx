import { Button, CloseButton, Drawer, Portal, Stack, Text } from "@chakra-ui/react";
import { type RefObject, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { countOf } from "#common/text";
import { graphql } from "../../gql";
import { ALL, EMPTY_FILTERS, type Filters, SELECT_FILTERS, toApiFilter } from "./filters";
import { FilterSelect } from "./FilterSelect";

export type FilterDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus goes back here when the drawer closes (the 'Filters' button). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  filters: Filters;
  categories: ReadonlyArray<{ id: number; name: string }>;
  onApply: (filters: Filters) => void;
};

export const FILTER_DRAWER_ID = "directory-filters";

/** How many talents the drawer's draft would show: its own aliased list, so the directory's is untouched. */
const DraftCountQuery = graphql(`
  query DirectoryDraftCount($filter: TalentFilter) {
    draftCount: talentDirectory(filter: $filter, offset: 0, limit: 1) {
      total
      items {
        id
      }
    }
  }
`);

// Small screens: the dropdowns in a drawer, applied together with 'Show N talents' (the count is the API's
// for the draft). The drawer (Ark's
// dialog) keeps focus inside while open and gives it back to the 'Filters' button when it closes.
// Its own chunk (FilterBar loads it on the first press), so the directory's first load does not
// carry the dialog machinery a desktop visitor never uses.
export default function FilterDrawer({ open, onOpenChange, returnFocusTo, filters, categories, onApply }: FilterDrawerProps) {
  // Each opening starts from what the address says, not from an abandoned draft: FilterBar keys the
  // drawer by its openings, so this state starts afresh each time.
  const [draft, setDraft] = useState(filters);
  const count = useQuery(DraftCountQuery, { variables: { filter: toApiFilter(draft) } });
  // The last known count stays on the button while the next one is asked, so it does not flicker.
  const total = count.data?.draftCount.total ?? count.previousData?.draftCount.total;

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="sm"
      finalFocusEl={() => returnFocusTo.current}
      ids={{ content: FILTER_DRAWER_ID }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title fontFamily="heading" fontSize="xl">
                Filter Talents
              </Drawer.Title>
              <Drawer.Description asChild>
                <Text color="fg.muted" fontSize="sm">
                  Apply filters to find the perfect talent for your project.
                </Text>
              </Drawer.Description>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <FilterSelect
                  id="drawer-filter-category"
                  label="Category"
                  allLabel="All Categories"
                  value={draft.category === null ? ALL : String(draft.category)}
                  options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
                  onChange={(value) => setDraft({ ...draft, category: value === ALL ? null : Number(value) })}
                  showLabel
                />
                {SELECT_FILTERS.map((filter) => (
                  <FilterSelect
                    key={filter.key}
                    id={`drawer-filter-${filter.key}`}
                    label={filter.label}
                    allLabel={filter.allLabel}
                    value={draft[filter.key]}
                    options={filter.options}
                    onChange={(value) => setDraft({ ...draft, [filter.key]: value })}
                    showLabel
                  />
                ))}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              {/* Reset clears the dropdowns; the search box on the page is left as typed. */}
              <Button variant="outline" size="lg" onClick={() => setDraft({ ...EMPTY_FILTERS, search: draft.search })}>
                Reset
              </Button>
              <Button
                colorPalette="brand"
                size="lg"
                flex="1"
                aria-live="polite"
                onClick={() => {
                  onApply(draft);
                  onOpenChange(false);
                }}
              >
                {total === undefined ? (count.error ? "Apply Filters" : "Show talents") : `Show ${countOf(total, "talent")}`}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="lg" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
