import { Container, Heading, Text, VStack } from "@chakra-ui/react";
import { usePageMeta } from "../lib/page-meta";
import { NOT_FOUND_META } from "../../../common/meta";

/**
 * The not-found screen (docs/product.md#site-wide): for paths no route has, and for pages
 * whose record does not exist or is not public (a news draft, an unknown id).
 */
export function NotFoundScreen() {
  usePageMeta(NOT_FOUND_META.title, NOT_FOUND_META.description);
  return (
    <Container maxW="3xl" py={{ base: "24", md: "32" }}>
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="brand.fg">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Did you forget to add the page to the router?
        </Text>
      </VStack>
    </Container>
  );
}
