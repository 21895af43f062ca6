import { Box, Button, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { withToasts } from "#web/components/admin/errors";
import { getFragmentData } from "#web/gql";
import { InviteTalentToPortalMutation, PortalAccessFields, RevokeTalentPortalMutation, TalentPortalQuery } from "./portal-operations";
import { inviteLabel, portalAccessText } from "./portal-access";

// The talent page's "Talent portal" panel: whether the talent has a way in, an invitation
// (or a new link while one waits), and removing access.

const REFETCH = { refetchQueries: ["TalentPortal", "TalentHistory"] };

/** A dot beside the words, for scanning; the words carry the meaning. */
const STATUS_COLOR = { NONE: "gray.solid", INVITED: "orange.solid", ACTIVE: "green.solid", INACTIVE: "red.solid" } as const;

export function PortalSection({ talentId }: { talentId: number }) {
  const query = useQuery(TalentPortalQuery, { variables: { id: talentId }, fetchPolicy: "cache-and-network" });
  const [invite, invitation] = useMutation(InviteTalentToPortalMutation, REFETCH);
  const [revoke] = useMutation(RevokeTalentPortalMutation, REFETCH);
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const talent = query.data?.adminTalent;
  const access = talent ? getFragmentData(PortalAccessFields, talent.portalAccess) : null;
  const name = talent ? `${talent.firstName} ${talent.lastName}` : "";

  const sendInvitation = () =>
    withToasts(() => invite({ variables: { talentId } }), {
      success: access?.status === "INVITED" ? "A new link was sent" : "Invitation sent",
      description: talent ? `The link to set a password went to ${talent.email}; it works once, for 24 hours.` : undefined,
      failure: "The invitation was not sent",
    }).catch(() => undefined);

  return (
    <Box as="section" aria-labelledby="portal-heading" borderTopWidth="1px" pt="6">
      <Heading as="h2" size="lg" id="portal-heading" mb="3">
        Talent portal
      </Heading>
      <QueryStates
        query={query}
        isEmpty={false}
        errorTitle="Failed to load the talent portal account"
        loading={<SkeletonList label="Loading the talent portal account" count={1} h="10" />}
        empty={null}
      >
        {() =>
          talent &&
          access && (
            <Stack gap="3">
              <Text color="fg.muted" fontSize="sm">
                The talent signs in to see their bookings, book out days and propose profile changes, which wait here for staff.
              </Text>
              <Flex gap="3" align={{ base: "start", sm: "center" }} direction={{ base: "column", sm: "row" }} wrap="wrap">
                <HStack gap="2">
                  <Box aria-hidden="true" boxSize="2.5" borderRadius="full" bg={STATUS_COLOR[access.status]} flexShrink={0} />
                  <Text fontWeight="medium" data-testid="portal-access-status">
                    {portalAccessText(access)}
                  </Text>
                </HStack>
                <HStack gap="2" wrap="wrap" ms={{ sm: "auto" }}>
                  {inviteLabel(access.status) && (
                    <Button
                      size="sm"
                      colorPalette="brand"
                      variant="outline"
                      loading={invitation.loading}
                      onClick={() => void sendInvitation()}
                    >
                      {inviteLabel(access.status)}
                    </Button>
                  )}
                  {(access.status === "INVITED" || access.status === "ACTIVE") && (
                    <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmingRevoke(true)}>
                      Remove access
                    </Button>
                  )}
                </HStack>
              </Flex>
              {access.username && access.status !== "NONE" && (
                <Text fontSize="sm" color="fg.muted">
                  Signs in as {access.username}
                </Text>
              )}
            </Stack>
          )
        }
      </QueryStates>
      <ConfirmDialog
        open={confirmingRevoke}
        onClose={() => setConfirmingRevoke(false)}
        title="Remove portal access?"
        confirmLabel="Remove access"
        onConfirm={() =>
          withToasts(() => revoke({ variables: { talentId } }), {
            success: "Portal access removed",
            description: name,
            failure: "Portal access was not removed",
          })
        }
      >
        {`${name} will be signed out of the talent portal at once, and their link or password will ` +
          "no longer work. Their profile, bookings and earlier proposals stay; you can invite them " +
          "again later."}
      </ConfirmDialog>
    </Box>
  );
}
