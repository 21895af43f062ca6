import { Box, Button, Flex, HStack, Input, SimpleGrid, Stack, Wrap } from "@chakra-ui/react";
import { lazy, Suspense, useRef, useState } from "react";
import { FilterIcon, SearchIcon, XIcon } from "../../components/talent/talent-icons";
import { ALL, EMPTY_FILTERS, type Filters, hasActiveFilters, SELECT_FILTERS } from "./filters";
import { FilterSelect } from "./FilterSelect";

const FilterDrawer = lazy(() => import("./FilterDrawer"));

type Props = {
  filters: Filters;
  categories: ReadonlyArray<{ id: number; name: string }>;
  onChange: (filters: Filters) => void;
};

export function FilterBar({ filters, categories, onChange }: Props) {
  const active = hasActiveFilters(filters);
  const categoryName = categories.find((category) => category.id === filters.category)?.name;
  const activeSelects = SELECT_FILTERS.filter((filter) => filters[filter.key] !== ALL).length + (filters.category !== null ? 1 : 0);

  return (
    <Box as="section" aria-label="Filters" bg="bg.subtle" borderWidth="1px" borderRadius="xl" p="3">
      <Stack gap={{ base: "3", md: "2.5" }}>
        <Flex gap="3" align="center">
          {/* Keyed by the search in the address, so Clear All and chip removal empty the box. */}
          <SearchForm key={filters.search} search={filters.search} onSearch={(search) => onChange({ ...filters, search })} />
          <FilterDrawerButton filters={filters} categories={categories} activeCount={activeSelects} onApply={onChange} />
        </Flex>

        <SimpleGrid hideBelow="lg" columns={7} gap="3">
          <FilterSelect
            id="filter-category"
            label="Category"
            allLabel="All Categories"
            value={filters.category === null ? ALL : String(filters.category)}
            options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            onChange={(value) => onChange({ ...filters, category: value === ALL ? null : Number(value) })}
          />
          {SELECT_FILTERS.map((filter) => (
            <FilterSelect
              key={filter.key}
              id={`filter-${filter.key}`}
              label={filter.label}
              allLabel={filter.allLabel}
              value={filters[filter.key]}
              options={filter.options}
              onChange={(value) => onChange({ ...filters, [filter.key]: value })}
            />
          ))}
        </SimpleGrid>

        {active ? (
          <Wrap gap="2" align="center">
            {filters.category !== null ? (
              <Chip
                label={`Category: ${categoryName ?? `#${filters.category}`}`}
                onRemove={() => onChange({ ...filters, category: null })}
              />
            ) : null}
            {filters.search ? <Chip label={`Search: ${filters.search}`} onRemove={() => onChange({ ...filters, search: "" })} /> : null}
            {SELECT_FILTERS.map((filter) =>
              filters[filter.key] !== ALL ? (
                <Chip
                  key={filter.key}
                  label={
                    `${filter.label}: ` +
                    `${filter.options.find((option) => option.value === filters[filter.key])?.label ?? filters[filter.key]}`
                  }
                  onRemove={() => onChange({ ...filters, [filter.key]: ALL })}
                />
              ) : null,
            )}
            <Button variant="plain" size="sm" minH="11" color="brand.fg" textDecoration="underline" onClick={() => onChange(EMPTY_FILTERS)}>
              Clear All
            </Button>
          </Wrap>
        ) : null}
      </Stack>
    </Box>
  );
}

/** Small screens: 'Filters' opens the drawer, whose code loads on the first press. */
function FilterDrawerButton({
  filters,
  categories,
  activeCount,
  onApply,
}: {
  filters: Filters;
  categories: ReadonlyArray<{ id: number; name: string }>;
  activeCount: number;
  onApply: (filters: Filters) => void;
}) {
  const [open, setOpen] = useState(false);
  // 0 until the first press; each opening remounts the drawer with a fresh draft of the filters.
  const [openings, setOpenings] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="md"
        hideFrom="lg"
        flexShrink={0}
        bg="bg"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpenings((count) => count + 1);
          setOpen(true);
        }}
      >
        <FilterIcon />
        Filters{activeCount ? ` (${activeCount})` : ""}
      </Button>
      {openings > 0 && (
        <Suspense fallback={null}>
          <FilterDrawer
            key={openings}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            filters={filters}
            categories={categories}
            onApply={onApply}
          />
        </Suspense>
      )}
    </>
  );
}

function SearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(search);
  return (
    <Box
      as="form"
      role="search"
      flex="1"
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <HStack gap="2">
        <Input
          type="search"
          name="search"
          aria-label="Search talents"
          placeholder="Search talents..."
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          bg="bg"
          maxLength={100}
        />
        {/* On a phone the word gives way to the search box; the name stays 'Search'. */}
        <Button type="submit" colorPalette="brand" flexShrink={0} aria-label="Search" px={{ base: "3", sm: "4" }}>
          <SearchIcon />
          <Box as="span" hideBelow="sm">
            Search
          </Box>
        </Button>
      </HStack>
    </Box>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    // 44 px tall: a thumb's target on a phone.
    <Button size="sm" minH="11" variant="subtle" colorPalette="brand" rounded="full" onClick={onRemove} aria-label={`Remove ${label}`}>
      {label}
      <XIcon />
    </Button>
  );
}
