import { Alert, Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text, type SimpleGridProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** The title row of an admin page: heading, a line on what the page is for, and its main action. */
export function AdminPageHeader({ title, description, action }: { title: string; description: ReactNode; action?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
      <Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{description}</Text>
      </Box>
      {action}
    </Flex>
  );
}

type QueryLike = { data?: unknown; loading: boolean; error?: { message: string } | null; refetch: () => unknown };

type QueryStatesProps = {
  query: QueryLike;
  /** The answer has arrived and holds nothing. */
  isEmpty: boolean;
  /** 'Failed to fetch categories': the alert's title when the first load fails. */
  errorTitle: string;
  /** Shown while the first answer is on its way (SkeletonList). */
  loading: ReactNode;
  /** The spec's text for an empty list, or a heading with a line under it. */
  empty: ReactNode;
  /** The list; a function when it reads the answer, so it is built only once the answer is there. */
  children: ReactNode | (() => ReactNode);
  /** Inside a dialog or a card: a smaller empty box. */
  compact?: boolean;
};

/**
 * The four states of an admin list: the first load failing (with Retry), loading, empty, and the
 * list itself. A later refresh that fails keeps the list on screen.
 */
export function QueryStates({ query, isEmpty, errorTitle, loading, empty, children, compact = false }: QueryStatesProps) {
  if (query.error && !query.data) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{errorTitle}</Alert.Title>
          <Alert.Description>{query.error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (query.loading && !query.data) return <>{loading}</>;
  if (isEmpty) {
    return (
      <Box borderWidth="1px" borderRadius="md" p={compact ? "4" : "10"} textAlign="center">
        {typeof empty === "string" ? <Text>{empty}</Text> : empty}
      </Box>
    );
  }
  return <>{typeof children === "function" ? children() : children}</>;
}

/** Placeholders in the shape of what is loading: rows, or cards when `columns` is given. */
export function SkeletonList({
  label,
  count,
  h,
  columns,
}: {
  label: string;
  count: number;
  h: string;
  columns?: SimpleGridProps["columns"];
}) {
  const items = Array.from({ length: count }, (_, index) => <Skeleton key={index} h={h} />);
  return columns ? (
    <SimpleGrid columns={columns} gap="4" aria-busy="true" aria-label={label}>
      {items}
    </SimpleGrid>
  ) : (
    <Stack gap="2" aria-busy="true" aria-label={label}>
      {items}
    </Stack>
  );
}
