import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { pageTitle } from "#common/site";
import { usePageMeta } from "../lib/page-meta";
import { paths } from "./paths";

/** An admin path that names no screen, shown inside the admin layout. */
export function AdminNotFoundPage() {
  usePageMeta(pageTitle("Page not found"));
  return (
    <Stack gap="4" align="flex-start" maxW="2xl" py="8">
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text color="fg.muted">There is no admin page at this address. Choose a section from the menu, or go back to the dashboard.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.admin.dashboard()}>Go to Dashboard</RouterLink>
      </Button>
    </Stack>
  );
}
