import { Box, Image, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { FileField } from "../../components/form";

type Props = { name: string; label: string; accept: string; helperText: string; required?: boolean; preview?: boolean };

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The picture of a chosen photo, read in the browser (nothing is sent to show it). */
function ImagePreview({ file, label }: { file: File; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.addEventListener("load", () => setUrl(typeof reader.result === "string" ? reader.result : null));
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  if (!url) return null;
  return (
    <Box borderRadius="md" overflow="hidden" borderWidth="1px" flexShrink={0}>
      <Image src={url} alt={`Preview of your ${label.toLowerCase()}`} width="24" height="30" objectFit="cover" />
    </Box>
  );
}

/** A file choice with the chosen file's name and size, and for photos a preview of the picture. */
export function FileWithPreview({ name, label, accept, helperText, required, preview = false }: Props) {
  const value: unknown = useWatch({ name });
  const file = value instanceof File ? value : null;
  return (
    <Stack gap="3">
      <FileField name={name} label={label} accept={accept} helperText={helperText} required={required} />
      {file && (
        <Stack direction="row" gap="3" align="center">
          {preview && file.type.startsWith("image/") && <ImagePreview file={file} label={label} />}
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {file.name} ({formatSize(file.size)})
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
