import { Button, IconButton } from "@chakra-ui/react";
import { toggleShortlist, useShortlist } from "../../lib/shortlist";
import { HeartIcon } from "./talent-icons";

// One toggle for a card, a profile or a picker. Its name stays 'Add {name} to shortlist' in both
// states (a toggle's name must not change with its state); aria-pressed and the filled heart say
// whether the talent is on the list.

type Props = {
  talent: { id: number; name: string };
  /** 'icon' on cards (a round button over the photo), 'button' with a visible word elsewhere. */
  variant?: "icon" | "button";
};

export function ShortlistToggle({ talent, variant = "icon" }: Props) {
  const shortlisted = useShortlist().some((entry) => entry.id === talent.id);
  const label = `Add ${talent.name} to shortlist`;
  const toggle = () => toggleShortlist({ id: talent.id, name: talent.name });

  if (variant === "button") {
    return (
      <Button
        aria-pressed={shortlisted}
        aria-label={label}
        onClick={toggle}
        variant={shortlisted ? "solid" : "outline"}
        colorPalette="accent"
        size="lg"
      >
        <HeartIcon filled={shortlisted} />
        {/* One word in both states, so the visible label stays part of the accessible name. */}
        Shortlist
      </Button>
    );
  }
  return (
    <IconButton
      aria-pressed={shortlisted}
      aria-label={label}
      title={shortlisted ? `${talent.name} is on your shortlist` : label}
      onClick={toggle}
      rounded="full"
      // 44 px: a thumb's target on a phone (WCAG 2.5.5).
      size="lg"
      variant="solid"
      bg={shortlisted ? "accent.400" : "blackAlpha.700"}
      color={shortlisted ? "accent.950" : "white"}
      _hover={{ bg: shortlisted ? "accent.300" : "blackAlpha.800" }}
      fontSize="md"
    >
      <HeartIcon filled={shortlisted} />
    </IconButton>
  );
}
