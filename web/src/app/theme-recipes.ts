import { badgeRecipe } from "chakra-theme/recipes/badge.js";
import { buttonRecipe } from "chakra-theme/recipes/button.js";
import { containerRecipe } from "chakra-theme/recipes/container.js";
import { headingRecipe } from "chakra-theme/recipes/heading.js";
import { iconRecipe } from "chakra-theme/recipes/icon.js";
import { linkRecipe } from "chakra-theme/recipes/link.js";
import { separatorRecipe } from "chakra-theme/recipes/separator.js";
import { skeletonRecipe } from "chakra-theme/recipes/skeleton.js";
import { skipNavLinkRecipe } from "chakra-theme/recipes/skip-nav-link.js";
import { spinnerRecipe } from "chakra-theme/recipes/spinner.js";
import { toastSlotRecipe } from "chakra-theme/recipes/toast.js";

// The component recipes the shell and the home page use, loaded with every page. The other public
// pages load theirs with their chunk (./theme-page-recipes.ts) and the admin area every recipe of
// Chakra's theme (./theme-extra.ts). A component whose recipe is missing renders unstyled, and
// the console names the recipe (./theme.ts): add it here only if the shell or home page needs it.

export const SHELL_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
};

export const SHELL_SLOT_RECIPES = {
  toast: toastSlotRecipe,
};

/** Keys of Chakra's default theme that the shell leaves out, so a lookup of one of them can be reported. */
export const EXTRA_RECIPE_KEYS = new Set([
  "checkmark",
  "input",
  "inputAddon",
  "kbd",
  "mark",
  "radiomark",
  "textarea",
  "accordion",
  "alert",
  "avatar",
  "blockquote",
  "breadcrumb",
  "card",
  "checkbox",
  "collapsible",
  "combobox",
  "dataList",
  "dialog",
  "drawer",
  "emptyState",
  "field",
  "fieldset",
  "fileUpload",
  "list",
  "menu",
  "nativeSelect",
  "numberInput",
  "popover",
  "progress",
  "radioGroup",
  "select",
  "switch",
  "tag",
  "tooltip",

  "code",
  "colorSwatch",
  "actionBar",
  "carousel",
  "checkboxCard",
  "codeBlock",
  "colorPicker",
  "dateInput",
  "datePicker",
  "editable",
  "floatingPanel",
  "hoverCard",
  "listbox",
  "marquee",
  "pinInput",
  "progressCircle",
  "qrCode",
  "radioCard",
  "ratingGroup",
  "scrollArea",
  "segmentGroup",
  "slider",
  "splitter",
  "stat",
  "status",
  "steps",
  "table",
  "tabs",
  "tagsInput",
  "timeline",
  "treeView",
]);
