import { Box, Button, Checkbox, HStack, Link, Table, Text } from "@chakra-ui/react";
import { TableBox } from "../../../components/admin/TableBox";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../app/paths";
import { TalentStatusBadge } from "../../../components/admin/TalentStatusBadge";
import { type FragmentType, getFragmentData, graphql } from "../../../gql";
import { formatDate } from "../../../../../common/dates";
import type { SortKey } from "./list-params";
import { REVIEW_COPY, reviewActionFor } from "./review";

export const TalentRowFragment = graphql(`
  fragment TalentRow on AdminTalent {
    id
    firstName
    lastName
    email
    location
    suburb
    state
    status
    isApproved
    isPublished
    createdAt
    categories {
      id
      name
    }
  }
`);

export type TalentRowRef = FragmentType<typeof TalentRowFragment>;

type TalentsTableProps = {
  rows: TalentRowRef[];
  sort: SortKey;
  direction: "ASC" | "DESC";
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onReview: (id: number) => void;
  onDelete: (row: { id: number; name: string }) => void;
};

const SORTABLE: Array<{ key: SortKey; label: string }> = [
  { key: "name", label: "Name" },
  { key: "category", label: "Category" },
  { key: "submitted", label: "Submitted" },
];

export function TalentsTable({ rows, sort, direction, onSort, selected, onSelect, onReview, onDelete }: TalentsTableProps) {
  const talents = rows.map((row) => getFragmentData(TalentRowFragment, row));
  const ids = talents.map((talent) => talent.id);
  const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
  const someSelected = !allSelected && ids.some((id) => selected.has(id));

  // On a phone the category, location and date columns give way to the name, status and actions.
  const header = (key: SortKey, hideBelow?: "md") => {
    const column = SORTABLE.find((entry) => entry.key === key)!;
    const active = sort === key;
    return (
      <Table.ColumnHeader
        scope="col"
        hideBelow={hideBelow}
        aria-sort={active ? (direction === "ASC" ? "ascending" : "descending") : "none"}
      >
        <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => onSort(key)}>
          {column.label}
          <Box as="span" aria-hidden="true" color={active ? "fg" : "fg.subtle"}>
            {active ? (direction === "ASC" ? "▲" : "▼") : "↕"}
          </Box>
        </Button>
      </Table.ColumnHeader>
    );
  };

  return (
    <TableBox>
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader scope="col" w="10">
              <Checkbox.Root
                checked={allSelected ? true : someSelected ? "indeterminate" : false}
                onCheckedChange={({ checked }) => onSelect(ids, checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput aria-label="Select all talents on this page" />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            {header("name")}
            {header("category", "md")}
            <Table.ColumnHeader scope="col" hideBelow="md">
              Location
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            {header("submitted", "md")}
            <Table.ColumnHeader scope="col" textAlign="end">
              Actions
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {talents.map((talent) => {
            const name = `${talent.firstName} ${talent.lastName}`;
            const action = REVIEW_COPY[reviewActionFor(talent)];
            return (
              <Table.Row key={talent.id} data-selected={selected.has(talent.id) ? "" : undefined}>
                <Table.Cell>
                  <Checkbox.Root
                    checked={selected.has(talent.id)}
                    onCheckedChange={({ checked }) => onSelect([talent.id], checked === true)}
                    colorPalette="brand"
                  >
                    <Checkbox.HiddenInput aria-label={`Select ${name}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                {/* The e-mail under the name rather than in a column of its own, and the long cells may
                    wrap (Chakra's cells do not), so the table fits 1280 px. */}
                <Table.Cell whiteSpace="normal">
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={paths.admin.talentInfoItem(talent.id)}>{name}</RouterLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {talent.email}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="normal" hideBelow="md">
                  {talent.categories.map((category) => category.name).join(", ") || (
                    <Text as="span" color="fg.muted">
                      None
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="normal" hideBelow="md">
                  {[talent.suburb, talent.state].filter(Boolean).join(", ") || talent.location || ""}
                </Table.Cell>
                <Table.Cell>
                  <TalentStatusBadge status={talent.status} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" hideBelow="md">
                  {formatDate(talent.createdAt)}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" justify="flex-end" wrap="wrap">
                    {talent.isPublished && talent.isApproved && (
                      <Button asChild size="xs" variant="ghost">
                        <a
                          href={paths.talent(talent.id)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={`View ${name} (opens in a new tab)`}
                        >
                          View
                        </a>
                      </Button>
                    )}
                    <Button asChild size="xs" variant="ghost">
                      <RouterLink to={paths.admin.talentInfoItem(talent.id)} aria-label={`Edit ${name}`}>
                        Edit
                      </RouterLink>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="brand"
                      onClick={() => onReview(talent.id)}
                      aria-label={`Review ${name}: ${action.title}`}
                    >
                      Review
                    </Button>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => onDelete({ id: talent.id, name })}
                      aria-label={`Delete ${name}`}
                    >
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableBox>
  );
}
