import { Box, Field, HStack, Image, Input, Progress, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { MAX_UPLOAD_BYTES } from "#common/options";
import { IMAGE_UPLOAD_MESSAGES } from "#common/schemas";
import { TextField } from "../form";
import { graphql } from "../../gql";
import { toaster } from "../toaster";

const UploadImageMutation = graphql(`
  mutation UploadImage($image: Upload) {
    uploadImage(image: $image) {
      url
    }
  }
`);

/**
 * The image of a news update or a testimonial: a web address typed in, or a file uploaded at once
 * whose stored path fills the address (docs/product.md#input-rules-and-messages: an image under 5 MB, or a URL).
 */
export function ImageUrlField({ name = "imageUrl", idPrefix }: { name?: string; idPrefix: string }) {
  const { setValue, watch } = useFormContext();
  const [progress, setProgress] = useState<number | null>(null);
  // Sent with its progress by the upload link (lib/apollo/upload-link.ts).
  const [uploadImage] = useMutation(UploadImageMutation, { context: { onProgress: setProgress } });
  const [fileError, setFileError] = useState<string | null>(null);
  const url = watch(name) as string | null | undefined;
  const inputId = `${idPrefix}image-file`;

  const upload = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (!file.type.startsWith("image/")) return setFileError(IMAGE_UPLOAD_MESSAGES.required);
    if (file.size >= MAX_UPLOAD_BYTES) return setFileError(IMAGE_UPLOAD_MESSAGES.tooLarge);
    setProgress(0);
    try {
      const { data } = await uploadImage({ variables: { image: file } });
      if (data) setValue(name, data.uploadImage.url, { shouldDirty: true });
      toaster.create({ type: "success", title: "Image uploaded successfully" });
    } catch (error) {
      toaster.create({ type: "error", title: "Failed to upload image", description: error instanceof Error ? error.message : undefined });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="3">
      <TextField name={name} label="Image URL" helperText="A web address, or upload an image below." />
      <Field.Root invalid={Boolean(fileError)}>
        <Field.Label htmlFor={inputId}>Upload an image</Field.Label>
        <Input id={inputId} type="file" accept="image/*" p="1" onChange={(event) => void upload(event.target.files?.[0])} />
        <Field.HelperText>JPG, PNG, GIF, WEBP or SVG, under 5 MB.</Field.HelperText>
        <Field.ErrorText>{fileError}</Field.ErrorText>
      </Field.Root>
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} size="sm" aria-label="Uploading image">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {url ? (
        <HStack gap="3">
          <Image src={url} alt="" boxSize="16" objectFit="cover" borderRadius="md" />
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {url}
          </Text>
        </HStack>
      ) : (
        <Box />
      )}
    </Stack>
  );
}
