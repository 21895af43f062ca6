import { Badge, Box, Button, Card, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { formatDateTime } from "#common/dates";
import { ConfirmDialog } from "../../components/admin/ConfirmDialog";
import { withToasts } from "../../components/admin/errors";
import type { PortalChangeFieldsFragment, ProfileChangeItemFieldsFragment } from "../../gql/graphql";
import { WithdrawProfileChangeMutation } from "./operations";
import { changeStatusWords, changeValue, photoChangeWords } from "./words";

type ItemStatus = ProfileChangeItemFieldsFragment["status"];
/** A proposal with its parts read out of their fragment (lib/profile-change.ts). */
export type Proposal = Omit<PortalChangeFieldsFragment, "items"> & { items: readonly ProfileChangeItemFieldsFragment[] };

const PALETTE: Record<ItemStatus, "orange" | "green" | "red"> = { PENDING: "orange", APPROVED: "green", REJECTED: "red" };

/** The talent's proposals, newest first: each part with its state and the agency's message. */
export function ProposalList({ proposals }: { proposals: readonly Proposal[] }) {
  const [withdrawing, setWithdrawing] = useState<Proposal | null>(null);
  const [withdraw] = useMutation(WithdrawProfileChangeMutation, { refetchQueries: ["PortalProfile"], awaitRefetchQueries: true });
  return (
    <>
      <Box as="ul" listStyleType="none" display="grid" gap="4" aria-label="Your proposals">
        {proposals.map((proposal) => {
          const pending = proposal.items.every((item) => item.status === "PENDING");
          return (
            <Card.Root as="li" key={proposal.id} size="sm" variant="outline" data-testid="proposal">
              <Card.Body gap="3">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Heading as="h3" size="sm">
                    Sent {formatDateTime(proposal.createdAt)}
                  </Heading>
                  {pending && (
                    <Button size="xs" variant="outline" onClick={() => setWithdrawing(proposal)}>
                      Withdraw
                    </Button>
                  )}
                </HStack>
                <Stack as="ul" listStyleType="none" gap="3">
                  {proposal.items.map((item) => (
                    <Stack as="li" key={item.id} gap="1" borderTopWidth="1px" pt="3">
                      <HStack justify="space-between" gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{item.label}</Text>
                        <Badge colorPalette={PALETTE[item.status]} variant="subtle">
                          {changeStatusWords(item.status)}
                        </Badge>
                      </HStack>
                      {item.kind === "FIELD" ? (
                        <Text fontSize="sm" whiteSpace="pre-line" lineClamp={4}>
                          {changeValue(item.after)}
                        </Text>
                      ) : (
                        <HStack gap="3">
                          {item.photoUrl && (
                            <Image src={item.photoUrl} alt={item.label} w="16" h="20" objectFit="cover" borderRadius="sm" />
                          )}
                          {/* No link once decided: the pending file went with the decision. */}
                          <Text fontSize="sm" color="fg.muted">
                            {photoChangeWords(item.kind, item.status)}
                          </Text>
                        </HStack>
                      )}
                      {item.message && (
                        <Text fontSize="sm" color="fg.muted">
                          From the agency: {item.message}
                        </Text>
                      )}
                    </Stack>
                  ))}
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
      </Box>
      <ConfirmDialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title="Withdraw this proposal?"
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        onConfirm={() =>
          withToasts(() => withdraw({ variables: { id: withdrawing!.id } }), {
            success: "Proposal withdrawn",
            failure: "Could not withdraw the proposal",
          })
        }
      >
        The agency will not review it. You can send the changes again at any time.
      </ConfirmDialog>
    </>
  );
}
