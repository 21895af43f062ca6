import { Box, Button, Card, Field, Heading, Input, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { get, useController, useFormState } from "react-hook-form";
import { MAX_DIRECTORY_IDS } from "#common/options";
import { useFieldId } from "../../components/form";
import { graphql } from "../../gql";
import { PickerTalent } from "./PickerTalent";
import { useQuery } from "@apollo/client/react";
import { useMorePages } from "../../lib/apollo/use-more-pages";

// The request's talent picker. The roster can hold thousands of talents, so nothing here loads it
// whole: the selected talents are asked for by id, and the rest are found by a server-side search
// a page at a time.

const SelectedTalentsQuery = graphql(`
  query RequestSelectedTalents($ids: [Int!]!, $limit: Int!) {
    talents(filter: { ids: $ids }, limit: $limit) {
      id
      ...PickerTalent
    }
  }
`);

const PickerSearchQuery = graphql(`
  query RequestPickerSearch($search: String, $offset: Int!, $limit: Int!) {
    # Aliased: the picker's list is kept apart from the directory's (lib/apollo/cache.ts).
    picker: talentDirectory(filter: { search: $search }, offset: $offset, limit: $limit) {
      total
      items {
        id
        ...PickerTalent
      }
    }
  }
`);

export const PICKER_PAGE_SIZE = 24;
const SEARCH_DELAY_MS = 300;

type Toggle = (id: number, checked: boolean) => void;

function SelectedTalents({ ids, onToggle }: { ids: number[]; onToggle: Toggle }) {
  const { data, previousData } = useQuery(SelectedTalentsQuery, {
    variables: { ids, limit: MAX_DIRECTORY_IDS },
    skip: ids.length === 0,
  });
  if (ids.length === 0) return null;
  // Kept on screen while a changed selection loads, so the list does not jump.
  const talents = (data ?? previousData)?.talents ?? [];
  const order = new Map(ids.map((id, index) => [id, index]));
  const shown = talents.filter((talent) => order.has(talent.id)).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return (
    <>
      {shown.map((talent) => (
        <PickerTalent key={talent.id} talent={talent} checked onToggle={onToggle} />
      ))}
    </>
  );
}

/**
 * The search's results, without the talents already shown as selected: one query whose next
 * pages come with fetchMore, appended by the cache's field policy (lib/apollo/cache.ts).
 */
function SearchResults({
  search,
  pages,
  selected,
  onToggle,
  onTotal,
}: {
  search: string;
  pages: number;
  selected: Set<number>;
  onToggle: Toggle;
  onTotal: (total: number) => void;
}) {
  const { data, error, refetch, fetchMore } = useQuery(PickerSearchQuery, {
    variables: { search: search || null, offset: 0, limit: PICKER_PAGE_SIZE },
  });
  const total = data?.picker.total;
  useEffect(() => {
    if (total !== undefined) onTotal(total);
  }, [total, onTotal]);
  const items = data?.picker.items;
  const fetchPage = useCallback(
    (offset: number) => fetchMore({ variables: { offset } }).then((result) => result.data?.picker.items.length ?? 0),
    [fetchMore],
  );
  const wanted = Math.min(pages * PICKER_PAGE_SIZE, total ?? Infinity);
  const more = useMorePages({ loaded: items?.length, wanted, fetchPage, listKey: search });

  const failed = (retry: () => void) => (
    <Box as="li" listStyleType="none" p="2">
      <Text color="fg.error">Failed to fetch talents</Text>
      <Button size="sm" variant="outline" mt="2" onClick={retry}>
        Retry
      </Button>
    </Box>
  );
  const loadingRow = (
    <Text as="li" listStyleType="none" p="2" color="fg.muted">
      Loading talent...
    </Text>
  );

  if (!items) return error ? failed(() => void refetch().catch(() => undefined)) : loadingRow;
  if (items.length === 0 && selected.size === 0) {
    return (
      <Text as="li" listStyleType="none" p="2" color="fg.muted">
        {search ? `No talent matches "${search}".` : "No talent available at the moment."}
      </Text>
    );
  }
  return (
    <>
      {items
        .slice(0, pages * PICKER_PAGE_SIZE)
        .filter((talent) => !selected.has(talent.id))
        .map((talent) => (
          <PickerTalent key={talent.id} talent={talent} checked={false} onToggle={onToggle} />
        ))}
      {more.failedAt !== null ? failed(more.retry) : items.length < wanted ? loadingRow : null}
    </>
  );
}

/** The 'Select Talent' card; its value is the form's requestedTalentIds. */
export function TalentPicker({ name }: { name: "requestedTalentIds" }) {
  // Destructured: the React compiler's lint takes `field.ref` for reading a ref during render.
  const {
    field: { ref, value, onChange },
  } = useController({ name });
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = useFieldId(name);
  const ids: number[] = Array.isArray(value) ? (value as number[]) : [];
  const selected = new Set(ids);

  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPages(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const toggle: Toggle = (talentId, checked) => {
    onChange(checked ? (selected.has(talentId) ? ids : [...ids, talentId]) : ids.filter((item) => item !== talentId));
  };

  return (
    <Card.Root as="section" aria-labelledby="select-talent-heading" variant="outline" h="full">
      <Card.Header>
        <Heading id="select-talent-heading" as="h2" size="lg" color="brand.fg">
          Select Talent
        </Heading>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {ids.length === 1 ? "1 talent selected" : `${ids.length} talents selected`}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {/* The field's id goes to the search box: the error summary's link for the selection lands there. */}
          <Field.Root id={id} invalid={Boolean(message)}>
            <Field.Label>Search talent</Field.Label>
            <Input
              ref={ref}
              type="search"
              placeholder="Search talents..."
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              // Enter searches at once; it must not send the request.
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  setSearch(typed.trim());
                  setPages(1);
                }
              }}
            />
            <Field.ErrorText>
              <VisuallyHidden>Error:</VisuallyHidden> {message}
            </Field.ErrorText>
          </Field.Root>
          <Box
            as="ul"
            aria-label="Talent"
            maxH="24rem"
            overflowY="auto"
            borderWidth="1px"
            borderColor={message ? "border.error" : "border"}
            borderRadius="md"
            p="1"
            data-testid="talent-picker-list"
          >
            <SelectedTalents ids={ids} onToggle={toggle} />
            <SearchResults search={search} pages={pages} selected={selected} onToggle={toggle} onTotal={setTotal} />
          </Box>
          {total !== null && total > pages * PICKER_PAGE_SIZE && (
            <Button variant="outline" size="sm" alignSelf="center" onClick={() => setPages((count) => count + 1)}>
              Load more
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
