import { Alert, Button, Skeleton, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";

type QueryLike = { data?: unknown; loading: boolean; error?: { message: string } | null; refetch: () => unknown };

/**
 * A portal screen's first load: placeholders while it comes, an error with Retry when it fails,
 * then the screen. A later refresh that fails keeps the screen as it was.
 */
export function PortalQuery({ query, label, children }: { query: QueryLike; label: string; children: () => ReactNode }) {
  if (query.error && !query.data) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Could not load {label}</Alert.Title>
          <Alert.Description>{query.error.message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="4" aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton h="40" borderRadius="lg" />
        <Skeleton h="20" borderRadius="lg" />
        <Skeleton h="20" borderRadius="lg" />
      </Stack>
    );
  }
  return <>{children()}</>;
}

/** The quiet box a list shows when it has nothing in it. */
export function EmptyBox({ children }: { children: ReactNode }) {
  return (
    <Stack borderWidth="1px" borderStyle="dashed" borderRadius="md" p="6" textAlign="center" color="fg.muted" align="center">
      {children}
    </Stack>
  );
}
