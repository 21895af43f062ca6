import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

// The band at the top of every inner page: the same night-sky wash as the home hero, shorter.
// `compact` where the page's content must show above the fold (the directory's first rows of faces).
export function PageHero({ title, children, compact = false }: { title: string; children?: ReactNode; compact?: boolean }) {
  return (
    <Box
      as="section"
      aria-labelledby="page-heading"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="brand.900"
      gradientTo="brand.700"
      color="white"
      py={compact ? "2.5" : { base: "14", md: "20" }}
    >
      <Container maxW="5xl" textAlign="center">
        <Heading
          id="page-heading"
          as="h1"
          fontSize={compact ? { base: "2xl", md: "3xl" } : { base: "3xl", md: "5xl" }}
          letterSpacing="tight"
        >
          {title}
        </Heading>
        {children && compact ? (
          // One line under the title from tablets up; a phone keeps the room for faces.
          <Text hideBelow="md" fontSize="sm" color="whiteAlpha.900">
            {children}
          </Text>
        ) : children ? (
          <Text mt="4" fontSize={{ base: "md", md: "lg" }} color="whiteAlpha.900" maxW="2xl" mx="auto">
            {children}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
