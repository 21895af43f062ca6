import { alertSlotRecipe } from "chakra-theme/recipes/alert.js";
import { cardSlotRecipe } from "chakra-theme/recipes/card.js";
import { checkboxSlotRecipe } from "chakra-theme/recipes/checkbox.js";
import { checkmarkRecipe } from "chakra-theme/recipes/checkmark.js";
import { fieldSlotRecipe } from "chakra-theme/recipes/field.js";
import { fieldsetSlotRecipe } from "chakra-theme/recipes/fieldset.js";
import { inputRecipe } from "chakra-theme/recipes/input.js";
import { listSlotRecipe } from "chakra-theme/recipes/list.js";
import { nativeSelectSlotRecipe } from "chakra-theme/recipes/native-select.js";
import { progressSlotRecipe } from "chakra-theme/recipes/progress.js";
import { textareaRecipe } from "chakra-theme/recipes/textarea.js";
import { registerExtraRecipes } from "./theme";

// The public forms (contact, request, submission, a client's package): the form kit's fields, its
// error summary, cards and the upload progress bar. Nothing else of ./theme-page-recipes.ts.
registerExtraRecipes({
  recipes: { checkmark: checkmarkRecipe, input: inputRecipe, textarea: textareaRecipe },
  slotRecipes: {
    alert: alertSlotRecipe,
    card: cardSlotRecipe,
    checkbox: checkboxSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    list: listSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    progress: progressSlotRecipe,
  },
});
