import { Button, chakra, Container, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Form, Link as RouterLink } from "react-router-dom";
import { NOT_FOUND_META } from "#common/meta";
import { paths } from "#common/paths";
import { NOT_FOUND_TEXT, type NotFoundKind } from "#common/site";
import { usePageMeta } from "../lib/page-meta";
import { SearchIcon } from "./talent/talent-icons";

/**
 * The not-found screen (docs/product.md#site-wide): for paths no route has, and for pages whose
 * record does not exist or is not public (an unknown or unpublished talent, a news draft). It says
 * what happened and offers a way on: a directory search, the directory and the home page. The
 * search is a plain GET form, so it works before (or without) the page's scripts.
 */
export function NotFoundScreen({ kind = "page" }: { kind?: NotFoundKind }) {
  usePageMeta(NOT_FOUND_META.title, NOT_FOUND_META.description);
  const text = NOT_FOUND_TEXT[kind];
  return (
    <Container maxW="2xl" py={{ base: "16", md: "24" }}>
      <Stack gap="6" textAlign="center" align="center">
        <Text color="fg.muted" fontSize="sm" fontWeight="semibold" letterSpacing="widest" textTransform="uppercase">
          Error 404
        </Text>
        <Heading as="h1" size={{ base: "3xl", md: "4xl" }} color="brand.fg">
          {text.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {text.message}
        </Text>
        <Form method="get" action={paths.talents()} role="search" aria-label={NOT_FOUND_TEXT.searchLabel} style={{ width: "100%" }}>
          <Stack gap="2" align="stretch" textAlign="start">
            <chakra.label htmlFor="not-found-search" fontWeight="medium">
              {NOT_FOUND_TEXT.searchLabel}
            </chakra.label>
            <HStack gap="2">
              <Input id="not-found-search" name="search" type="search" size="lg" placeholder={NOT_FOUND_TEXT.searchPlaceholder} />
              <Button type="submit" size="lg" colorPalette="brand">
                <SearchIcon />
                {NOT_FOUND_TEXT.searchButton}
              </Button>
            </HStack>
          </Stack>
        </Form>
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="brand" variant="outline" size="lg">
            <RouterLink to={paths.talents()}>{NOT_FOUND_TEXT.directory}</RouterLink>
          </Button>
          <Button asChild variant="ghost" size="lg">
            <RouterLink to={paths.home()}>{NOT_FOUND_TEXT.home}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
