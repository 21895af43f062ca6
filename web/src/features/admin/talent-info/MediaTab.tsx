import { Badge, Box, Button, Card, Field, Heading, HStack, Image, Input, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useState, type DragEvent } from "react";
import { IMAGE_MIME_TYPES } from "#common/options";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { toaster } from "#web/components/toaster";
import { type FragmentType, getFragmentData, graphql } from "#web/gql";
import { DocumentsSection } from "./DocumentsSection";

// The editor's Media tab: photos in their public order, reordered by drag and drop or by
// the Move buttons (keyboard), the main photo, captions (the public alt text), deletion, and several
// uploads at once with a progress bar each. Every change is saved at once, apart from Save Changes.

export const TalentMediaFields = graphql(`
  fragment TalentMediaFields on AdminTalent {
    id
    firstName
    images {
      id
      caption
      sequence
      storageUrl
      thumbUrl
    }
    ...TalentDocumentsFields
  }
`);

const AddTalentImage = graphql(`
  mutation AddTalentImage($talentId: Int!, $image: Upload) {
    addTalentImage(talentId: $talentId, image: $image) {
      id
    }
  }
`);
const UpdateImageCaption = graphql(`
  mutation UpdateImageCaption($id: Int!, $caption: String) {
    updateTalentImage(id: $id, caption: $caption) {
      id
      caption
    }
  }
`);
const ReorderImages = graphql(`
  mutation ReorderImages($talentId: Int!, $imageIds: [Int!]!) {
    reorderTalentImages(talentId: $talentId, imageIds: $imageIds) {
      id
      sequence
    }
  }
`);
const SetMainImage = graphql(`
  mutation SetMainImage($id: Int!) {
    setMainTalentImage(id: $id) {
      id
      sequence
    }
  }
`);
const DeleteImage = graphql(`
  mutation DeleteImage($id: Int!) {
    deleteTalentImage(id: $id)
  }
`);

const REFETCH = { refetchQueries: ["TalentEditor", "TalentHistory"], awaitRefetchQueries: true };

type Upload = { key: string; name: string; progress: number; error?: string };

const failed = (title: string) => (error: unknown) =>
  toaster.create({ type: "error", title, description: error instanceof Error ? error.message : "An unknown error occurred" });

export function MediaTab({ talent: masked }: { talent: FragmentType<typeof TalentMediaFields> }) {
  const talent = getFragmentData(TalentMediaFields, masked);
  const [reorder] = useMutation(ReorderImages, REFETCH);
  const [setMain] = useMutation(SetMainImage, REFETCH);
  const [remove] = useMutation(DeleteImage, REFETCH);
  const client = useApolloClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragged, setDragged] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<{ id: number; position: number } | null>(null);
  const images = talent.images;

  const saveOrder = (ids: number[]) =>
    reorder({ variables: { talentId: talent.id, imageIds: ids } }).catch(failed("Failed to reorder photos"));
  const move = (index: number, by: number) => {
    const ids = images.map((image) => image.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void saveOrder(ids);
  };
  const onDrop = (event: DragEvent, target: number) => {
    event.preventDefault();
    if (dragged === null || dragged === target) return;
    const ids = images.map((image) => image.id);
    const to = ids.indexOf(target);
    ids.splice(ids.indexOf(dragged), 1);
    // The dropped photo takes the target's place: before it when moved earlier, after it when later.
    ids.splice(to, 0, dragged);
    setDragged(null);
    void saveOrder(ids);
  };

  const upload = async (files: File[]) => {
    const batch = files.map((file, index) => ({ key: `${Date.now()}-${index}`, name: file.name, progress: 0 }));
    setUploads((current) => [...current.filter((entry) => entry.progress < 1 || entry.error), ...batch]);
    const update = (key: string, change: Partial<Upload>) =>
      setUploads((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
    await Promise.all(
      files.map((file, index) =>
        client
          .mutate({
            mutation: AddTalentImage,
            variables: { talentId: talent.id, image: file },
            // Sent with its progress by the upload link (lib/apollo/upload-link.ts).
            context: { onProgress: (progress: number) => update(batch[index]!.key, { progress }) },
          })
          .catch((error: Error) => update(batch[index]!.key, { error: error.message })),
      ),
    );
    await client.refetchQueries({ include: ["TalentEditor", "TalentHistory"] });
  };

  return (
    <Stack gap="8">
      <Box as="section" aria-labelledby="photos-heading">
        <Heading as="h2" size="lg" id="photos-heading" mb="1">
          Photos
        </Heading>
        <Text color="fg.muted" mb="4">
          In the order visitors see them; the first is the main photo on the talent&apos;s card. Drag a photo, or use Move earlier and Move
          later.
        </Text>
        {images.length === 0 ? (
          <Text>No photos yet.</Text>
        ) : (
          <SimpleGrid as="ol" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" aria-label="Photos in public order">
            {images.map((image, index) => (
              <Card.Root
                as="li"
                key={image.id}
                draggable
                onDragStart={() => setDragged(image.id)}
                onDragOver={(event: DragEvent) => event.preventDefault()}
                onDrop={(event: DragEvent) => onDrop(event, image.id)}
                data-testid="photo-card"
                opacity={dragged === image.id ? 0.5 : 1}
                cursor="grab"
              >
                <Box position="relative">
                  <Image
                    src={image.thumbUrl ?? image.storageUrl ?? undefined}
                    alt={image.caption || `Photo ${index + 1} of ${talent.firstName}`}
                    w="100%"
                    h="64"
                    // contain, not cover: a portrait keeps its head and feet (a crop hid them).
                    objectFit="contain"
                    bg="bg.muted"
                    borderTopRadius="md"
                  />
                  {index === 0 && (
                    <Badge position="absolute" top="2" left="2" colorPalette="brand" variant="solid">
                      Main photo
                    </Badge>
                  )}
                </Box>
                <Card.Body gap="3" p="3">
                  <Text fontSize="sm" fontWeight="semibold">
                    Photo {index + 1}
                  </Text>
                  <CaptionEditor imageId={image.id} caption={image.caption ?? ""} />
                  <HStack wrap="wrap" gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Move earlier (photo ${index + 1})`}
                    >
                      Move earlier
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={index === images.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Move later (photo ${index + 1})`}
                    >
                      Move later
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={index === 0}
                      onClick={() => setMain({ variables: { id: image.id } }).catch(failed("Failed to set the main photo"))}
                      aria-label={`Set as main photo (photo ${index + 1})`}
                    >
                      Set as main photo
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={`Delete image ${index + 1}`}
                      onClick={() => setToDelete({ id: image.id, position: index + 1 })}
                    >
                      Delete image
                    </Button>
                  </HStack>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
        <Field.Root mt="5">
          <Field.Label>Add photos</Field.Label>
          <Field.HelperText>JPG, PNG, GIF, WEBP or SVG, up to 5MB each; choose several at once.</Field.HelperText>
          <Input
            type="file"
            multiple
            p="1.5"
            accept={[...IMAGE_MIME_TYPES, "image/svg+xml"].join(",")}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = "";
              if (files.length) void upload(files);
            }}
          />
        </Field.Root>
        {uploads.length > 0 && <UploadList uploads={uploads} />}
      </Box>
      <DocumentsSection talent={talent} />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete Image"
        confirmLabel="Delete"
        onConfirm={async () => {
          try {
            await remove({ variables: { id: toDelete!.id } });
            toaster.create({ type: "success", title: "Image deleted" });
          } catch (error) {
            failed("Failed to delete image")(error);
            throw error;
          }
        }}
      >
        {`Are you sure you want to delete photo ${toDelete?.position ?? ""} of ${talent.firstName}? This action cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
}

function UploadList({ uploads }: { uploads: Upload[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="2" mt="3" aria-label="Uploads">
      {uploads.map((entry) => (
        <Box as="li" key={entry.key}>
          <Progress.Root value={Math.round(entry.progress * 100)} size="sm" colorPalette={entry.error ? "red" : "brand"}>
            <HStack justify="space-between">
              <Progress.Label>{entry.name}</Progress.Label>
              <Progress.ValueText>
                {entry.error ? "Failed" : entry.progress >= 1 ? "Done" : `${Math.round(entry.progress * 100)}%`}
              </Progress.ValueText>
            </HStack>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {entry.error && (
            <Text color="fg.error" fontSize="sm">
              {entry.name}: {entry.error}
            </Text>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function CaptionEditor({ imageId, caption }: { imageId: number; caption: string }) {
  const [value, setValue] = useState(caption);
  const [error, setError] = useState<string>();
  const [saveCaption, { loading }] = useMutation(UpdateImageCaption, { refetchQueries: ["TalentHistory"] });
  const id = `caption-${imageId}`;
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label htmlFor={id}>Caption (alt text on the public site)</Field.Label>
      <HStack w="full">
        <Input id={id} size="sm" value={value} onChange={(event) => setValue(event.target.value)} />
        <Button
          size="sm"
          variant="outline"
          loading={loading}
          disabled={value.trim() === caption.trim()}
          onClick={() => {
            setError(undefined);
            saveCaption({ variables: { id: imageId, caption: value } })
              .then(() => toaster.create({ type: "success", title: "Caption saved" }))
              .catch((failure: Error) => setError(failure.message));
          }}
        >
          Save caption
        </Button>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
