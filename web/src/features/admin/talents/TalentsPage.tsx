import { Box, Button, Flex, Heading, HStack, Input, Stack, Tabs, Text } from "@chakra-ui/react";
import { useReviewParam } from "./use-review-param";
import { useQuery } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { pageTitle } from "#common/site";
import { QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { toaster } from "#web/components/toaster";
import { reloadingForTheViewer, useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";
import { AvailabilityFields } from "#web/components/admin/AvailabilityFields";
import { availability, PAGE_SIZE, queryVariables, readParams, type SortKey, writeParams, type ListParams } from "./list-params";
import { nextInQueue, type TalentTab } from "./review";
import { ReviewDialog } from "./ReviewDialog";
import { RosterBulkBar } from "./RosterBulkBar";
import { RosterDeleteDialog } from "./RosterDeleteDialog";
import { StaffTalentsQuery, useRosterSelection } from "./roster-query";
import { RosterTable } from "./RosterTable";
import { RosterViews } from "./RosterViews";
import { TalentFormDialog } from "./TalentFormDialog";
import { useSlashFocus } from "./use-slash-focus";

const TABS: Array<{ value: TalentTab; label: string }> = [
  { value: "PUBLISHED", label: "Published" },
  { value: "APPROVED", label: "Approved" },
  { value: "PENDING", label: "Pending Approval" },
  { value: "DECLINED", label: "Declined" },
];

const SEARCH_DELAY_MS = 300;

export function TalentsPage() {
  usePageMeta(pageTitle("Talent Management"));
  useLiveRefresh();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readParams(searchParams);
  const update = (next: Partial<ListParams>) =>
    setSearchParams((current) => writeParams(current, { ...readParams(current), page: 1, ...next }), { replace: true });

  const { data, previousData, loading, networkStatus, error, refetch } = useQuery(StaffTalentsQuery, { variables: queryVariables(view) });
  const reloading = reloadingForTheViewer({ loading, networkStatus });
  const available = availability(view);
  const page = (data ?? previousData)?.staffTalents;

  // The search box types freely; the list follows a moment after the typing stops.
  const [searchText, setSearchText] = useState(view.search);
  const searchBox = useRef<HTMLInputElement>(null);
  useSlashFocus(searchBox);
  useEffect(() => {
    if (searchText.trim() === view.search) return;
    const timer = setTimeout(() => update({ search: searchText.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is new each render; the text is what matters
  }, [searchText]);

  // A selection belongs to one tab.
  const { selected, select, clear } = useRosterSelection(view.tab);
  const [addOpen, setAddOpen] = useState(false);
  const [toDelete, setToDelete] = useState<{ id: number; name: string } | null>(null);

  const [reviewing, openReview] = useReviewParam();
  // After a decision the next submission of the list as it stood opens, so a booker works through
  // the queue without going back to it.
  const decided = (id: number) => {
    const queue = view.tab === "PENDING" || view.tab === "DECLINED" ? (page?.items ?? []).map((row) => row.id) : [];
    const next = nextInQueue(queue, id);
    if (next === null) toaster.create({ type: "info", title: "No more submissions in this list" });
    openReview(next);
  };

  const sortBy = (key: SortKey) =>
    update({
      sort: key,
      direction: view.sort === key ? (view.direction === "ASC" ? "DESC" : "ASC") : key === "submitted" ? "DESC" : "ASC",
    });

  const counts = page?.counts;
  const tabCount = (tab: TalentTab) =>
    counts
      ? { PUBLISHED: counts.published, APPROVED: counts.approved + counts.unpublished, PENDING: counts.pending, DECLINED: counts.declined }[
          tab
        ]
      : null;
  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (view.page - 1) * PAGE_SIZE + 1;

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Talent Management
          </Heading>
          <Text color="fg.muted">Review, approve, publish and manage talent profiles.</Text>
          <RosterViews />
        </Box>
        <Button colorPalette="brand" onClick={() => setAddOpen(true)}>
          Add New Talent
        </Button>
      </Flex>

      <Tabs.Root value={view.tab} onValueChange={({ value }) => update({ tab: value as TalentTab })} variant="line" colorPalette="brand">
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label} ({tabCount(tab.value) ?? "…"})
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Every tab names a panel (aria-controls); only the open one holds the list. */}
        {TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} pt="6">
            {tab.value === view.tab && (
              <Stack gap="6">
                <Flex gap="3" wrap="wrap" align="center" justify="space-between">
                  <Box flex="1" minW="60" maxW="md">
                    <label htmlFor="talent-search">
                      <Text as="span" srOnly>
                        Search talents (press / to focus)
                      </Text>
                    </label>
                    <Input
                      id="talent-search"
                      ref={searchBox}
                      type="search"
                      placeholder="Search by name, email or location..."
                      value={searchText}
                      onChange={(event) => setSearchText(event.target.value)}
                    />
                  </Box>
                  <AvailabilityFields
                    idPrefix="talents-available-"
                    value={{ from: view.from, to: view.to }}
                    errors={available.errors}
                    onChange={(days) => update(days)}
                  />
                  <Text role="status" color="fg.muted" fontSize="sm">
                    {page
                      ? total === 0
                        ? "No talents found"
                        : `Showing ${first}-${first + page.items.length - 1} of ${total} talents`
                      : ""}
                  </Text>
                </Flex>

                <QueryStates
                  query={{ data: page, loading, error, refetch }}
                  isEmpty={page?.items.length === 0}
                  errorTitle="Failed to fetch talents"
                  loading={<SkeletonList label="Loading talents" count={6} h="10" />}
                  empty={
                    <>
                      <Text fontWeight="semibold">No talents found</Text>
                      <Text color="fg.muted">
                        {available.range
                          ? "No one is free on every one of those days: try other days."
                          : view.search
                            ? "Try a different search."
                            : `There are no ${TABS.find((tab) => tab.value === view.tab)!.label.toLowerCase()} talents.`}
                      </Text>
                    </>
                  }
                >
                  {() => (
                    <Box aria-busy={reloading} opacity={reloading ? 0.7 : 1}>
                      <RosterTable
                        rows={page!.items}
                        caption={`Talents, page ${view.page} of ${pages}`}
                        sort={{ key: view.sort, direction: view.direction, onSort: sortBy }}
                        selected={selected}
                        onSelect={select}
                        onReview={openReview}
                        onDelete={setToDelete}
                      />
                    </Box>
                  )}
                </QueryStates>

                <RosterBulkBar ids={[...selected]} onDone={(changed) => select(changed, false)} onClear={clear} />

                {pages > 1 && (
                  <HStack justify="center" gap="3" as="nav" aria-label="Pages">
                    <Button size="sm" variant="outline" disabled={view.page <= 1} onClick={() => update({ page: view.page - 1 })}>
                      Previous
                    </Button>
                    <Text fontSize="sm">
                      Page {view.page} of {pages}
                    </Text>
                    <Button size="sm" variant="outline" disabled={view.page >= pages} onClick={() => update({ page: view.page + 1 })}>
                      Next
                    </Button>
                  </HStack>
                )}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <ReviewDialog talentId={reviewing} onClose={() => openReview(null)} onDecided={decided} />
      <TalentFormDialog open={addOpen} onClose={() => setAddOpen(false)} />
      <RosterDeleteDialog talent={toDelete} onClose={() => setToDelete(null)} onDeleted={(id) => select([id], false)} />
    </Stack>
  );
}
