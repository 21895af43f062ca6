import { Container, Heading, Text, VStack } from "@chakra-ui/react";
import { usePageMeta } from "../lib/page-meta";
import { pageTitle } from "../lib/site";

export function NotFoundPage() {
  usePageMeta(pageTitle("404 Page Not Found"));
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
