import { Badge, Box, Button, Card, Flex, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { TableBox } from "./TableBox";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { PACKAGE_PICK_LABELS, type PackagePick } from "#common/packages";
import { graphql } from "../../gql";
import { formatDate, formatDateTime } from "#common/dates";
import { toaster } from "../toaster";
import { errorMessage } from "./errors";
import { QueryStates, SkeletonList } from "./AdminPage";
import { ConfirmDialog } from "./ConfirmDialog";

// Packages sent to clients with what each client picked and when they looked, newest first; all of
// them, or those of one request or one client.

const ClientPackagesQuery = graphql(`
  query ClientPackages($requestId: Int, $clientId: Int) {
    clientPackages(requestId: $requestId, clientId: $clientId) {
      id
      title
      clientName
      clientEmail
      status
      createdAt
      expiresAt
      createdBy
      viewCount
      views
      picksSentAt
      talents {
        talentId
        talentName
        pick
        comment
        pickedAt
      }
    }
  }
`);
const RevokeClientPackageMutation = graphql(`
  mutation RevokeClientPackage($id: Int!) {
    revokeClientPackage(id: $id) {
      id
      status
    }
  }
`);

const STATUS: Record<string, { label: string; palette: string }> = {
  active: { label: "Active", palette: "green" },
  expired: { label: "Expired", palette: "gray" },
  revoked: { label: "Revoked", palette: "red" },
};
const PICK_PALETTE: Record<PackagePick, string> = { yes: "green", maybe: "orange", no: "red" };
const dateTime = formatDateTime;

type PackageListProps = {
  requestId?: number;
  clientId?: number;
  /** h2 on the Packages page; h3 inside a dialog section (a request's or a client's). */
  headingLevel?: "h2" | "h3";
};

export function PackageList({ requestId, clientId, headingLevel = "h2" }: PackageListProps) {
  const { data, loading, error, refetch } = useQuery(ClientPackagesQuery, { variables: { requestId, clientId } });
  const [revoke] = useMutation(RevokeClientPackageMutation, { refetchQueries: ["ClientPackages"] });
  const [toRevoke, setToRevoke] = useState<{ id: number; title: string; clientName: string } | null>(null);
  const packages = data?.clientPackages ?? [];

  return (
    <>
      <QueryStates
        query={{ data, loading, error, refetch }}
        isEmpty={packages.length === 0}
        errorTitle="Failed to fetch packages"
        loading={<SkeletonList label="Loading packages" count={2} h="32" />}
        empty="No packages yet"
        compact={headingLevel !== "h2"}
      >
        <Stack as="ul" listStyleType="none" gap="4">
          {packages.map((pkg) => {
            const status = STATUS[pkg.status] ?? STATUS.active!;
            return (
              <Card.Root as="li" key={pkg.id} size="sm">
                <Card.Header>
                  <Flex justify="space-between" gap="3" wrap="wrap">
                    <Box>
                      <Heading as={headingLevel} size={headingLevel === "h2" ? "md" : "sm"}>
                        {pkg.title}{" "}
                        <Badge colorPalette={status.palette} ms="1">
                          {status.label}
                        </Badge>
                      </Heading>
                      <Text fontSize="sm" color="fg.muted">
                        For {pkg.clientName} ({pkg.clientEmail}) · sent {formatDate(pkg.createdAt)}
                        {pkg.createdBy ? ` by ${pkg.createdBy}` : ""} · {pkg.status === "active" ? "expires" : "expiry"}{" "}
                        {formatDate(pkg.expiresAt)}
                      </Text>
                      <Text fontSize="sm">
                        {pkg.viewCount === 0
                          ? "Not opened yet"
                          : `Opened ${pkg.viewCount === 1 ? "once" : `${pkg.viewCount} times`}, last ${dateTime(pkg.views[0]!)}`}
                      </Text>
                      {pkg.picksSentAt && (
                        <Text fontSize="sm" fontWeight="semibold" data-testid="picks-sent-at">
                          Picks sent by the client {dateTime(pkg.picksSentAt)}
                        </Text>
                      )}
                    </Box>
                    {pkg.status === "active" && (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Revoke ${pkg.title} for ${pkg.clientName}`}
                        onClick={() => setToRevoke(pkg)}
                      >
                        Revoke
                      </Button>
                    )}
                  </Flex>
                </Card.Header>
                <Card.Body pt="0">
                  <TableBox borderWidth="0">
                    <Table.Root size="sm">
                      <Table.Caption srOnly>{`Picks for ${pkg.title}`}</Table.Caption>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>Talent</Table.ColumnHeader>
                          <Table.ColumnHeader>Pick</Table.ColumnHeader>
                          <Table.ColumnHeader>Comment</Table.ColumnHeader>
                          <Table.ColumnHeader>When</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {pkg.talents.map((row) => (
                          <Table.Row key={row.talentId}>
                            <Table.Cell>{row.talentName}</Table.Cell>
                            <Table.Cell>
                              {row.pick ? (
                                <Badge colorPalette={PICK_PALETTE[row.pick as PackagePick] ?? "gray"}>
                                  {PACKAGE_PICK_LABELS[row.pick as PackagePick] ?? row.pick}
                                </Badge>
                              ) : (
                                <Text color="fg.muted">No answer</Text>
                              )}
                            </Table.Cell>
                            <Table.Cell whiteSpace="pre-line">{row.comment ?? ""}</Table.Cell>
                            <Table.Cell>{row.pickedAt ? dateTime(row.pickedAt) : ""}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </TableBox>
                </Card.Body>
              </Card.Root>
            );
          })}
        </Stack>
      </QueryStates>
      <ConfirmDialog
        open={toRevoke !== null}
        onClose={() => setToRevoke(null)}
        title="Revoke package"
        confirmLabel="Revoke"
        onConfirm={async () => {
          try {
            await revoke({ variables: { id: toRevoke!.id } });
            toaster.create({ type: "success", title: "Package revoked", description: toRevoke!.title });
          } catch (failure) {
            toaster.create({ type: "error", title: "Failed to revoke package", description: errorMessage(failure) });
            throw failure;
          }
        }}
      >
        {`The link sent to ${toRevoke?.clientName ?? ""} will stop working at once. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
