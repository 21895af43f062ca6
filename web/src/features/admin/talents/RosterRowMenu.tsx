import { useMutation } from "@apollo/client/react";
import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "#web/app/paths";
import { MoreIcon } from "#web/components/icons";
import { toaster } from "#web/components/toaster";
import { graphql } from "#web/gql";
import { errorText } from "./review";
import { editorLink, talentName, type RosterTalent } from "./roster-row";

// The same write as the editor's checkbox (updateTalent), so it is logged and clears the cached
// home page alike; the answer's id updates the row in Apollo's cache.
const SetTalentFeaturedMutation = graphql(`
  mutation SetTalentFeatured($id: Int!, $featured: Boolean!) {
    updateTalent(id: $id, input: { featured: $featured }) {
      id
      featured
      version
    }
  }
`);

export type RosterRowActions = {
  onReview: (id: number) => void;
  onDelete: (talent: { id: number; name: string }) => void;
};

/**
 * A row's actions behind one button: open, review, the public profile, featuring on the home page
 * (ADR 166), and Delete last and apart, so nothing destructive sits one stray click away in the row
 * (ADR 153). Chakra's menu gives the keyboard its arrows, Enter, Escape and the focus back on the button.
 */
export function RosterRowMenu({ talent, onReview, onDelete }: { talent: RosterTalent } & RosterRowActions) {
  const name = talentName(talent);
  const navigate = useNavigate();
  const location = useLocation();
  const editor = editorLink(talent.id, location);
  const live = talent.isApproved && talent.isPublished;
  const [setFeatured] = useMutation(SetTalentFeaturedMutation);
  const toggleFeatured = async () => {
    const featured = !talent.featured;
    try {
      await setFeatured({ variables: { id: talent.id, featured } });
      toaster.create({
        type: "success",
        title: featured ? "Featured on the home page" : "Removed from the home page",
        // Featuring waits for publishing: the home page shows published talent only.
        description: featured && !live ? `${name} will show once published.` : name,
      });
    } catch (failure) {
      toaster.create({ type: "error", title: "Failed to update talent", description: errorText(failure) });
    }
  };
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Actions for ${name}`} onClick={(event) => event.stopPropagation()}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="open" onSelect={() => void navigate(editor.to, { state: editor.state })}>
              Open talent
            </Menu.Item>
            <Menu.Item value="review" onSelect={() => onReview(talent.id)}>
              Review status…
            </Menu.Item>
            {live && (
              <Menu.Item value="public" onSelect={() => window.open(paths.talent(talent.id), "_blank", "noopener")}>
                View public profile (new tab)
              </Menu.Item>
            )}
            <Menu.Item value="featured" onSelect={() => void toggleFeatured()}>
              {talent.featured ? "Remove from home page" : "Feature on home page"}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item
              value="delete"
              color="fg.error"
              _hover={{ bg: "bg.error", color: "fg.error" }}
              onSelect={() => onDelete({ id: talent.id, name })}
            >
              Delete…
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
