import { Box, Table, Text, type TableScrollAreaProps } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";

/**
 * The box every admin table sits in. Chakra's scroll area keeps each cell on one line, which made
 * a long description or e-mail push the Actions column out of view at 1024 and 1280 px with no cue
 * that it was there (ADR 153): here text wraps, and a table still wider than its box scrolls, with
 * a line under it saying so (`data-scroll-cue`, which e2e/admin-layouts.spec.ts looks for).
 */
export function TableBox(props: TableScrollAreaProps) {
  const box = useRef<HTMLDivElement>(null);
  const [wider, setWider] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setWider(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <Box>
      <Table.ScrollArea ref={box} whiteSpace="normal" borderWidth="1px" borderRadius="md" {...props} />
      {wider && (
        <Text data-scroll-cue="" fontSize="xs" color="fg.muted" mt="1" textAlign="end">
          Scroll sideways for more columns →
        </Text>
      )}
    </Box>
  );
}
