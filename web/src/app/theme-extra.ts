import { recipes } from "chakra-theme/recipes.js";
import { slotRecipes } from "chakra-theme/slot-recipes.js";
import { registerExtraRecipes } from "./theme";

// Every recipe of Chakra's default theme, for the admin area's tables, tabs and the like. Import
// this module for its effect, first thing in the admin layout's chunk, so public pages never load it.
registerExtraRecipes({ recipes, slotRecipes });
