import { Button, CloseButton, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { bulkReviewSchema } from "#common/schemas";
import { CheckboxField, Form, SubmitButton, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { errorText, REVIEW_COPY, type ReviewAction } from "./review";
import { TALENT_LIST_QUERIES } from "./ReviewDialog";

const BulkMutation = graphql(`
  mutation BulkTalentAction($action: TalentAction!, $ids: [Int!]!, $notify: Boolean) {
    bulkTalentAction(action: $action, ids: $ids, notify: $notify) {
      changed {
        id
        status
        isApproved
        isPublished
        version
      }
      skipped {
        id
        message
      }
    }
  }
`);

const ACTION_ENUM = { approve: "APPROVE", publish: "PUBLISH", unpublish: "UNPUBLISH" } as const;

type BulkReviewDialogProps = {
  action: ReviewAction;
  ids: number[];
  open: boolean;
  onClose: () => void;
  /** After the change: the ids that moved leave the selection. */
  onDone: (changed: number[]) => void;
};

/** One dialog and one e-mail choice for the selected talents of a tab. */
export function BulkReviewDialog({ action, ids, open, onClose, onDone }: BulkReviewDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>{open && <BulkForm action={action} ids={ids} onClose={onClose} onDone={onDone} />}</Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function BulkForm({ action, ids, onClose, onDone }: Omit<BulkReviewDialogProps, "open">) {
  const copy = REVIEW_COPY[action];
  const form = useZodForm(bulkReviewSchema, { defaultValues: { notify: true } });
  const [run] = useMutation(BulkMutation, { refetchQueries: TALENT_LIST_QUERIES });

  const onSubmit = async ({ notify }: { notify: boolean }) => {
    const { data } = await run({ variables: { action: ACTION_ENUM[action], ids, notify } });
    const result = data!.bulkTalentAction;
    const moved = result.changed.length;
    toaster.create({
      type: result.skipped.length ? "warning" : "success",
      title: `${copy.success.replace("Talent", moved === 1 ? "1 talent" : `${moved} talents`)}`,
      description: result.skipped.length
        ? `${result.skipped.length} skipped: ${result.skipped.map((skip) => skip.message).join(" ")}`
        : undefined,
    });
    onDone(result.changed.map((talent) => talent.id));
    onClose();
  };

  return (
    <Dialog.Content>
      <Form
        form={form}
        onSubmit={onSubmit}
        idPrefix="bulk-"
        onServerError={(error) => toaster.create({ type: "error", title: copy.failure, description: errorText(error) })}
      >
        <Dialog.Header>
          <Dialog.Title>{copy.bulkTitle(ids.length)}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text>
              {ids.length === 1 ? "The selected talent" : `The ${ids.length} selected talents`} will be{" "}
              {copy.success.replace("Talent ", "")}. Each change is recorded in the activity log.
            </Text>
            <CheckboxField<{ notify: boolean }> name="notify" label={copy.bulkEmailLabel} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton>{copy.bulkTitle(ids.length)}</SubmitButton>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
