import { Box, Card, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { SITE } from "#common/site";

/** The frame of the signed-out account pages (login's look): a card in the middle of the page. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle" px="4" py="10">
      <Card.Root w="full" maxW="md">
        <Card.Header>
          <Stack gap="1">
            <Text color="fg.muted" fontSize="sm">
              {SITE.name}
            </Text>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {intro && <Text color="fg.muted">{intro}</Text>}
          </Stack>
        </Card.Header>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
    </Box>
  );
}
