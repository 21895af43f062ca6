import { accordionSlotRecipe } from "chakra-theme/recipes/accordion.js";
import { alertSlotRecipe } from "chakra-theme/recipes/alert.js";
import { avatarSlotRecipe } from "chakra-theme/recipes/avatar.js";
import { blockquoteSlotRecipe } from "chakra-theme/recipes/blockquote.js";
import { breadcrumbSlotRecipe } from "chakra-theme/recipes/breadcrumb.js";
import { cardSlotRecipe } from "chakra-theme/recipes/card.js";
import { checkboxSlotRecipe } from "chakra-theme/recipes/checkbox.js";
import { checkmarkRecipe } from "chakra-theme/recipes/checkmark.js";
import { collapsibleSlotRecipe } from "chakra-theme/recipes/collapsible.js";
import { comboboxSlotRecipe } from "chakra-theme/recipes/combobox.js";
import { dataListSlotRecipe } from "chakra-theme/recipes/data-list.js";
import { dialogSlotRecipe } from "chakra-theme/recipes/dialog.js";
import { drawerSlotRecipe } from "chakra-theme/recipes/drawer.js";
import { emptyStateSlotRecipe } from "chakra-theme/recipes/empty-state.js";
import { fieldSlotRecipe } from "chakra-theme/recipes/field.js";
import { fieldsetSlotRecipe } from "chakra-theme/recipes/fieldset.js";
import { fileUploadSlotRecipe } from "chakra-theme/recipes/file-upload.js";
import { inputAddonRecipe } from "chakra-theme/recipes/input-addon.js";
import { inputRecipe } from "chakra-theme/recipes/input.js";
import { kbdRecipe } from "chakra-theme/recipes/kbd.js";
import { listSlotRecipe } from "chakra-theme/recipes/list.js";
import { markRecipe } from "chakra-theme/recipes/mark.js";
import { menuSlotRecipe } from "chakra-theme/recipes/menu.js";
import { nativeSelectSlotRecipe } from "chakra-theme/recipes/native-select.js";
import { numberInputSlotRecipe } from "chakra-theme/recipes/number-input.js";
import { popoverSlotRecipe } from "chakra-theme/recipes/popover.js";
import { progressSlotRecipe } from "chakra-theme/recipes/progress.js";
import { radioGroupSlotRecipe } from "chakra-theme/recipes/radio-group.js";
import { radiomarkRecipe } from "chakra-theme/recipes/radiomark.js";
import { selectSlotRecipe } from "chakra-theme/recipes/select.js";
import { switchSlotRecipe } from "chakra-theme/recipes/switch.js";
import { tagSlotRecipe } from "chakra-theme/recipes/tag.js";
import { textareaRecipe } from "chakra-theme/recipes/textarea.js";
import { tooltipSlotRecipe } from "chakra-theme/recipes/tooltip.js";
import { registerExtraRecipes } from "./theme";

// The recipes of the forms, dialogs, drawers and lists of the public pages other than home (and of
// the sign-in pages): registered when the first such page's chunk loads (routes.tsx), so the home
// page does not download them.
registerExtraRecipes({
  recipes: {
    checkmark: checkmarkRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    kbd: kbdRecipe,
    mark: markRecipe,
    radiomark: radiomarkRecipe,
    textarea: textareaRecipe,
  },
  slotRecipes: {
    accordion: accordionSlotRecipe,
    alert: alertSlotRecipe,
    avatar: avatarSlotRecipe,
    blockquote: blockquoteSlotRecipe,
    breadcrumb: breadcrumbSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    combobox: comboboxSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    drawer: drawerSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    fileUpload: fileUploadSlotRecipe,
    list: listSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    numberInput: numberInputSlotRecipe,
    popover: popoverSlotRecipe,
    progress: progressSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    select: selectSlotRecipe,
    switch: switchSlotRecipe,
    tag: tagSlotRecipe,
    tooltip: tooltipSlotRecipe,
  },
});
