import { Box, Container, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

// The band at the top of every inner page: the same night-sky wash as the home hero, shorter.
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="page-heading"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="brand.900"
      gradientTo="brand.700"
      color="white"
      py={{ base: "14", md: "20" }}
    >
      <Container maxW="5xl" textAlign="center">
        <Heading id="page-heading" as="h1" fontSize={{ base: "3xl", md: "5xl" }} letterSpacing="tight">
          {title}
        </Heading>
        {children ? (
          <Text mt="4" fontSize={{ base: "md", md: "lg" }} color="whiteAlpha.900" maxW="2xl" mx="auto">
            {children}
          </Text>
        ) : null}
      </Container>
    </Box>
  );
}
