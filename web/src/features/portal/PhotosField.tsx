import { Box, Button, Field, Image, Input, SimpleGrid, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { get, useController, useFormState } from "react-hook-form";
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES } from "#common/options";
import { useFieldId } from "../../components/form";

// The photos part of a proposal: the talent's current photos, each with Remove (undone by Keep),
// and new photos chosen from the device, each previewed before it is sent.

export type CurrentPhoto = {
  id: number;
  alt?: string | null;
  card?: { url: string; width?: number | null; height?: number | null } | null;
};

/** A chosen photo's picture, read in the browser: nothing is sent to show it. */
function Preview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.addEventListener("load", () => setUrl(typeof reader.result === "string" ? reader.result : null));
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url ? (
    <Image src={url} alt={`New photo ${file.name}`} w="full" aspectRatio="3 / 4" objectFit="cover" />
  ) : (
    <Box aspectRatio="3 / 4" bg="bg.muted" />
  );
}

function Tile({ children, action, caption }: { children: React.ReactNode; action: React.ReactNode; caption: React.ReactNode }) {
  return (
    <Stack as="li" gap="1.5" borderWidth="1px" borderRadius="md" overflow="hidden" pb="2">
      {children}
      <Box px="2">{caption}</Box>
      <Box px="2">{action}</Box>
    </Stack>
  );
}

export function PhotosField({ photos }: { photos: readonly CurrentPhoto[] }) {
  // Destructured: the React compiler's lint takes `field.ref` for reading a ref during render.
  const {
    field: { ref: photosRef, ...photosField },
  } = useController<{ newPhotos: File[] }, "newPhotos">({ name: "newPhotos" });
  const {
    field: { ref: _removedRef, ...removedField },
  } = useController<{ removeImageIds: number[] }, "removeImageIds">({ name: "removeImageIds" });
  const files = photosField.value ?? [];
  const removedIds = new Set(removedField.value ?? []);
  const id = useFieldId("newPhotos");
  const { errors } = useFormState({ name: "newPhotos" });
  const error = (get(errors, "newPhotos") as { message?: string } | undefined)?.message;

  const toggle = (photoId: number) => {
    const next = new Set(removedIds);
    if (next.has(photoId)) next.delete(photoId);
    else next.add(photoId);
    removedField.onChange([...next]);
  };

  return (
    <Stack gap="4">
      {photos.length > 0 && (
        <Stack gap="2">
          <Text fontWeight="medium">Your photos</Text>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 3, md: 4 }} gap="3" aria-label="Your photos">
            {photos.map((photo, index) => {
              const marked = removedIds.has(photo.id);
              return (
                <Tile
                  key={photo.id}
                  caption={
                    <Text fontSize="xs" color={marked ? "fg.error" : "fg.muted"}>
                      {marked ? "To be removed" : `Photo ${index + 1}`}
                    </Text>
                  }
                  action={
                    <Button size="xs" variant="outline" w="full" aria-pressed={marked} onClick={() => toggle(photo.id)}>
                      {marked ? "Keep" : "Remove"}
                      <VisuallyHidden> photo {index + 1}</VisuallyHidden>
                    </Button>
                  }
                >
                  {photo.card ? (
                    <Image
                      src={photo.card.url}
                      alt={photo.alt ?? `Photo ${index + 1}`}
                      w="full"
                      aspectRatio="3 / 4"
                      objectFit="cover"
                      opacity={marked ? 0.4 : 1}
                    />
                  ) : (
                    <Box aspectRatio="3 / 4" bg="bg.muted" />
                  )}
                </Tile>
              );
            })}
          </SimpleGrid>
        </Stack>
      )}

      <Field.Root id={id} invalid={Boolean(error)}>
        <Field.Label>Add photos</Field.Label>
        <Field.HelperText>
          JPEG, PNG, GIF or WebP, up to {MAX_UPLOAD_BYTES / 1024 / 1024} MB each. Location data in the files is removed on upload.
        </Field.HelperText>
        <Input
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          p="1.5"
          ref={photosRef}
          name="newPhotos"
          onBlur={photosField.onBlur}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            photosField.onChange([...files, ...chosen]);
            // The same file may be chosen again after it is taken off the list.
            event.target.value = "";
          }}
        />
        <Field.ErrorText>
          <VisuallyHidden>Error:</VisuallyHidden> {error}
        </Field.ErrorText>
      </Field.Root>

      {files.length > 0 && (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 3, md: 4 }} gap="3" aria-label="New photos">
          {files.map((file, index) => (
            <Tile
              key={`${file.name}-${file.size}-${index}`}
              caption={
                <Text fontSize="xs" color="fg.muted" truncate>
                  {file.name}
                </Text>
              }
              action={
                <Button size="xs" variant="outline" w="full" onClick={() => photosField.onChange(files.filter((_, at) => at !== index))}>
                  Take off<VisuallyHidden> {file.name}</VisuallyHidden>
                </Button>
              }
            >
              <Preview file={file} />
            </Tile>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
