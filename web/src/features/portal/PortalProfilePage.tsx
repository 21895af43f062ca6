import { Alert, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { pageTitle } from "#common/site";
import { getFragmentData } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { ProfileChangeItemFields } from "../../lib/profile-change";
import { PortalChangeFields, PortalProfileQuery } from "./operations";
import { PortalHeldTableFields } from "./portal-fields.generated";
import { EmptyBox, PortalQuery } from "./PortalStates";
import { ProfileForm } from "./ProfileForm";
import { ProposalList } from "./ProposalList";

export function PortalProfilePage() {
  usePageMeta(pageTitle("Your profile"));
  // The form starts from the answer it first gets; later answers refresh the proposals only.
  const query = useQuery(PortalProfileQuery, { fetchPolicy: "cache-and-network" });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Your profile
        </Heading>
        <Text color="fg.muted">Change your details and photos here and send them to the agency.</Text>
      </Stack>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The agency reviews every change</Alert.Title>
          <Alert.Description>
            Nothing you send here reaches your public profile until staff approve it. They may approve some parts and not others, and tell
            you why; you will also get an e-mail.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <PortalQuery query={query} label="your profile">
        {() => {
          const { profile, heldProfile, changes } = query.data!.portal;
          const proposals = getFragmentData(PortalChangeFields, changes).map((change) => ({
            ...change,
            items: getFragmentData(ProfileChangeItemFields, change.items),
          }));
          const held = getFragmentData(PortalHeldTableFields, heldProfile);
          return (
            <>
              <ProfileForm
                key={profile.id}
                held={held}
                photos={profile.images}
                // Where the new proposal now shows, so keyboard and screen reader users land on it.
                onSent={() => document.getElementById("portal-proposals-heading")?.focus()}
              />
              <Stack as="section" aria-labelledby="portal-proposals-heading" gap="4">
                <Heading as="h2" id="portal-proposals-heading" size="lg" tabIndex={-1} _focus={{ outline: "none" }}>
                  Your proposals
                </Heading>
                {proposals.length === 0 ? (
                  <EmptyBox>
                    <Text>You have not proposed any changes yet.</Text>
                  </EmptyBox>
                ) : (
                  <ProposalList proposals={proposals} />
                )}
              </Stack>
            </>
          );
        }}
      </PortalQuery>
    </Stack>
  );
}
