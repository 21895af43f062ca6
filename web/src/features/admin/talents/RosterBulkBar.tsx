import { Button, HStack, Menu, Portal, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { BulkReviewDialog } from "./BulkReviewDialog";
import { saveSelectedCsv } from "./export-csv";
import { errorText, type ReviewAction } from "./review";
import { TALENT_LIST_QUERIES } from "./ReviewDialog";
import { RosterCategoriesQuery } from "./roster-query";

const AddToCategoryMutation = graphql(`
  mutation AddTalentsToCategory($categoryId: Int!, $ids: [Int!]!) {
    addTalentsToCategory(categoryId: $categoryId, ids: $ids) {
      changed {
        id
        version
        categories {
          id
          name
        }
      }
      skipped {
        id
        message
      }
    }
  }
`);

const SelectedCsvQuery = graphql(`
  query SelectedTalentsCsv($ids: [Int!]!) {
    adminTalentsCsv(ids: $ids)
  }
`);

const ACTIONS: Array<{ action: ReviewAction; label: string }> = [
  { action: "approve", label: "Approve" },
  { action: "publish", label: "Publish" },
  { action: "unpublish", label: "Unpublish" },
];

const talents = (count: number) => (count === 1 ? "1 talent" : `${count} talents`);

/**
 * What staff do to the selected rows at once: the three status changes (each through its dialog and
 * e-mail choice), add to a category, and the CSV of just those rows. It stays in view while the list
 * scrolls.
 */
export function RosterBulkBar({ ids, onDone, onClear }: { ids: number[]; onDone: (changed: number[]) => void; onClear: () => void }) {
  const [action, setAction] = useState<ReviewAction | null>(null);
  const [exporting, setExporting] = useState(false);
  const client = useApolloClient();
  const categories = useQuery(RosterCategoriesQuery, { skip: ids.length === 0 });
  const [addToCategory, adding] = useMutation(AddToCategoryMutation, { refetchQueries: TALENT_LIST_QUERIES });

  const add = async (category: { id: number; name: string }) => {
    try {
      const { data } = await addToCategory({ variables: { categoryId: category.id, ids } });
      const result = data!.addTalentsToCategory;
      toaster.create({
        type: result.skipped.length ? "warning" : "success",
        title: `${talents(result.changed.length)} added to ${category.name}`,
        description: result.skipped.length
          ? `${result.skipped.length} skipped: ${result.skipped.map((skip) => skip.message).join(" ")}`
          : undefined,
      });
    } catch (failure) {
      toaster.create({ type: "error", title: "Failed to add talents to the category", description: errorText(failure) });
    }
  };

  const exportSelected = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({ query: SelectedCsvQuery, variables: { ids }, fetchPolicy: "no-cache" });
      saveSelectedCsv(data!.adminTalentsCsv);
    } catch (failure) {
      toaster.create({ type: "error", title: "Export failed", description: errorText(failure) });
    } finally {
      setExporting(false);
    }
  };

  if (ids.length === 0) return null;
  return (
    <>
      <HStack
        role="region"
        aria-label="Bulk actions"
        position="sticky"
        bottom="3"
        zIndex="sticky"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.panel"
        boxShadow="md"
        px="4"
        py="2"
        gap="2"
        wrap="wrap"
      >
        <Text fontWeight="semibold" me="2" aria-live="polite">
          {ids.length} selected
        </Text>
        {ACTIONS.map((entry) => (
          <Button key={entry.action} size="sm" variant="outline" colorPalette="brand" onClick={() => setAction(entry.action)}>
            {entry.label}
          </Button>
        ))}
        <Menu.Root positioning={{ placement: "top-start" }} lazyMount unmountOnExit>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline" colorPalette="brand" loading={adding.loading}>
              Add to category
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content maxH="72" overflowY="auto">
                {(categories.data?.categories ?? []).map((category) => (
                  <Menu.Item key={category.id} value={String(category.id)} onSelect={() => void add(category)}>
                    {category.name}
                  </Menu.Item>
                ))}
                {categories.loading && (
                  <Menu.Item value="loading" disabled>
                    Loading categories…
                  </Menu.Item>
                )}
                {categories.error && (
                  <Menu.Item value="error" disabled>
                    Categories could not be loaded
                  </Menu.Item>
                )}
                {categories.data?.categories.length === 0 && (
                  <Menu.Item value="none" disabled>
                    No categories yet
                  </Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={() => void exportSelected()}
          loading={exporting}
          loadingText="Exporting..."
        >
          Export CSV
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear selection
        </Button>
      </HStack>
      <BulkReviewDialog action={action ?? "approve"} ids={ids} open={action !== null} onClose={() => setAction(null)} onDone={onDone} />
    </>
  );
}
