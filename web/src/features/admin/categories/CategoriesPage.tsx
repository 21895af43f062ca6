import { Alert, Box, Button, CloseButton, Dialog, Flex, Heading, HStack, Portal, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { categorySchema } from "../../../../../common/schemas";
import { pageTitle } from "../../../../../common/site";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { Form, SubmitButton, TextareaField, TextField, useZodForm } from "../../../components/form";
import { toaster } from "../../../components/toaster";
import { graphql } from "../../../gql";
import { useLiveRefresh } from "../../../lib/live";
import { usePageMeta } from "../../../lib/page-meta";

const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    categories {
      id
      name
      description
      imageUrl
      talentCount
    }
  }
`);
const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);
const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($id: Int!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      description
      imageUrl
    }
  }
`);
const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: Int!) {
    deleteCategory(id: $id)
  }
`);

type Category = { id: number; name: string; description?: string | null; imageUrl?: string | null; talentCount: number };
type CategoryValues = { name: string; description: string; imageUrl: string };
const REFETCH = { refetchQueries: ["AdminCategories"] };
const message = (error: unknown) => (error instanceof Error && error.message ? error.message : "An unknown error occurred");

export function CategoriesPage() {
  usePageMeta(pageTitle("Category Management"));
  useLiveRefresh();
  const { data, loading, error, refetch } = useQuery(AdminCategoriesQuery);
  // null: closed; "new": adding; a category: editing it.
  const [editing, setEditing] = useState<Category | "new" | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [remove] = useMutation(DeleteCategoryMutation, REFETCH);
  const categories = data?.categories ?? [];

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Category Management
          </Heading>
          <Text color="fg.muted">The kinds of talent the agency represents.</Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setEditing("new")}>
          Add Category
        </Button>
      </Flex>

      {error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to fetch categories</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : loading && !data ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} h="10" />
          ))}
        </Stack>
      ) : categories.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" p="10" textAlign="center">
          <Text>No categories found. Add your first category to get started.</Text>
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Description</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Talent Count
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Actions
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {categories.map((category) => (
                <Table.Row key={category.id}>
                  <Table.Cell fontWeight="medium">{category.name}</Table.Cell>
                  <Table.Cell color={category.description ? undefined : "fg.muted"}>{category.description || "No description"}</Table.Cell>
                  <Table.Cell textAlign="end">{category.talentCount}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" justify="flex-end">
                      <Button size="xs" variant="ghost" onClick={() => setEditing(category)} aria-label={`Edit ${category.name}`}>
                        Edit
                      </Button>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setToDelete(category)} aria-label={`Delete ${category.name}`}>
                        Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      <Dialog.Root open={editing !== null} onOpenChange={(event) => !event.open && setEditing(null)} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            {editing !== null && (
              <CategoryForm key={editing === "new" ? "new" : editing.id} category={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
            )}
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete Category"
        confirmLabel="Delete"
        onConfirm={async () => {
          try {
            await remove({ variables: { id: toDelete!.id } });
            toaster.create({ type: "success", title: "Category deleted", description: toDelete!.name });
          } catch (failure) {
            toaster.create({ type: "error", title: "Failed to delete category", description: message(failure) });
            throw failure;
          }
        }}
      >
        {`Are you sure you want to delete the category ${toDelete?.name ?? ""}? This action cannot be undone, and it may affect the talents assigned to it (${toDelete?.talentCount ?? 0}).`}
      </ConfirmDialog>
    </Stack>
  );
}

function CategoryForm({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const form = useZodForm(categorySchema, {
    defaultValues: { name: category?.name ?? "", description: category?.description ?? "", imageUrl: category?.imageUrl ?? "" },
  });
  const [create] = useMutation(CreateCategoryMutation, REFETCH);
  const [update] = useMutation(UpdateCategoryMutation, REFETCH);
  const verb = category ? "update" : "create";

  const onSubmit = async (values: { name: string; description?: string | null; imageUrl?: string | null }) => {
    const input = { name: values.name, description: values.description ?? null, imageUrl: values.imageUrl ?? null };
    if (category) await update({ variables: { id: category.id, input } });
    else await create({ variables: { input } });
    toaster.create({ type: "success", title: category ? "Category updated" : "Category created", description: values.name });
    onClose();
  };

  return (
    <Dialog.Content>
      <Form
        form={form}
        onSubmit={onSubmit}
        idPrefix="category-"
        onServerError={(error) => toaster.create({ type: "error", title: `Failed to ${verb} category`, description: message(error) })}
      >
        <Dialog.Header>
          <Dialog.Title>{category ? "Edit Category" : "Add Category"}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <TextField<CategoryValues> name="name" label="Name" required />
            <TextareaField<CategoryValues> name="description" label="Description" rows={3} />
            <TextField<CategoryValues> name="imageUrl" label="Image URL" type="url" helperText="Optional: a picture for the category's card on the home page." />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton>{category ? "Save Changes" : "Add Category"}</SubmitButton>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
