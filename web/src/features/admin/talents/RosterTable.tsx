import { Avatar, Box, Button, Checkbox, HStack, Link, Stack, Table, Text, useBreakpointValue } from "@chakra-ui/react";
import type { KeyboardEvent, MouseEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router-dom";
import { formatDate } from "#common/dates";
import { initialsOf } from "#common/text";
import { TableBox } from "#web/components/admin/TableBox";
import { TalentStatusBadge } from "#web/components/admin/TalentStatusBadge";
import { CategoryBadges } from "./CategoryBadges";
import type { SortKey } from "./list-params";
import { REVIEW_COPY, reviewActionFor } from "./review";
import { editorLink, readRosterRows, type RosterRowRef, type RosterTalent, talentName, talentPlace } from "./roster-row";
import { type RosterRowActions, RosterRowMenu } from "./RosterRowMenu";

// The one table of the roster, shared by its two saved views (ADR 153). From md up a table whose
// secondary columns give way as the window narrows; on a phone each row is a card with
// the same facts and the same menu.

export type RosterSort = { key: SortKey; direction: "ASC" | "DESC"; onSort: (key: SortKey) => void };

type RosterTableProps = RosterRowActions & {
  rows: readonly RosterRowRef[];
  /** Names the table for assistive technology ("Talents, page 1 of 3"). */
  caption: string;
  sort?: RosterSort;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
};

/** A click or Enter on the row itself (not on a control inside it) opens the talent. */
function useOpenRow() {
  const navigate = useNavigate();
  const location = useLocation();
  return (id: number) => (event: MouseEvent | KeyboardEvent) => {
    if ("key" in event && (event.key !== "Enter" || event.target !== event.currentTarget)) return;
    if ((event.target as HTMLElement).closest("a, button, input, label, [role=menuitem]")) return;
    const editor = editorLink(id, location);
    void navigate(editor.to, { state: editor.state });
  };
}

export function RosterTable(props: RosterTableProps) {
  const talents = readRosterRows(props.rows);
  // One layout in the page, not both with one hidden: half the rows, menus and checkboxes to render.
  const cards = useBreakpointValue({ base: true, md: false }, { fallback: "md" });
  return cards ? <RosterCards {...props} talents={talents} /> : <RosterGrid {...props} talents={talents} />;
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | "indeterminate"; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={({ checked: next }) => onChange(next === true)} colorPalette="brand">
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function Thumbnail({ talent }: { talent: RosterTalent }) {
  const name = talentName(talent);
  return (
    <Avatar.Root size="md" shape="rounded" flexShrink="0">
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {/* Cover keeps the photo's proportions; the square shows its middle. */}
      {talent.firstImageUrl && <Avatar.Image src={talent.firstImageUrl} alt="" objectFit="cover" loading="lazy" />}
    </Avatar.Root>
  );
}

function NameLink({ talent }: { talent: RosterTalent }) {
  const location = useLocation();
  const editor = editorLink(talent.id, location);
  return (
    <Box minW="0">
      <Link asChild color="brand.fg" fontWeight="semibold">
        <RouterLink to={editor.to} state={editor.state}>
          {talentName(talent)}
        </RouterLink>
      </Link>
      <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
        {talent.email}
      </Text>
    </Box>
  );
}

function ReviewButton({ talent, onReview }: { talent: RosterTalent; onReview: (id: number) => void }) {
  const action = REVIEW_COPY[reviewActionFor(talent)];
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="brand"
      onClick={() => onReview(talent.id)}
      aria-label={`Review ${talentName(talent)}: ${action.title}`}
    >
      Review
    </Button>
  );
}

function RosterGrid({ talents, caption, sort, selected, onSelect, onReview, onDelete }: RosterTableProps & { talents: RosterTalent[] }) {
  const open = useOpenRow();
  const ids = talents.map((talent) => talent.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = !all && ids.some((id) => selected.has(id));

  const header = (key: SortKey, label: string, hideBelow?: "xl") => {
    if (!sort) {
      return (
        <Table.ColumnHeader scope="col" hideBelow={hideBelow}>
          {label}
        </Table.ColumnHeader>
      );
    }
    const active = sort.key === key;
    return (
      <Table.ColumnHeader
        scope="col"
        hideBelow={hideBelow}
        aria-sort={active ? (sort.direction === "ASC" ? "ascending" : "descending") : "none"}
      >
        <Button variant="plain" size="sm" px="0" fontWeight="semibold" onClick={() => sort.onSort(key)}>
          {label}
          <Box as="span" aria-hidden="true" color={active ? "fg" : "fg.subtle"}>
            {active ? (sort.direction === "ASC" ? "▲" : "▼") : "↕"}
          </Box>
        </Button>
      </Table.ColumnHeader>
    );
  };

  return (
    <TableBox>
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader scope="col" w="10">
              <SelectBox
                label="Select all talents on this page"
                checked={all ? true : some ? "indeterminate" : false}
                onChange={(on) => onSelect(ids, on)}
              />
            </Table.ColumnHeader>
            {header("name", "Name")}
            {header("category", "Categories")}
            <Table.ColumnHeader scope="col" hideBelow="xl">
              Location
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
            {header("submitted", "Submitted", "xl")}
            <Table.ColumnHeader scope="col" textAlign="end">
              <Text as="span" srOnly>
                Actions
              </Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {talents.map((talent) => {
            const name = talentName(talent);
            return (
              <Table.Row
                key={talent.id}
                data-selected={selected.has(talent.id) ? "" : undefined}
                tabIndex={0}
                cursor="pointer"
                aria-label={name}
                onClick={open(talent.id)}
                onKeyDown={open(talent.id)}
                _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "-2px" }}
              >
                <Table.Cell>
                  <SelectBox label={`Select ${name}`} checked={selected.has(talent.id)} onChange={(on) => onSelect([talent.id], on)} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="3" align="center">
                    <Thumbnail talent={talent} />
                    <NameLink talent={talent} />
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <CategoryBadges categories={talent.categories} />
                </Table.Cell>
                <Table.Cell hideBelow="xl">{talentPlace(talent)}</Table.Cell>
                <Table.Cell>
                  <TalentStatusBadge status={talent.status} />
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" hideBelow="xl">
                  {formatDate(talent.createdAt)}
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1" justify="flex-end">
                    <ReviewButton talent={talent} onReview={onReview} />
                    <RosterRowMenu talent={talent} onReview={onReview} onDelete={onDelete} />
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

function RosterCards({ talents, caption, selected, onSelect, onReview, onDelete }: RosterTableProps & { talents: RosterTalent[] }) {
  const open = useOpenRow();
  const ids = talents.map((talent) => talent.id);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = !all && ids.some((id) => selected.has(id));
  return (
    <Stack gap="3">
      <HStack gap="2" px="1">
        <SelectBox
          label="Select all talents on this page"
          checked={all ? true : some ? "indeterminate" : false}
          onChange={(on) => onSelect(ids, on)}
        />
        <Text fontSize="sm" color="fg.muted" aria-hidden="true">
          Select all on this page
        </Text>
      </HStack>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={caption}>
        {talents.map((talent) => {
          const name = talentName(talent);
          const place = talentPlace(talent);
          return (
            <Box
              as="li"
              key={talent.id}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              bg={selected.has(talent.id) ? "brand.subtle" : "bg"}
              cursor="pointer"
              onClick={open(talent.id)}
            >
              <HStack align="start" gap="3">
                <SelectBox label={`Select ${name}`} checked={selected.has(talent.id)} onChange={(on) => onSelect([talent.id], on)} />
                <Thumbnail talent={talent} />
                <Stack gap="1" flex="1" minW="0">
                  <NameLink talent={talent} />
                  <HStack gap="2" wrap="wrap">
                    <TalentStatusBadge status={talent.status} />
                    <Text fontSize="xs" color="fg.muted">
                      Submitted {formatDate(talent.createdAt)}
                    </Text>
                  </HStack>
                  {place && <Text fontSize="sm">{place}</Text>}
                  <CategoryBadges categories={talent.categories} />
                </Stack>
                <RosterRowMenu talent={talent} onReview={onReview} onDelete={onDelete} />
              </HStack>
              <HStack justify="flex-end" mt="2">
                <ReviewButton talent={talent} onReview={onReview} />
              </HStack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
