import { Badge, Box, Button, Card, Heading, HStack, Image, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { newsUpdateSchema } from "#common/schemas";
import { pageTitle } from "#common/site";
import { AdminPageHeader, QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { errorMessage, withToasts } from "#web/components/admin/errors";
import { FormDialog, FormDialogContent } from "#web/components/admin/FormDialog";
import { ImageUrlField } from "#web/components/admin/ImageUrlField";
import { CheckboxField, TextareaField, TextField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { formatDate } from "#common/dates";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";

// News Management (docs/product.md#news): cards with a Draft/Published badge, a publish
// toggle, an add/edit dialog and a delete confirmation.

const AdminNewsQuery = graphql(`
  query AdminNewsUpdates {
    newsUpdates {
      id
      title
      excerpt
      content
      imageUrl
      isPublished
      displayDate
    }
  }
`);
const CreateNewsMutation = graphql(`
  mutation CreateNewsUpdate($input: NewsUpdateInput!) {
    createNewsUpdate(input: $input) {
      id
    }
  }
`);
const UpdateNewsMutation = graphql(`
  mutation UpdateNewsUpdate($id: Int!, $input: NewsUpdateInput!) {
    updateNewsUpdate(id: $id, input: $input) {
      id
      title
      excerpt
      content
      imageUrl
      isPublished
      displayDate
    }
  }
`);
const PublishNewsMutation = graphql(`
  mutation SetNewsUpdatePublished($id: Int!, $published: Boolean!) {
    setNewsUpdatePublished(id: $id, published: $published) {
      id
      isPublished
      displayDate
    }
  }
`);
const DeleteNewsMutation = graphql(`
  mutation DeleteNewsUpdate($id: Int!) {
    deleteNewsUpdate(id: $id)
  }
`);

type NewsUpdate = {
  id: number;
  title: string;
  excerpt?: string | null;
  content: string;
  imageUrl?: string | null;
  isPublished: boolean;
  displayDate: string;
};
type Values = { title: string; excerpt: string; content: string; imageUrl: string; isPublished: boolean };
const REFETCH = { refetchQueries: ["AdminNewsUpdates"] };

export function NewsPage() {
  usePageMeta(pageTitle("News Management"));
  useLiveRefresh();
  const query = useQuery(AdminNewsQuery);
  const [editing, setEditing] = useState<NewsUpdate | "new" | null>(null);
  const [toDelete, setToDelete] = useState<NewsUpdate | null>(null);
  const [remove] = useMutation(DeleteNewsMutation, REFETCH);
  const [setPublished] = useMutation(PublishNewsMutation, REFETCH);
  const [toggling, setToggling] = useState<number | null>(null);
  const news = query.data?.newsUpdates ?? [];

  const togglePublished = async (item: NewsUpdate) => {
    setToggling(item.id);
    try {
      await setPublished({ variables: { id: item.id, published: !item.isPublished } });
      toaster.create({
        type: "success",
        title: item.isPublished ? "News update unpublished" : "News update published",
        description: item.title,
      });
    } catch (failure) {
      toaster.create({ type: "error", title: "Failed to update news update", description: errorMessage(failure) });
    } finally {
      setToggling(null);
    }
  };

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="News Management"
        description="Updates for the home page's news section; drafts stay here until published."
        action={
          <Button colorPalette="brand" onClick={() => setEditing("new")}>
            Add News Update
          </Button>
        }
      />

      <QueryStates
        query={query}
        isEmpty={news.length === 0}
        errorTitle="Failed to fetch news updates"
        loading={<SkeletonList label="Loading news updates" count={3} h="72" columns={{ base: 1, md: 2, xl: 3 }} />}
        empty="No news updates found."
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {news.map((item) => (
            <Card.Root as="li" key={item.id} size="sm" overflow="hidden">
              {item.imageUrl ? (
                <Image src={item.imageUrl} alt="" aspectRatio={16 / 9} w="full" h="auto" objectFit="cover" loading="lazy" />
              ) : (
                <Box aspectRatio={16 / 9} bg="bg.muted" />
              )}
              <Card.Body gap="2">
                <HStack justify="space-between" align="flex-start" gap="3">
                  <Heading as="h2" size="md" lineHeight="short">
                    {item.title}
                  </Heading>
                  <Badge flexShrink={0} colorPalette={item.isPublished ? "green" : "gray"}>
                    {item.isPublished ? "Published" : "Draft"}
                  </Badge>
                </HStack>
                <Text asChild fontSize="sm" color="fg.muted">
                  <time dateTime={item.displayDate}>{formatDate(item.displayDate)}</time>
                </Text>
                {item.excerpt ? <Text lineClamp={3}>{item.excerpt}</Text> : null}
              </Card.Body>
              <Card.Footer justifyContent="flex-end" gap="1" flexWrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  loading={toggling === item.id}
                  onClick={() => void togglePublished(item)}
                  aria-label={`${item.isPublished ? "Unpublish" : "Publish"} ${item.title}`}
                >
                  {item.isPublished ? "Unpublish" : "Publish"}
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setEditing(item)} aria-label={`Edit ${item.title}`}>
                  Edit
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setToDelete(item)} aria-label={`Delete ${item.title}`}>
                  Delete
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </QueryStates>

      <FormDialog open={editing !== null} onClose={() => setEditing(null)} size="lg">
        {editing !== null && (
          <NewsForm
            key={editing === "new" ? "new" : editing.id}
            news={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </FormDialog>

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete News Update"
        confirmLabel="Delete"
        onConfirm={() =>
          withToasts(() => remove({ variables: { id: toDelete!.id } }), {
            success: "News update deleted",
            failure: "Failed to delete news update",
          })
        }
      >
        Are you sure you want to delete this news update?
      </ConfirmDialog>
    </Stack>
  );
}

function NewsForm({ news, onClose }: { news: NewsUpdate | null; onClose: () => void }) {
  const form = useZodForm(newsUpdateSchema, {
    defaultValues: {
      title: news?.title ?? "",
      excerpt: news?.excerpt ?? "",
      content: news?.content ?? "",
      imageUrl: news?.imageUrl ?? "",
      isPublished: news?.isPublished ?? false,
    },
  });
  const [create] = useMutation(CreateNewsMutation);
  const [update] = useMutation(UpdateNewsMutation);
  const [setPublished] = useMutation(PublishNewsMutation, REFETCH);
  const verb = news ? "update" : "create";

  const onSubmit = async (values: {
    title: string;
    excerpt?: string | null;
    content: string;
    imageUrl?: string | null;
    isPublished?: boolean;
  }) => {
    // The content is saved first; publishing is a call of its own (docs/product.md#news): after an
    // edit only when the flag changed, after a creation only when it is on.
    const input = { title: values.title, excerpt: values.excerpt ?? null, content: values.content, imageUrl: values.imageUrl ?? null };
    const publish = values.isPublished ?? false;
    let id: number;
    if (news) {
      // The answer carries the update: the cache shows it on every screen, no list to ask again.
      await update({ variables: { id: news.id, input } });
      id = news.id;
    } else {
      id = (await create({ variables: { input }, refetchQueries: ["AdminNewsUpdates"] })).data!.createNewsUpdate.id;
    }
    const publishChange = news ? publish !== news.isPublished : publish;
    toaster.create({ type: "success", title: news ? "News update updated" : "News update created", description: values.title });
    if (publishChange) {
      try {
        await setPublished({ variables: { id, published: publish } });
      } catch (failure) {
        // The content is saved; only the publication failed, so the dialog closes rather than
        // inviting a second save that would create the update twice.
        toaster.create({ type: "error", title: `Failed to ${verb} news update`, description: errorMessage(failure) });
      }
    }
    onClose();
  };

  return (
    <FormDialogContent
      form={form}
      onSubmit={onSubmit}
      idPrefix="news-"
      title={news ? "Edit News Update" : "Add News Update"}
      submitLabel={news ? "Save Changes" : "Add News Update"}
      failureTitle={`Failed to ${verb} news update`}
    >
      <TextField<Values> name="title" label="Title" required />
      <TextareaField<Values> name="excerpt" label="Excerpt" rows={2} helperText="A sentence or two for the card." />
      <TextareaField<Values> name="content" label="Content" rows={8} required />
      <ImageUrlField idPrefix="news-" />
      <CheckboxField<Values> name="isPublished" label="Publish" helperText="Published updates appear on the home page and the news page." />
    </FormDialogContent>
  );
}
