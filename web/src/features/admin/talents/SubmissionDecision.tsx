import { Button, HStack, Kbd, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { talentApproveSchema, type TalentApproveValues, talentDeclineSchema, type TalentDeclineValues } from "#common/schemas";
import { CheckboxField, Form, SubmitButton, TextareaField, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { type Decision, DECISIONS, decisionForKey, errorText, reviewDefaults } from "./review";

const ApproveMutation = graphql(`
  mutation ReviewApproveTalent($id: Int!, $notify: Boolean, $notes: String, $publish: Boolean, $invitePortal: Boolean) {
    approveTalent(id: $id, notify: $notify, notes: $notes, publish: $publish, invitePortal: $invitePortal) {
      id
      status
      isApproved
      isPublished
      publishedAt
      declinedAt
      declineReason
      notes
      version
    }
  }
`);
const DeclineMutation = graphql(`
  mutation ReviewDeclineTalent($id: Int!, $reason: String!, $notify: Boolean) {
    declineTalent(id: $id, reason: $reason, notify: $notify) {
      id
      status
      declinedAt
      declineReason
      version
    }
  }
`);

const REFETCH = { refetchQueries: ["StaffTalents", "ReviewTalentEmails", "TalentHistory", "TalentPortal"] };

type Talent = { id: number; firstName: string; lastName: string; notes?: string | null; declinedAt?: string | null };

/** The key a decision answers to, shown on its button (hidden from screen readers: aria-keyshortcuts says it). */
function Shortcut({ decision }: { decision: Decision }) {
  return (
    <Kbd size="sm" aria-hidden="true" ms="1">
      {DECISIONS[decision].key.toUpperCase()}
    </Kbd>
  );
}

/**
 * Approve, Approve and publish, or Decline with a reason, by button or by key (A, P, D). The keys
 * are listened for on the whole document while the review is open, and ignored while typing.
 */
export function SubmissionDecision({ talent, onDecided }: { talent: Talent; onDecided: () => void }) {
  const name = `${talent.firstName} ${talent.lastName}`;
  const approveForm = useZodForm(talentApproveSchema, { defaultValues: { ...reviewDefaults(talent), invitePortal: false } });
  const declineForm = useZodForm(talentDeclineSchema, { defaultValues: { reason: "", notify: false } });
  const [approve] = useMutation(ApproveMutation, REFETCH);
  const [decline] = useMutation(DeclineMutation, REFETCH);
  const [declining, setDeclining] = useState(false);
  const chosen = useRef<Decision>("approve");
  const approveElement = useRef<HTMLDivElement>(null);
  const alreadyDeclined = Boolean(talent.declinedAt);

  const choose = (decision: Decision) => {
    // One decision at a time; with the reason box open, A and P would overrule a decline half made.
    if (approveForm.formState.isSubmitting || declineForm.formState.isSubmitting) return;
    if (declining && decision !== "decline") return;
    if (decision === "decline") {
      if (alreadyDeclined) return;
      setDeclining(true);
      return;
    }
    chosen.current = decision;
    approveElement.current?.closest("form")?.requestSubmit();
  };
  // Focus moves to the reason once its box is shown.
  useEffect(() => {
    if (declining) declineForm.setFocus("reason");
  }, [declining, declineForm]);

  const latest = useRef(choose);
  useEffect(() => {
    latest.current = choose;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const decision = decisionForKey(event);
      if (!decision || event.repeat) return;
      event.preventDefault();
      latest.current(decision);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const onApprove = async (values: { notify: boolean; notes: string | null; invitePortal: boolean }) => {
    const decision = chosen.current;
    await approve({
      variables: {
        id: talent.id,
        notify: values.notify,
        notes: values.notes,
        publish: decision === "approvePublish",
        invitePortal: values.invitePortal,
      },
    });
    toaster.create({ type: "success", title: DECISIONS[decision].success, description: name });
    onDecided();
  };
  const onDecline = async (values: { reason: string; notify: boolean }) => {
    await decline({ variables: { id: talent.id, reason: values.reason, notify: values.notify } });
    toaster.create({ type: "success", title: DECISIONS.decline.success, description: name });
    onDecided();
  };

  return (
    <Stack gap="4">
      <Form
        form={approveForm}
        onSubmit={onApprove}
        idPrefix="review-"
        onServerError={(error) =>
          toaster.create({ type: "error", title: DECISIONS[chosen.current].failure, description: errorText(error) })
        }
      >
        <Stack gap="4" borderWidth="1px" borderRadius="md" p="4" ref={approveElement}>
          <CheckboxField<TalentApproveValues>
            name="notify"
            label="E-mail the talent (approval, or for Approve and publish the publication notice)"
          />
          <CheckboxField<TalentApproveValues>
            name="invitePortal"
            label="Also invite to the talent portal"
            helperText="E-mails a link to set a password, so the talent can see their bookings and keep their profile current."
          />
          <TextareaField<TalentApproveValues> name="notes" label="Internal notes" helperText="Only staff see these notes." rows={3} />
          <HStack gap="2" wrap="wrap">
            <SubmitButton onClick={() => (chosen.current = "approve")} aria-keyshortcuts="a">
              {DECISIONS.approve.label}
              <Shortcut decision="approve" />
            </SubmitButton>
            <SubmitButton variant="outline" onClick={() => (chosen.current = "approvePublish")} aria-keyshortcuts="p">
              {DECISIONS.approvePublish.label}
              <Shortcut decision="approvePublish" />
            </SubmitButton>
            {!alreadyDeclined && (
              <Button
                variant="outline"
                colorPalette="red"
                onClick={() => setDeclining(true)}
                aria-expanded={declining}
                aria-controls="decline-panel"
                aria-keyshortcuts="d"
              >
                {DECISIONS.decline.label}
                <Shortcut decision="decline" />
              </Button>
            )}
          </HStack>
        </Stack>
      </Form>

      {declining && !alreadyDeclined && (
        <Form
          form={declineForm}
          onSubmit={onDecline}
          idPrefix="decline-"
          id="decline-panel"
          onServerError={(error) => toaster.create({ type: "error", title: DECISIONS.decline.failure, description: errorText(error) })}
        >
          <Stack gap="4" borderWidth="1px" borderColor="border.error" borderRadius="md" p="4">
            <TextareaField<TalentDeclineValues>
              name="reason"
              label="Reason for declining"
              helperText="Kept with the talent and shown in its history; not sent to the talent."
              required
              rows={3}
            />
            <CheckboxField<TalentDeclineValues> name="notify" label="E-mail the talent a kind note that we cannot take them on" />
            <Text fontSize="sm" color="fg.muted">
              The submission leaves the pending list and is kept under Declined; its photos and CV are removed after the agency's retention
              period.
            </Text>
            <HStack gap="2" wrap="wrap">
              <SubmitButton colorPalette="red">Decline submission</SubmitButton>
              <Button variant="ghost" onClick={() => setDeclining(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}
