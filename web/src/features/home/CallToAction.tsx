import { Box, Button, Container, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";

export function CallToAction() {
  return (
    <Box
      as="section"
      aria-labelledby="cta-heading"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
      py={{ base: "16", md: "20" }}
    >
      <Container maxW="3xl">
        <Stack align="center" textAlign="center" gap="5">
          <Heading id="cta-heading" as="h2" fontSize={{ base: "3xl", md: "4xl" }}>
            Join Our Talent Roster
          </Heading>
          <Text fontSize={{ base: "md", md: "lg" }} color="brand.100">
            Actors, presenters, extras and models: send us your profile and photos, and our team will be in touch.
          </Text>
          <Button asChild size="xl" colorPalette="accent" px="8">
            <RouterLink to={paths.submission()}>Submit Your Profile</RouterLink>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
