import { Badge, Box, Button, Card, chakra, Flex, Heading, HStack, Link, List, Progress, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useRef, useState, type DragEvent } from "react";
import { Link as RouterLink } from "react-router-dom";
import { MAX_BULK_UPLOAD_FILES } from "#common/schemas";
import { pageTitle } from "#common/site";
import { paths } from "#web/app/paths";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { usePageMeta } from "#web/lib/page-meta";
import { UploadSummary, type Result } from "./UploadSummary";

// Bulk Image Upload (docs/product.md#bulk-image-upload): select files → automatic
// filename validation → valid files listed, invalid ones struck through and skipped → upload the
// valid ones → summary. Files fill the image records that carry their names (the seed leaves
// some waiting, 'pending-upload-1.jpg' ...).

const ValidateFilenamesMutation = graphql(`
  mutation ValidateImageFilenames($filenames: [String!]!) {
    validateImageFilenames(filenames: $filenames) {
      valid
      invalid
    }
  }
`);
const BulkUploadMutation = graphql(`
  mutation BulkUploadImages($images: [Upload!]!) {
    bulkUploadImages(images: $images) {
      total
      successful
      matched
      unmatched
      uploadErrors {
        filename
        error
      }
      updateErrors {
        filename
        error
      }
      details {
        filename
        status
        talentId
        imageId
        message
        error
      }
    }
  }
`);
const DeleteAllImagesMutation = graphql(`
  mutation DeleteAllTalentImages {
    deleteAllTalentImages {
      deleted
      total
    }
  }
`);

const ACCEPT = ".jpg,.jpeg,.png,.gif,.webp,.svg,image/jpeg,image/png,image/gif,image/webp,image/svg+xml";
const DROP_ZONE_HINT_ID = "bulk-drop-hint";

type Validation = { valid: Set<string>; invalid: Set<string> };
const EMPTY_RESULT: Result = { total: 0, successful: 0, matched: 0, unmatched: [], uploadErrors: [], updateErrors: [], details: [] };
const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
export function BulkUploadPage() {
  usePageMeta(pageTitle("Bulk Image Upload"));
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [validation, setValidation] = useState<Validation | null>(null);
  const [validating, setValidating] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Each selection gets a number; an answer for an older one arrives too late to matter.
  const selection = useRef(0);
  const [validate] = useMutation(ValidateFilenamesMutation);
  const [deleteAll] = useMutation(DeleteAllImagesMutation);
  const [bulkUpload] = useMutation(BulkUploadMutation);

  const validFiles = validation ? files.filter((file) => validation.valid.has(file.name)) : [];
  const uploading = progress !== null;

  const select = async (chosen: File[]) => {
    const current = ++selection.current;
    setFiles(chosen);
    setResult(null);
    setValidation(null);
    if (chosen.length === 0) {
      setValidating(false);
      return;
    }
    setValidating(true);
    try {
      const { data } = await validate({ variables: { filenames: chosen.map((file) => file.name) } });
      if (current !== selection.current || !data) return;
      const answer = data.validateImageFilenames;
      setValidation({ valid: new Set(answer.valid), invalid: new Set(answer.invalid) });
      if (answer.valid.length === 0) {
        toaster.create({ type: "warning", title: "No Valid Files", description: "None of the selected files matches an image record." });
      } else {
        toaster.create({
          type: "info",
          title: "Validation Complete",
          description:
            `${answer.valid.length} of ${chosen.length} files match an image ` +
            `record${answer.invalid.length ? `; ${answer.invalid.length} will be skipped` : ""}.`,
        });
      }
    } catch (error) {
      if (current !== selection.current) return;
      toaster.create({ type: "error", title: "Validation Failed", description: messageOf(error, "Validation failed") });
    } finally {
      if (current === selection.current) setValidating(false);
    }
  };

  const clear = () => {
    selection.current += 1;
    setFiles([]);
    setValidation(null);
    setValidating(false);
    setResult(null);
    if (input.current) input.current.value = "";
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    // Drag-and-drop keeps only image files (docs/product.md#bulk-image-upload).
    void select([...event.dataTransfer.files].filter((file) => file.type.startsWith("image/")));
  };

  const upload = async () => {
    const chosen = validFiles;
    if (chosen.length === 0) return;
    const totalBytes = chosen.reduce((sum, file) => sum + file.size, 0) || 1;
    let sentBytes = 0;
    const combined: Result = structuredClone(EMPTY_RESULT);
    setProgress(0);
    try {
      // The API takes at most MAX_BULK_UPLOAD_FILES files a request; larger selections go in turns.
      for (let start = 0; start < chosen.length; start += MAX_BULK_UPLOAD_FILES) {
        const batch = chosen.slice(start, start + MAX_BULK_UPLOAD_FILES);
        const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
        const { data } = await bulkUpload({
          variables: { images: batch },
          // Sent with its progress by the upload link (lib/apollo/upload-link.ts).
          context: { onProgress: (fraction: number) => setProgress((sentBytes + fraction * batchBytes) / totalBytes) },
        });
        sentBytes += batchBytes;
        if (!data) throw new Error("Upload failed");
        const part = data.bulkUploadImages;
        combined.total += part.total;
        combined.successful += part.successful;
        combined.matched += part.matched;
        combined.unmatched.push(...part.unmatched);
        combined.uploadErrors.push(...part.uploadErrors);
        combined.updateErrors.push(...part.updateErrors);
        combined.details.push(...part.details);
      }
      setResult(combined);
      toaster.create({
        type: "success",
        title: "Upload Complete",
        description: `Successfully uploaded ${combined.successful} of ${combined.total} images`,
      });
    } catch (error) {
      // Batches already stored stay stored: show what they did.
      if (combined.total > 0) setResult(combined);
      toaster.create({ type: "error", title: "Upload Failed", description: messageOf(error, "Upload failed") });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="6">
      <Flex justify="space-between" align={{ base: "stretch", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3">
        <Box>
          <Heading as="h1" size="2xl">
            Bulk Image Upload
          </Heading>
          <Text color="fg.muted">Upload talent photos whose file names match the image records waiting for them.</Text>
        </Box>
        <Link asChild colorPalette="brand" fontWeight="medium">
          <RouterLink to={paths.admin.talentInfo()}>Back to Talent Information</RouterLink>
        </Link>
      </Flex>

      <Card.Root>
        <Card.Body gap="4">
          <chakra.button
            type="button"
            aria-describedby={DROP_ZONE_HINT_ID}
            disabled={uploading}
            onClick={() => input.current?.click()}
            onDragOver={(event: DragEvent<HTMLElement>) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            data-testid="bulk-drop-zone"
            w="full"
            borderWidth="2px"
            borderStyle="dashed"
            borderColor={dragging ? "brand.solid" : "border.emphasized"}
            bg={dragging ? "brand.subtle" : "bg.subtle"}
            borderRadius="lg"
            px="6"
            py="10"
            textAlign="center"
            cursor={uploading ? "not-allowed" : "pointer"}
            _hover={{ borderColor: "brand.solid" }}
            focusRing="outside"
          >
            <Text fontWeight="semibold" fontSize="lg">
              Drag and drop images here, or click to browse
            </Text>
            <Text id={DROP_ZONE_HINT_ID} color="fg.muted" fontSize="sm" mt="1">
              Supported types: JPG, PNG, GIF, WEBP, SVG. Each file name must match an image record, for example pending-upload-1.jpg.
            </Text>
          </chakra.button>
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            hidden
            aria-hidden="true"
            tabIndex={-1}
            data-testid="bulk-file-input"
            onChange={(event) => void select([...(event.target.files ?? [])])}
          />

          {files.length > 0 && (
            <Stack gap="3">
              <HStack justify="space-between" flexWrap="wrap" gap="2">
                <Heading as="h2" size="md">
                  Selected files ({files.length})
                </Heading>
                <Text aria-live="polite" fontSize="sm" color="fg.muted">
                  {validating
                    ? "Checking file names..."
                    : validation
                      ? `${validation.valid.size} valid, ${files.length - validFiles.length} skipped`
                      : ""}
                </Text>
              </HStack>
              <List.Root as="ul" listStyleType="none" gap="1" data-testid="selected-files">
                {files.map((file, index) => {
                  const invalid = validation !== null && !validation.valid.has(file.name);
                  return (
                    <List.Item key={`${file.name}-${index}`} display="flex" alignItems="center" gap="3" py="1" borderBottomWidth="1px">
                      <Text
                        flex="1"
                        minW="0"
                        wordBreak="break-all"
                        textDecoration={invalid ? "line-through" : undefined}
                        color={invalid ? "fg.muted" : undefined}
                        data-invalid={invalid || undefined}
                      >
                        {file.name}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                        {sizeOf(file.size)}
                      </Text>
                      {validation === null ? (
                        <Badge colorPalette="gray">{validating ? "Checking" : "Waiting"}</Badge>
                      ) : invalid ? (
                        <Badge colorPalette="red">No matching record, skipped</Badge>
                      ) : (
                        <Badge colorPalette="green">Ready</Badge>
                      )}
                    </List.Item>
                  );
                })}
              </List.Root>
              {progress !== null && (
                <Progress.Root value={Math.round(progress * 100)} aria-label="Uploading images" colorPalette="brand">
                  <HStack justify="space-between">
                    <Progress.Label>Uploading...</Progress.Label>
                    <Progress.ValueText />
                  </HStack>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
              <HStack gap="2" flexWrap="wrap">
                <Button
                  colorPalette="brand"
                  onClick={() => void upload()}
                  disabled={validFiles.length === 0 || validating || uploading}
                  loading={uploading}
                >
                  {validFiles.length === 1 ? "Upload 1 Image" : `Upload ${validFiles.length} Images`}
                </Button>
                <Button variant="outline" onClick={clear} disabled={uploading}>
                  Clear
                </Button>
              </HStack>
            </Stack>
          )}
        </Card.Body>
      </Card.Root>

      {result && <UploadSummary result={result} />}

      <Card.Root borderColor="red.muted">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            Delete All Images
          </Heading>
          <Text color="fg.muted">Removes every talent image record and its stored file, for a fresh start. This cannot be undone.</Text>
          <Box>
            <Button colorPalette="red" variant="outline" onClick={() => setConfirmDelete(true)} disabled={uploading}>
              Delete All Images
            </Button>
          </Box>
        </Card.Body>
      </Card.Root>

      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete All Images"
        confirmLabel="Delete All Images"
        onConfirm={async () => {
          try {
            const { data } = await deleteAll();
            const answer = data!.deleteAllTalentImages;
            setResult(null);
            toaster.create({
              type: "success",
              title: "Delete Complete",
              description: `Successfully deleted ${answer.deleted} of ${answer.total} images`,
            });
          } catch (error) {
            toaster.create({ type: "error", title: "Delete Failed", description: messageOf(error, "Delete failed") });
            throw error;
          }
        }}
      >
        Are you sure you want to delete all talent images? Every image record and its file will be removed. This action cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
