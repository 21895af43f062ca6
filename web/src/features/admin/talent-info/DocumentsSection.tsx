import { Box, Button, Field, Heading, HStack, Input, Link, NativeSelect, Stack, Table, Text } from "@chakra-ui/react";
import { TableBox } from "#web/components/admin/TableBox";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useRef, useState } from "react";
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from "#common/editing";
import { RESUME_EXTENSIONS } from "#common/options";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { toaster } from "#web/components/toaster";
import { type FragmentType, getFragmentData, graphql } from "#web/gql";

// The talent's documents (resume and others): opened through their signed, expiring links, added,
// replaced and deleted.

export const TalentDocumentsFields = graphql(`
  fragment TalentDocumentsFields on AdminTalent {
    id
    documents {
      id
      title
      fileType
      fileSize
      documentType
      storageUrl
    }
  }
`);

const AddDocument = graphql(`
  mutation AddTalentDocument($talentId: Int!, $file: Upload, $documentType: String!) {
    addTalentDocument(talentId: $talentId, file: $file, documentType: $documentType) {
      id
    }
  }
`);
const ReplaceDocument = graphql(`
  mutation ReplaceTalentDocument($id: Int!, $file: Upload) {
    replaceTalentDocument(id: $id, file: $file) {
      id
    }
  }
`);
const DeleteDocument = graphql(`
  mutation DeleteTalentDocument($id: Int!) {
    deleteTalentDocument(id: $id)
  }
`);

const ACCEPT = [...RESUME_EXTENSIONS, "application/pdf"].join(",");

export function DocumentsSection({ talent: masked }: { talent: FragmentType<typeof TalentDocumentsFields> }) {
  const talent = getFragmentData(TalentDocumentsFields, masked);
  const client = useApolloClient();
  const [remove] = useMutation(DeleteDocument, { refetchQueries: ["TalentEditor", "TalentHistory"] });
  const [documentType, setDocumentType] = useState<DocumentType>("resume");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<{ id: number; title: string } | null>(null);

  const send = async (run: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setError(undefined);
    try {
      await run();
      await client.refetchQueries({ include: ["TalentEditor", "TalentHistory"] });
      toaster.create({ type: "success", title: success });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="documents-heading">
      <Heading as="h2" size="lg" id="documents-heading" mb="3">
        Documents
      </Heading>
      {talent.documents.length === 0 ? (
        <Text mb="4">No documents yet.</Text>
      ) : (
        <TableBox mb="4">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Title</Table.ColumnHeader>
                <Table.ColumnHeader>File type</Table.ColumnHeader>
                <Table.ColumnHeader>Size</Table.ColumnHeader>
                <Table.ColumnHeader>Document type</Table.ColumnHeader>
                <Table.ColumnHeader>Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {talent.documents.map((document) => (
                <Table.Row key={document.id}>
                  <Table.Cell>{document.title}</Table.Cell>
                  <Table.Cell>{document.fileType.toUpperCase()}</Table.Cell>
                  <Table.Cell>{(document.fileSize / 1024).toFixed(1)} KB</Table.Cell>
                  <Table.Cell>{DOCUMENT_TYPE_LABELS[document.documentType as DocumentType] ?? document.documentType}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2">
                      <Button asChild size="xs" variant="outline">
                        <Link href={document.storageUrl} target="_blank" rel="noopener" aria-label={`View ${document.title}`}>
                          View
                        </Link>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        aria-label={`Replace ${document.title}`}
                        onClick={() => {
                          setReplacing(document.id);
                          replaceInput.current?.click();
                        }}
                      >
                        Replace
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={busy}
                        aria-label={`Delete ${document.title}`}
                        onClick={() => setToDelete({ id: document.id, title: document.title })}
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
      )}
      <input
        ref={replaceInput}
        type="file"
        accept={ACCEPT}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file && replacing !== null) {
            void send(() => client.mutate({ mutation: ReplaceDocument, variables: { id: replacing, file } }), "Document replaced");
          }
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete Document"
        confirmLabel="Delete"
        onConfirm={() => send(() => remove({ variables: { id: toDelete!.id } }), "Document deleted")}
      >
        {`Are you sure you want to delete ${toDelete?.title ?? "this document"}? This action cannot be undone.`}
      </ConfirmDialog>
      <Stack direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} gap="3">
        <Field.Root maxW={{ md: "48" }}>
          <Field.Label>Document type</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={documentType} onChange={(event) => setDocumentType(event.target.value as DocumentType)}>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {DOCUMENT_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Add a document</Field.Label>
          <Input
            type="file"
            accept={ACCEPT}
            p="1.5"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file)
                void send(
                  () => client.mutate({ mutation: AddDocument, variables: { talentId: talent.id, documentType, file } }),
                  "Document uploaded",
                );
            }}
          />
          <Field.HelperText>PDF, DOC or DOCX, up to 5MB.</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </Box>
  );
}
