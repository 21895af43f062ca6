import { drawerSlotRecipe } from "chakra-theme/recipes/drawer.js";
import { inputRecipe } from "chakra-theme/recipes/input.js";
import { nativeSelectSlotRecipe } from "chakra-theme/recipes/native-select.js";
import { registerExtraRecipes } from "./theme";

// The directory's search box, dropdowns and filter drawer: all it needs beyond the shell. (The
// drawer's code loads on its first opening, but a feature cannot register recipes, so its recipe
// comes with the page.)
registerExtraRecipes({
  recipes: { input: inputRecipe },
  slotRecipes: { drawer: drawerSlotRecipe, nativeSelect: nativeSelectSlotRecipe },
});
