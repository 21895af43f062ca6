import { Button, HStack, Stack, Table } from "@chakra-ui/react";
import { TableBox } from "#web/components/admin/TableBox";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { categorySchema } from "#common/schemas";
import { pageTitle } from "#common/site";
import { AdminPageHeader, QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { withToasts } from "#web/components/admin/errors";
import { FormDialog, FormDialogContent } from "#web/components/admin/FormDialog";
import { TextareaField, TextField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";

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

export function CategoriesPage() {
  usePageMeta(pageTitle("Category Management"));
  useLiveRefresh();
  const query = useQuery(AdminCategoriesQuery);
  // null: closed; "new": adding; a category: editing it.
  const [editing, setEditing] = useState<Category | "new" | null>(null);
  const [toDelete, setToDelete] = useState<Category | null>(null);
  const [remove] = useMutation(DeleteCategoryMutation, REFETCH);
  const categories = query.data?.categories ?? [];

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Category Management"
        description="The kinds of talent the agency represents."
        action={
          <Button colorPalette="brand" onClick={() => setEditing("new")}>
            Add Category
          </Button>
        }
      />

      <QueryStates
        query={query}
        isEmpty={categories.length === 0}
        errorTitle="Failed to fetch categories"
        loading={<SkeletonList label="Loading categories" count={4} h="10" />}
        empty="No categories found. Add your first category to get started."
      >
        <TableBox>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" hideBelow="md">
                  Description
                </Table.ColumnHeader>
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
                  <Table.Cell color={category.description ? undefined : "fg.muted"} hideBelow="md">
                    {category.description || "No description"}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{category.talentCount}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" justify="flex-end" wrap="wrap">
                      <Button size="xs" variant="ghost" onClick={() => setEditing(category)} aria-label={`Edit ${category.name}`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => setToDelete(category)}
                        aria-label={`Delete ${category.name}`}
                      >
                        Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableBox>
      </QueryStates>

      <FormDialog open={editing !== null} onClose={() => setEditing(null)}>
        {editing !== null && (
          <CategoryForm
            key={editing === "new" ? "new" : editing.id}
            category={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </FormDialog>

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete Category"
        confirmLabel="Delete"
        onConfirm={() =>
          withToasts(() => remove({ variables: { id: toDelete!.id } }), {
            success: "Category deleted",
            description: toDelete!.name,
            failure: "Failed to delete category",
          })
        }
      >
        {`Are you sure you want to delete the category ${toDelete?.name ?? ""}? This action cannot ` +
          `be undone, and it may affect the talents assigned to it (${toDelete?.talentCount ?? 0}).`}
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

  const onSubmit = async (values: { name: string; description?: string | null; imageUrl?: string | null }) => {
    const input = { name: values.name, description: values.description ?? null, imageUrl: values.imageUrl ?? null };
    if (category) await update({ variables: { id: category.id, input } });
    else await create({ variables: { input } });
    toaster.create({ type: "success", title: category ? "Category updated" : "Category created", description: values.name });
    onClose();
  };

  return (
    <FormDialogContent
      form={form}
      onSubmit={onSubmit}
      idPrefix="category-"
      title={category ? "Edit Category" : "Add Category"}
      submitLabel={category ? "Save Changes" : "Add Category"}
      failureTitle={`Failed to ${category ? "update" : "create"} category`}
    >
      <TextField<CategoryValues> name="name" label="Name" required />
      <TextareaField<CategoryValues> name="description" label="Description" rows={3} />
      <TextField<CategoryValues>
        name="imageUrl"
        label="Image URL"
        type="url"
        helperText="Optional: a picture for the category's card on the home page."
      />
    </FormDialogContent>
  );
}
