import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { useLocation, useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { MoreIcon } from "../../../components/icons";
import { editorLink, talentName, type RosterTalent } from "./roster-row";

export type RosterRowActions = {
  onReview: (id: number) => void;
  onDelete: (talent: { id: number; name: string }) => void;
};

/**
 * A row's actions behind one button: open, review, the public profile, and Delete last and apart,
 * so nothing destructive sits one stray click away in the row (ADR 153). Chakra's menu gives the
 * keyboard its arrows, Enter, Escape and the focus back on the button.
 */
export function RosterRowMenu({ talent, onReview, onDelete }: { talent: RosterTalent } & RosterRowActions) {
  const name = talentName(talent);
  const navigate = useNavigate();
  const location = useLocation();
  const editor = editorLink(talent.id, location);
  const live = talent.isApproved && talent.isPublished;
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
