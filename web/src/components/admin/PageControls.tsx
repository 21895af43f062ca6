import { Button, HStack, Text } from "@chakra-ui/react";

type PageControlsProps = {
  offset: number;
  pageSize: number;
  shown: number;
  total: number;
  /** 'requests', 'clients': read out with the range. */
  noun: string;
  /**
   * Where the pager sits when a list has one on each side: each landmark is named by it ("Pages of
   * requests, above the list"), so a screen reader's list of landmarks tells the two apart.
   */
  placement?: "above" | "below";
  onOffsetChange: (offset: number) => void;
};

/** 'Showing 51–100 of 240 clients' with Previous and Next, for the server-paged staff lists. */
export function PageControls({ offset, pageSize, shown, total, noun, placement, onOffsetChange }: PageControlsProps) {
  if (total === 0) return null;
  const first = Math.min(offset + 1, total);
  const last = Math.min(offset + shown, total);
  return (
    <HStack
      as="nav"
      aria-label={`Pages of ${noun}${placement ? `, ${placement} the list` : ""}`}
      justify="space-between"
      gap="3"
      wrap="wrap"
    >
      {/* One announcement of the new range, not one per pager. */}
      <Text color="fg.muted" fontSize="sm" aria-live={placement === "below" ? undefined : "polite"}>
        {`Showing ${first}–${last} of ${total} ${noun}`}
      </Text>
      {total > pageSize && (
        <HStack gap="2">
          <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={offset + pageSize >= total} onClick={() => onOffsetChange(offset + pageSize)}>
            Next
          </Button>
        </HStack>
      )}
    </HStack>
  );
}
