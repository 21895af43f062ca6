import { chakra } from "@chakra-ui/react";

export const MAIN_CONTENT_ID = "main-content";

/**
 * The first stop of the Tab key: hidden until focused, it moves focus to the page's main content
 * so keyboard users need not pass every header link on every page. Focus is moved by script rather
 * than by the #fragment, which the router would treat as a navigation.
 */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
      position="fixed"
      top="3"
      insetStart="3"
      zIndex="skipLink"
      px="4"
      py="3"
      borderRadius="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focus={{ transform: "none" }}
      _focusVisible={{ outlineColor: "accent.400" }}
    >
      Skip to main content
    </chakra.a>
  );
}
