import { listSlotRecipe } from "chakra-theme/recipes/list.js";
import { registerExtraRecipes } from "./theme";

// The privacy and terms pages: lists are all they use beyond the shell.
registerExtraRecipes({ slotRecipes: { list: listSlotRecipe } });
