import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { pageTitle } from "#common/site";
import { PackageDialog } from "#web/components/admin/PackageDialog";
import { PackageList } from "#web/components/admin/PackageList";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";

export function PackagesPage() {
  usePageMeta(pageTitle("Client Packages"));
  useLiveRefresh();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Client Packages
          </Heading>
          <Text color="fg.muted">Private links to a selection of talent, and what each client picked.</Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setOpen(true)}>
          New package
        </Button>
      </Flex>
      <PackageList />
      <PackageDialog open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
