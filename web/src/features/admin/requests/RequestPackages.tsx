import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { PackageList } from "#web/components/admin/PackageList";

// A request's client packages in its Manage dialog: what was sent, what the client picked (Yes /
// Maybe / No with a comment) and when they opened the link. The dialog that makes a package is
// rendered by the Manage dialog outside its form: React carries a portal's submit event up the
// component tree, so a package form inside the status form would submit both.

export function RequestPackages({ requestId, onNewPackage }: { requestId: number; onNewPackage: () => void }) {
  return (
    <Box as="section" aria-labelledby="request-packages-heading">
      <HStack justify="space-between" gap="2" mb="2" wrap="wrap">
        <Text id="request-packages-heading" fontWeight="semibold">
          Packages
        </Text>
        <Button size="xs" variant="outline" colorPalette="brand" onClick={onNewPackage}>
          New package
        </Button>
      </HStack>
      <PackageList requestId={requestId} headingLevel="h3" />
    </Box>
  );
}
