import { Box, CloseButton, Dialog, Portal, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { talentReviewSchema, type TalentReviewValues } from "#common/schemas";
import { QueryStates } from "#web/components/admin/AdminPage";
import { CheckboxField, Form, SubmitButton, TextareaField, useZodForm } from "#web/components/form";
import { EmailDeliveryList } from "#web/components/admin/EmailDelivery";
import { toaster } from "#web/components/toaster";
import { getFragmentData, graphql } from "#web/gql";
import type { ReviewTalentFragment as ReviewTalentData } from "#web/gql/graphql";
import { errorText, REVIEW_COPY, reviewActionFor, reviewDefaults } from "./review";
import { SubmissionDecision } from "./SubmissionDecision";
import { SubmissionDetails } from "./SubmissionDetails";

export const ReviewTalentFragment = graphql(`
  fragment ReviewTalent on AdminTalent {
    id
    firstName
    lastName
    email
    isApproved
    isPublished
    declinedAt
    notes
    ...SubmissionDetails
  }
`);

const ReviewTalentQuery = graphql(`
  query ReviewTalentById($id: Int!) {
    adminTalent(id: $id) {
      id
      ...ReviewTalent
    }
  }
`);

const ReviewEmailsQuery = graphql(`
  query ReviewTalentEmails($id: Int!) {
    adminTalent(id: $id) {
      id
      emails {
        ...EmailDelivery
      }
    }
  }
`);
/** The e-mails a review sends; the talent's other mail is not the dialog's business. */
const REVIEW_TEMPLATES = ["talent-approved", "talent-published", "talent-unpublished", "talent-declined"];

const PublishMutation = graphql(`
  mutation ReviewPublishTalent($id: Int!, $notify: Boolean) {
    publishTalent(id: $id, notify: $notify) {
      id
      status
      isApproved
      isPublished
      version
    }
  }
`);
const UnpublishMutation = graphql(`
  mutation ReviewUnpublishTalent($id: Int!, $notify: Boolean) {
    unpublishTalent(id: $id, notify: $notify) {
      id
      status
      isApproved
      isPublished
      version
    }
  }
`);

/** The lists a review changes; the ones on screen reload at once. */
export const TALENT_LIST_QUERIES = ["StaffTalents"];

type ReviewDialogProps = {
  /** The talent under review; null is closed. */
  talentId: number | null;
  onClose: () => void;
  /** A decision on a pending or declined submission was made: the page opens the next one. */
  onDecided: (id: number) => void;
};

/**
 * The review view: the submission whole beside its decision. A pending or declined submission is
 * approved, approved and published, or declined; an approved talent is published, a published one
 * unpublished.
 */
export function ReviewDialog({ talentId, onClose, onDecided }: ReviewDialogProps) {
  const query = useQuery(ReviewTalentQuery, {
    variables: { id: talentId ?? 0 },
    skip: talentId === null,
    fetchPolicy: "cache-and-network",
  });
  const talent = getFragmentData(ReviewTalentFragment, query.data?.adminTalent ?? null);
  const name = talent ? `${talent.firstName} ${talent.lastName}` : "talent";
  return (
    <Dialog.Root
      open={talentId !== null}
      onOpenChange={(event) => !event.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={{ base: "full", md: "xl", xl: "cover" }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ xl: "6xl" }}>
            <Dialog.Header>
              <Dialog.Title>Review {name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <QueryStates
                query={{ ...query, data: query.data?.adminTalent ? query.data : undefined }}
                isEmpty={query.data !== undefined && !query.data.adminTalent}
                errorTitle="Failed to load the talent"
                loading={
                  <Stack gap="4" aria-busy="true" aria-label="Loading the submission">
                    <Skeleton h="8" w="60" />
                    <Skeleton h="80" />
                    <Skeleton h="24" />
                  </Stack>
                }
                empty={<Text>This talent no longer exists: it may have been deleted by someone else.</Text>}
              >
                {() =>
                  // Keyed by talent so each opening starts from that talent's defaults. While the dialog
                  // closes (its exit animation) there is no talent any more: nothing is drawn.
                  talent && <ReviewBody key={talent.id} talent={talent} onClose={onClose} onDecided={onDecided} />
                }
              </QueryStates>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type BodyProps = { talent: ReviewTalentData; onClose: () => void; onDecided: (id: number) => void };

function ReviewBody({ talent, onClose, onDecided }: BodyProps) {
  const emails = useQuery(ReviewEmailsQuery, { variables: { id: talent.id }, fetchPolicy: "cache-and-network" });
  const decidable = !talent.isApproved;
  return (
    <Box display="grid" gridTemplateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(18rem, 1fr)" }} gap="6" alignItems="start">
      <SubmissionDetails talent={talent} />
      <Stack gap="4" position={{ lg: "sticky" }} top="0">
        {decidable ? (
          <SubmissionDecision talent={talent} onDecided={() => onDecided(talent.id)} />
        ) : (
          <LifecycleForm talent={talent} onClose={onClose} />
        )}
        <EmailDeliveryList
          emails={emails.data?.adminTalent?.emails ?? []}
          templates={REVIEW_TEMPLATES}
          label="E-mails sent to this talent"
        />
      </Stack>
    </Box>
  );
}

/** Publish an approved talent or unpublish a published one: one action, as before. */
function LifecycleForm({ talent, onClose }: { talent: ReviewTalentData; onClose: () => void }) {
  const action = reviewActionFor(talent);
  const copy = REVIEW_COPY[action];
  const form = useZodForm(talentReviewSchema, { defaultValues: reviewDefaults(talent) });
  const options = { refetchQueries: [...TALENT_LIST_QUERIES, "ReviewTalentEmails"] };
  const [publish] = useMutation(PublishMutation, options);
  const [unpublish] = useMutation(UnpublishMutation, options);

  const onSubmit = async (values: { notify: boolean }) => {
    const variables = { id: talent.id, notify: values.notify };
    if (action === "publish") await publish({ variables });
    else await unpublish({ variables });
    toaster.create({ type: "success", title: copy.success, description: `${talent.firstName} ${talent.lastName}` });
    onClose();
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      idPrefix="review-"
      onServerError={(error) => toaster.create({ type: "error", title: copy.failure, description: errorText(error) })}
    >
      <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
        <CheckboxField<TalentReviewValues> name="notify" label={copy.emailLabel} />
        {copy.showNotes && (
          <TextareaField<TalentReviewValues> name="notes" label="Internal notes" helperText="Only staff see these notes." rows={4} />
        )}
        <SubmitButton>{copy.title}</SubmitButton>
      </Stack>
    </Form>
  );
}
