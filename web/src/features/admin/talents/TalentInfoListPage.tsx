import { Box, Button, Heading, HStack, Input, NativeSelect, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useReviewParam } from "./use-review-param";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { GENDERS, TALENT_STATUSES } from "#common/options";
import { toaster } from "#web/components/toaster";
import { usePageMeta } from "#web/lib/page-meta";
import { reloadingForTheViewer, useLiveRefresh } from "#web/lib/live";
import { downloadTalentCsv } from "./export-csv";
import { ReviewDialog } from "./ReviewDialog";
import { RosterBulkBar } from "./RosterBulkBar";
import { RosterDeleteDialog } from "./RosterDeleteDialog";
import { RosterCategoriesQuery, StaffTalentsQuery, useRosterSelection } from "./roster-query";
import { RosterTable } from "./RosterTable";
import { RosterViews } from "./RosterViews";

// /admin/talent-info: the roster's Talent Information view, 50 a page from the server, with its
// filters in the URL so a view can be bookmarked or shared. The same list, table and actions as All
// talents; only the way in differs.

export const PAGE_SIZE = 50;

const FILTERS = ["search", "status", "category", "gender"] as const;

export function TalentInfoListPage() {
  usePageMeta("Talent Information");
  useLiveRefresh();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("search") ?? "";
  const status = params.get("status") ?? "all";
  const category = params.get("category") ?? "all";
  const gender = params.get("gender") ?? "all";
  const [searchText, setSearchText] = useState(search);
  const [exporting, setExporting] = useState(false);

  // Typing waits a moment before the URL (and the query) change.
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (searchText === search) return;
    searchTimer.current = setTimeout(() => update({ search: searchText }), 300);
    return () => clearTimeout(searchTimer.current);
  });

  const variables = {
    search: search || null,
    status: status === "all" ? null : status,
    categoryId: category === "all" ? null : Number(category),
    gender: gender === "all" ? null : gender,
    offset: (page - 1) * PAGE_SIZE,
  };
  const { data, loading, networkStatus, error, refetch } = useQuery(StaffTalentsQuery, {
    variables: { ...variables, limit: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const reloading = reloadingForTheViewer({ loading, networkStatus });
  const categories = useQuery(RosterCategoriesQuery);
  const { selected, select, clear } = useRosterSelection(JSON.stringify(variables));
  const [toDelete, setToDelete] = useState<{ id: number; name: string } | null>(null);
  const [reviewing, openReview] = useReviewParam();

  function update(change: Partial<Record<(typeof FILTERS)[number] | "page", string>>) {
    // From the address as it is now, not as this render read it: the router applies a navigation as
    // a transition, and a search timer that fired before a chosen filter's render had committed
    // undid the filter (the export then wrote rows the list no longer showed).
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(change)) {
      if (!value || value === "all" || (key === "page" && value === "1")) next.delete(key);
      else next.set(key, value);
    }
    if (!("page" in change)) next.delete("page");
    setParams(next, { replace: Object.keys(change).join() === "search" });
  }
  // A filter chosen while the typed search still waits for its timer takes the search along and
  // stops the timer: the router applies a navigation as a transition, so until it has, the timer's
  // update would start from the URL without the filter and undo it.
  const filter = (change: Partial<Record<"status" | "category" | "gender", string>>) => {
    clearTimeout(searchTimer.current);
    update({ ...change, search: searchText });
  };

  const filtered = FILTERS.some((key) => params.get(key) && params.get(key) !== "all");
  const total = data?.staffTalents.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTalentCsv(
        new URLSearchParams(
          Object.entries(variables).flatMap(([key, value]) => (value === null || key === "offset" ? [] : [[key, String(value)]])),
        ),
      );
    } catch (failure) {
      toaster.create({
        type: "error",
        title: "Export failed",
        description: failure instanceof Error ? failure.message : "An unknown error occurred",
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="5">
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ md: "center" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Talent Information
          </Heading>
          <Text color="fg.muted" aria-live="polite">
            {data ? `${total} of ${data.talentCounts.total} talents` : " "}
          </Text>
          <RosterViews />
        </Box>
        <Button onClick={exportCsv} loading={exporting} loadingText="Exporting..." variant="outline" colorPalette="brand">
          Export CSV
        </Button>
      </Stack>

      <Stack direction={{ base: "column", lg: "row" }} gap="3" as="search" aria-label="Filter talents">
        <Input
          aria-label="Search talents"
          placeholder="Search talents..."
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          flex={{ lg: "2" }}
        />
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => filter({ status: value })}
          options={[["all", "All statuses"], ...TALENT_STATUSES.map((s) => [s, s[0]!.toUpperCase() + s.slice(1)] as [string, string])]}
        />
        <FilterSelect
          label="Category"
          value={category}
          onChange={(value) => filter({ category: value })}
          options={[
            ["all", "All categories"],
            ...(categories.data?.categories ?? []).map((c) => [String(c.id), c.name] as [string, string]),
          ]}
        />
        <FilterSelect
          label="Gender"
          value={gender}
          onChange={(value) => filter({ gender: value })}
          options={[["all", "All genders"], ...GENDERS.map((g) => [g, g] as [string, string])]}
        />
        <Button
          variant="ghost"
          onClick={() => {
            setSearchText("");
            setParams(new URLSearchParams());
          }}
        >
          Clear Filters
        </Button>
      </Stack>

      {error && !data ? (
        <Stack gap="3" role="alert">
          <Text color="fg.error">Failed to fetch talents: {error.message}</Text>
          <Button alignSelf="start" onClick={() => void refetch()}>
            Retry
          </Button>
        </Stack>
      ) : loading && !data ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading talents">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h="12" />
          ))}
        </Stack>
      ) : data && data.staffTalents.items.length === 0 ? (
        <Stack py="12" align="center" textAlign="center" gap="1">
          <Heading as="h2" size="lg">
            No talents found
          </Heading>
          <Text color="fg.muted">{filtered ? "Try adjusting your filters to find more talents" : "No talents have been added yet"}</Text>
        </Stack>
      ) : data ? (
        <>
          <Box aria-busy={reloading} opacity={reloading ? 0.7 : 1}>
            <RosterTable
              rows={data.staffTalents.items}
              caption={`Talents, page ${page} of ${pages}`}
              selected={selected}
              onSelect={select}
              onReview={openReview}
              onDelete={setToDelete}
            />
          </Box>
          <RosterBulkBar ids={[...selected]} onDone={(changed) => select(changed, false)} onClear={clear} />
          {pages > 1 && (
            <HStack justify="space-between" as="nav" aria-label="Pages">
              <Button variant="outline" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                Previous
              </Button>
              <Text>
                Page {page} of {pages}
              </Text>
              <Button variant="outline" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                Next
              </Button>
            </HStack>
          )}
        </>
      ) : null}
      <ReviewDialog talentId={reviewing} onClose={() => openReview(null)} onDecided={() => openReview(null)} />
      <RosterDeleteDialog talent={toDelete} onClose={() => setToDelete(null)} onDeleted={(id) => select([id], false)} />
    </Stack>
  );
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root flex="1" minW="40">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
