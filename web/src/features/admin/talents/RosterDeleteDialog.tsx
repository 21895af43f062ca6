import { useMutation } from "@apollo/client/react";
import { ConfirmDialog } from "#web/components/admin/ConfirmDialog";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { errorText } from "./review";
import { TALENT_LIST_QUERIES } from "./ReviewDialog";

const DeleteTalentMutation = graphql(`
  mutation DeleteTalent($id: Int!) {
    deleteTalent(id: $id)
  }
`);

/** The confirmation before a talent is deleted, naming it; the row menu's Delete opens it. */
export function RosterDeleteDialog({
  talent,
  onClose,
  onDeleted,
}: {
  talent: { id: number; name: string } | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const [deleteTalent] = useMutation(DeleteTalentMutation, { refetchQueries: TALENT_LIST_QUERIES });
  return (
    <ConfirmDialog
      open={talent !== null}
      onClose={onClose}
      title={talent ? `Delete ${talent.name}?` : "Delete talent?"}
      confirmLabel="Delete talent"
      onConfirm={async () => {
        try {
          await deleteTalent({ variables: { id: talent!.id } });
          toaster.create({ type: "success", title: "Talent deleted", description: talent!.name });
          onDeleted(talent!.id);
        } catch (failure) {
          toaster.create({ type: "error", title: "Failed to delete talent", description: errorText(failure) });
          throw failure;
        }
      }}
    >
      {`${talent?.name ?? "This talent"} will be deleted with their profile, photos and documents. This action cannot be undone.`}
    </ConfirmDialog>
  );
}
