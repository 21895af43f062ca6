import { Alert, Badge, Box, Card, Heading, Link, SimpleGrid, Stat, Table, Text } from "@chakra-ui/react";
import { TableBox } from "#web/components/admin/TableBox";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "#web/app/paths";

// The summary of a bulk upload (docs/product.md#bulk-image-upload): the counts, the success rate and
// what became of each file.

export type FileError = { filename: string; error: string };
export type Detail = {
  filename: string;
  status: string;
  talentId?: number | null;
  imageId?: number | null;
  message?: string | null;
  error?: string | null;
};
export type Result = {
  total: number;
  successful: number;
  matched: number;
  unmatched: string[];
  uploadErrors: FileError[];
  updateErrors: FileError[];
  details: Detail[];
};

/** docs/product.md#bulk-image-upload: successful divided by total, rounded. */
const successRate = (result: Pick<Result, "successful" | "total">) =>
  result.total === 0 ? 0 : Math.round((result.successful / result.total) * 100);

const STATUS_LABELS: Record<string, { label: string; palette: string }> = {
  uploaded: { label: "Uploaded", palette: "green" },
  unmatched: { label: "No match", palette: "gray" },
  upload_error: { label: "Upload error", palette: "red" },
  update_error: { label: "Update error", palette: "orange" },
};

export function UploadSummary({ result }: { result: Result }) {
  return (
    <Card.Root as="section" aria-labelledby="upload-summary-heading">
      <Card.Body gap="5">
        <Box>
          <Heading as="h2" size="lg" id="upload-summary-heading">
            Upload Complete
          </Heading>
          <Text>
            Successfully uploaded {result.successful} of {result.total} images
          </Text>
        </Box>
        <SimpleGrid columns={{ base: 2, md: 5 }} gap="4">
          <SummaryStat label="Total" value={result.total} />
          <SummaryStat label="Successful" value={result.successful} />
          <SummaryStat label="Matched" value={result.matched} />
          <SummaryStat label="Unmatched" value={result.unmatched.length} />
          <SummaryStat label="Success rate" value={`${successRate(result)}%`} />
        </SimpleGrid>
        {result.uploadErrors.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {result.uploadErrors.length === 1
                  ? "1 file could not be uploaded"
                  : `${result.uploadErrors.length} files could not be uploaded`}
              </Alert.Title>
              <Alert.Description>{result.uploadErrors.map((item) => `${item.filename}: ${item.error}`).join("; ")}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {result.updateErrors.length > 0 && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {result.updateErrors.length === 1 ? "1 database update error" : `${result.updateErrors.length} database update errors`}
              </Alert.Title>
              <Alert.Description>{result.updateErrors.map((item) => `${item.filename}: ${item.error}`).join("; ")}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <Box>
          <Heading as="h3" size="md" mb="2">
            Details
          </Heading>
          <TableBox>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>File</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                  <Table.ColumnHeader>Talent</Table.ColumnHeader>
                  <Table.ColumnHeader>Message</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {result.details.map((detail, index) => {
                  const status = STATUS_LABELS[detail.status] ?? { label: detail.status, palette: "gray" };
                  return (
                    <Table.Row key={`${detail.filename}-${detail.imageId ?? "none"}-${index}`}>
                      <Table.Cell wordBreak="break-all">{detail.filename}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={status.palette}>{status.label}</Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {detail.talentId ? (
                          <Link asChild colorPalette="brand">
                            <RouterLink to={paths.admin.talentInfoItem(detail.talentId)}>Talent #{detail.talentId}</RouterLink>
                          </Link>
                        ) : (
                          "—"
                        )}
                      </Table.Cell>
                      <Table.Cell>{detail.error ?? detail.message ?? ""}</Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </TableBox>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

function SummaryStat({ label, value }: { label: string; value: number | string }) {
  return (
    <Stat.Root borderWidth="1px" borderRadius="md" p="3" data-testid={`stat-${label}`}>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText>{value}</Stat.ValueText>
    </Stat.Root>
  );
}
