import { Avatar, Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { testimonialSchema } from "#common/schemas";
import { pageTitle } from "#common/site";
import { AdminPageHeader, QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { withToasts } from "#web/components/admin/errors";
import { FormDialog, FormDialogContent } from "#web/components/admin/FormDialog";
import { ImageUrlField } from "#web/components/admin/ImageUrlField";
import { CheckboxField, TextareaField, TextField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";

const AdminTestimonialsQuery = graphql(`
  query AdminTestimonials {
    testimonials {
      id
      clientName
      clientTitle
      companyName
      content
      imageUrl
      initials
      isPublished
    }
  }
`);
const CreateTestimonialMutation = graphql(`
  mutation CreateTestimonial($input: TestimonialInput!) {
    createTestimonial(input: $input) {
      id
    }
  }
`);
const UpdateTestimonialMutation = graphql(`
  mutation UpdateTestimonial($id: Int!, $input: TestimonialInput!) {
    updateTestimonial(id: $id, input: $input) {
      id
      clientName
      clientTitle
      companyName
      content
      imageUrl
      initials
      isPublished
    }
  }
`);
const DeleteTestimonialMutation = graphql(`
  mutation DeleteTestimonial($id: Int!) {
    deleteTestimonial(id: $id)
  }
`);

type Testimonial = {
  id: number;
  clientName: string;
  clientTitle?: string | null;
  companyName?: string | null;
  content: string;
  imageUrl?: string | null;
  initials: string;
  isPublished: boolean;
};
type Values = { clientName: string; clientTitle: string; companyName: string; content: string; imageUrl: string; isPublished: boolean };
const REFETCH = { refetchQueries: ["AdminTestimonials"] };

export function TestimonialsPage() {
  usePageMeta(pageTitle("Testimonial Management"));
  useLiveRefresh();
  const query = useQuery(AdminTestimonialsQuery);
  const [editing, setEditing] = useState<Testimonial | "new" | null>(null);
  const [toDelete, setToDelete] = useState<Testimonial | null>(null);
  const [remove] = useMutation(DeleteTestimonialMutation, REFETCH);
  const testimonials = query.data?.testimonials ?? [];

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Testimonial Management"
        description="What clients say about the agency, shown on the home page."
        action={
          <Button colorPalette="brand" onClick={() => setEditing("new")}>
            Add Testimonial
          </Button>
        }
      />

      <QueryStates
        query={query}
        isEmpty={testimonials.length === 0}
        errorTitle="Failed to fetch testimonials"
        loading={<SkeletonList label="Loading testimonials" count={3} h="40" columns={{ base: 1, md: 2, lg: 3 }} />}
        empty="No testimonials yet"
      >
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {testimonials.map((testimonial) => (
            <Card.Root as="li" key={testimonial.id} size="sm">
              <Card.Body gap="3">
                <HStack gap="3">
                  <Avatar.Root size="lg">
                    <Avatar.Fallback>{testimonial.initials}</Avatar.Fallback>
                    {testimonial.imageUrl && <Avatar.Image src={testimonial.imageUrl} alt="" />}
                  </Avatar.Root>
                  <Box minW="0">
                    <Heading as="h2" size="md">
                      {testimonial.clientName}
                    </Heading>
                    <Text fontSize="sm" color="fg.muted">
                      {[testimonial.clientTitle, testimonial.companyName].filter(Boolean).join(", ")}
                    </Text>
                  </Box>
                  {!testimonial.isPublished && (
                    <Badge ms="auto" colorPalette="gray">
                      Hidden
                    </Badge>
                  )}
                </HStack>
                <Text lineClamp={3}>{testimonial.content}</Text>
              </Card.Body>
              <Card.Footer justifyContent="flex-end" gap="1">
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => setEditing(testimonial)}
                  aria-label={`Edit the testimonial from ${testimonial.clientName}`}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => setToDelete(testimonial)}
                  aria-label={`Delete the testimonial from ${testimonial.clientName}`}
                >
                  Delete
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </QueryStates>

      <FormDialog open={editing !== null} onClose={() => setEditing(null)}>
        {editing !== null && (
          <TestimonialForm
            key={editing === "new" ? "new" : editing.id}
            testimonial={editing === "new" ? null : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </FormDialog>

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete Testimonial"
        confirmLabel="Delete"
        onConfirm={() =>
          withToasts(() => remove({ variables: { id: toDelete!.id } }), {
            success: "Testimonial deleted",
            failure: "Failed to delete testimonial",
          })
        }
      >
        Are you sure you want to delete this testimonial?
      </ConfirmDialog>
    </Stack>
  );
}

function TestimonialForm({ testimonial, onClose }: { testimonial: Testimonial | null; onClose: () => void }) {
  const form = useZodForm(testimonialSchema, {
    defaultValues: {
      clientName: testimonial?.clientName ?? "",
      clientTitle: testimonial?.clientTitle ?? "",
      companyName: testimonial?.companyName ?? "",
      content: testimonial?.content ?? "",
      imageUrl: testimonial?.imageUrl ?? "",
      isPublished: testimonial?.isPublished ?? true,
    },
  });
  const [create] = useMutation(CreateTestimonialMutation, REFETCH);
  const [update] = useMutation(UpdateTestimonialMutation, REFETCH);

  const onSubmit = async (values: {
    clientName: string;
    clientTitle: string;
    companyName?: string | null;
    content: string;
    imageUrl?: string | null;
    isPublished?: boolean;
  }) => {
    const input = {
      clientName: values.clientName,
      clientTitle: values.clientTitle,
      companyName: values.companyName ?? null,
      content: values.content,
      imageUrl: values.imageUrl ?? null,
      isPublished: values.isPublished ?? true,
    };
    if (testimonial) await update({ variables: { id: testimonial.id, input } });
    else await create({ variables: { input } });
    toaster.create({ type: "success", title: testimonial ? "Testimonial updated" : "Testimonial created", description: values.clientName });
    onClose();
  };

  return (
    <FormDialogContent
      form={form}
      onSubmit={onSubmit}
      idPrefix="testimonial-"
      title={testimonial ? "Edit Testimonial" : "Add Testimonial"}
      submitLabel={testimonial ? "Save Changes" : "Add Testimonial"}
      failureTitle={`Failed to ${testimonial ? "update" : "create"} testimonial`}
    >
      <TextField<Values> name="clientName" label="Client Name" required />
      <TextField<Values> name="clientTitle" label="Client Title" required />
      <TextField<Values> name="companyName" label="Company" />
      <TextareaField<Values> name="content" label="Testimonial" rows={4} required />
      <ImageUrlField idPrefix="testimonial-" />
      <CheckboxField<Values> name="isPublished" label="Show on the website" />
    </FormDialogContent>
  );
}
