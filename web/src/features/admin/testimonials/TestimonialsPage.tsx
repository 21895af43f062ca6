import { Alert, Avatar, Badge, Box, Button, Card, CloseButton, Dialog, Flex, Heading, HStack, Portal, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { testimonialSchema } from "../../../../../common/schemas";
import { pageTitle } from "../../../../../common/site";
import { ConfirmDialog } from "../../../components/admin/ConfirmDialog";
import { ImageUrlField } from "../../../components/admin/ImageUrlField";
import { CheckboxField, Form, SubmitButton, TextareaField, TextField, useZodForm } from "../../../components/form";
import { toaster } from "../../../components/toaster";
import { graphql } from "../../../gql";
import { useLiveRefresh } from "../../../lib/live";
import { usePageMeta } from "../../../lib/page-meta";

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
const message = (error: unknown) => (error instanceof Error && error.message ? error.message : "An unknown error occurred");

export function TestimonialsPage() {
  usePageMeta(pageTitle("Testimonial Management"));
  useLiveRefresh();
  const { data, loading, error, refetch } = useQuery(AdminTestimonialsQuery);
  const [editing, setEditing] = useState<Testimonial | "new" | null>(null);
  const [toDelete, setToDelete] = useState<Testimonial | null>(null);
  const [remove] = useMutation(DeleteTestimonialMutation, REFETCH);
  const testimonials = data?.testimonials ?? [];

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Testimonial Management
          </Heading>
          <Text color="fg.muted">What clients say about the agency, shown on the home page.</Text>
        </Box>
        <Button colorPalette="brand" onClick={() => setEditing("new")}>
          Add Testimonial
        </Button>
      </Flex>

      {error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to fetch testimonials</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Retry
          </Button>
        </Alert.Root>
      ) : loading && !data ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true" aria-label="Loading testimonials">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h="40" />
          ))}
        </SimpleGrid>
      ) : testimonials.length === 0 ? (
        <Box borderWidth="1px" borderRadius="md" p="10" textAlign="center">
          <Text>No testimonials yet</Text>
        </Box>
      ) : (
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
                <Button size="xs" variant="ghost" onClick={() => setEditing(testimonial)} aria-label={`Edit the testimonial from ${testimonial.clientName}`}>
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
      )}

      <Dialog.Root open={editing !== null} onOpenChange={(event) => !event.open && setEditing(null)} placement="center" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            {editing !== null && (
              <TestimonialForm
                key={editing === "new" ? "new" : editing.id}
                testimonial={editing === "new" ? null : editing}
                onClose={() => setEditing(null)}
              />
            )}
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete Testimonial"
        confirmLabel="Delete"
        onConfirm={async () => {
          try {
            await remove({ variables: { id: toDelete!.id } });
            toaster.create({ type: "success", title: "Testimonial deleted" });
          } catch (failure) {
            toaster.create({ type: "error", title: "Failed to delete testimonial", description: message(failure) });
            throw failure;
          }
        }}
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
  const verb = testimonial ? "update" : "create";

  const onSubmit = async (values: { clientName: string; clientTitle: string; companyName?: string | null; content: string; imageUrl?: string | null; isPublished?: boolean }) => {
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
    <Dialog.Content>
      <Form
        form={form}
        onSubmit={onSubmit}
        idPrefix="testimonial-"
        onServerError={(error) => toaster.create({ type: "error", title: `Failed to ${verb} testimonial`, description: message(error) })}
      >
        <Dialog.Header>
          <Dialog.Title>{testimonial ? "Edit Testimonial" : "Add Testimonial"}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <TextField<Values> name="clientName" label="Client Name" required />
            <TextField<Values> name="clientTitle" label="Client Title" required />
            <TextField<Values> name="companyName" label="Company" />
            <TextareaField<Values> name="content" label="Testimonial" rows={4} required />
            <ImageUrlField idPrefix="testimonial-" />
            <CheckboxField<Values> name="isPublished" label="Show on the website" />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton>{testimonial ? "Save Changes" : "Add Testimonial"}</SubmitButton>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
