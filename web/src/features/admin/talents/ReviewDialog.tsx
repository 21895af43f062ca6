import { Button, CloseButton, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { talentReviewSchema, type TalentReviewValues } from "../../../../../common/schemas";
import { CheckboxField, Form, SubmitButton, TextareaField, useZodForm } from "../../../components/form";
import { EmailDeliveryList } from "../../../components/admin/EmailDelivery";
import { toaster } from "../../../components/toaster";
import { type FragmentType, getFragmentData, graphql } from "../../../gql";
import type { ReviewTalentFragment as ReviewTalentFragmentData } from "../../../gql/graphql";
import { errorText, REVIEW_COPY, reviewActionFor, reviewDefaults } from "./review";

export const ReviewTalentFragment = graphql(`
  fragment ReviewTalent on AdminTalent {
    id
    firstName
    lastName
    email
    isApproved
    isPublished
    notes
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
/** The e-mails a review sends; the talent's other mail (none today) is not the dialog's business. */
const REVIEW_TEMPLATES = ["talent-approved", "talent-published", "talent-unpublished"];

const ApproveMutation = graphql(`
  mutation ReviewApproveTalent($id: Int!, $notify: Boolean, $notes: String) {
    approveTalent(id: $id, notify: $notify, notes: $notes) {
      id
      status
      isApproved
      isPublished
      notes
      version
    }
  }
`);
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

export type ReviewTalentRef = FragmentType<typeof ReviewTalentFragment>;

type ReviewDialogProps = {
  talent: FragmentType<typeof ReviewTalentFragment> | null;
  onClose: () => void;
};

/** Approve, publish or unpublish one talent, as its state allows; null `talent` is closed. */
export function ReviewDialog({ talent: talentRef, onClose }: ReviewDialogProps) {
  const talent = getFragmentData(ReviewTalentFragment, talentRef);
  return (
    <Dialog.Root open={talent !== null} onOpenChange={(event) => !event.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Keyed by talent so each opening starts from that talent's defaults. */}
          {talent && <ReviewForm key={talent.id} talent={talent} onClose={onClose} />}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Talent = ReviewTalentFragmentData;

function ReviewForm({ talent, onClose }: { talent: Talent; onClose: () => void }) {
  const action = reviewActionFor(talent);
  const copy = REVIEW_COPY[action];
  const form = useZodForm(talentReviewSchema, { defaultValues: reviewDefaults(talent) });
  const options = { refetchQueries: [...TALENT_LIST_QUERIES, "ReviewTalentEmails"] };
  const emails = useQuery(ReviewEmailsQuery, { variables: { id: talent.id }, fetchPolicy: "cache-and-network" });
  const [approve] = useMutation(ApproveMutation, options);
  const [publish] = useMutation(PublishMutation, options);
  const [unpublish] = useMutation(UnpublishMutation, options);

  const onSubmit = async (values: { notify: boolean; notes: string | null }) => {
    const variables = { id: talent.id, notify: values.notify };
    if (action === "approve") await approve({ variables: { ...variables, notes: values.notes } });
    else if (action === "publish") await publish({ variables });
    else await unpublish({ variables });
    toaster.create({ type: "success", title: copy.success, description: `${talent.firstName} ${talent.lastName}` });
    onClose();
  };

  return (
    <Dialog.Content>
      <Form
        form={form}
        onSubmit={onSubmit}
        idPrefix="review-"
        onServerError={(error) => toaster.create({ type: "error", title: copy.failure, description: errorText(error) })}
      >
        <Dialog.Header>
          <Dialog.Title>{copy.title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text>
              <Text as="span" fontWeight="semibold">
                {talent.firstName} {talent.lastName}
              </Text>{" "}
              <Text as="span" color="fg.muted">
                ({talent.email})
              </Text>
            </Text>
            <CheckboxField<TalentReviewValues> name="notify" label={copy.emailLabel} />
            <EmailDeliveryList
              emails={emails.data?.adminTalent?.emails ?? []}
              templates={REVIEW_TEMPLATES}
              label="E-mails sent to this talent"
            />
            {copy.showNotes && (
              <TextareaField<TalentReviewValues> name="notes" label="Internal notes" helperText="Only staff see these notes." rows={4} />
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton>{copy.title}</SubmitButton>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
