import { Alert, Box, Button, Center, Heading, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { paths } from "#web/app/paths";
import { graphql } from "#web/gql";
import { usePageMeta } from "#web/lib/page-meta";
import { TalentEditor } from "./TalentEditor";

// /admin/talent-info/{id}: loads the talent and shows the loading, error and not-found states of the
// specification around the editor.

export const TalentEditorQuery = graphql(`
  query TalentEditor($id: Int!) {
    adminTalent(id: $id) {
      id
      ...TalentEditorFields
    }
    categories {
      id
      name
    }
  }
`);

export function TalentEditorPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(TalentEditorQuery, { variables: { id }, skip: !valid, fetchPolicy: "cache-and-network" });
  usePageMeta("Edit Talent");

  if (valid && loading && !data) {
    return (
      <Center py="16" flexDirection="column" gap="3" aria-busy="true">
        <Spinner size="lg" color="brand.solid" />
        <Text>Loading talent information...</Text>
      </Center>
    );
  }
  if (error && !data) {
    const network = !error.message || /fetch|network/i.test(error.message);
    return (
      <Alert.Root status="error" flexDirection={{ base: "column", sm: "row" }} alignItems={{ sm: "center" }} gap="3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{network ? "Database connection issue. The system is retrying..." : `Error: ${error.message}`}</Alert.Title>
        </Alert.Content>
        <Button onClick={() => window.location.reload()} colorPalette="red" variant="outline">
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (!valid || !data?.adminTalent) {
    return (
      <Stack gap="4" py="10" align="center" textAlign="center">
        <Heading as="h1" size="xl">
          Talent not found
        </Heading>
        <Link asChild colorPalette="brand" variant="underline">
          <RouterLink to={paths.admin.talentInfo()}>Back to Talent List</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Box>
      <TalentEditor key={data.adminTalent.id} talent={data.adminTalent} categories={data.categories} />
    </Box>
  );
}
