import { Table, type TableScrollAreaProps } from "@chakra-ui/react";

/**
 * The box every admin table sits in. Chakra's scroll area keeps each cell on one line, which made
 * a long description or e-mail push the Actions column out of view at 1024 and 1280 px with no cue
 * that it was there (ADR 143): here text wraps, and a table still wider than its box scrolls.
 */
export function TableBox(props: TableScrollAreaProps) {
  return <Table.ScrollArea whiteSpace="normal" borderWidth="1px" borderRadius="md" {...props} />;
}
