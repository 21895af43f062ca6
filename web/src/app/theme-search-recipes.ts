import { inputRecipe } from "chakra-theme/recipes/input.js";
import { registerExtraRecipes } from "./theme";

// The not-found screen's search box, on the pages that may show it (an unknown path, a profile, a
// news update): an input and nothing else beyond the shell.
registerExtraRecipes({ recipes: { input: inputRecipe } });
