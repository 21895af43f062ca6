import { Box, Button, Container, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { ArrowRightIcon } from "../../components/icons";
import { graphql } from "../../gql";
import { CategoryCard } from "./CategoryCard";
import { useQuery } from "@apollo/client/react";

const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categories {
      id
      ...CategoryCard
    }
  }
`);

const SKELETON_CARDS = 3;

export function CategoriesSection() {
  // A failed load shows no cards and no message: the section still offers 'View All Categories'.
  const { data, loading } = useQuery(HomeCategoriesQuery);
  const categories = data?.categories ?? [];

  return (
    <Box as="section" aria-labelledby="categories-heading" bg="bg.subtle" py={{ base: "12", md: "24" }}>
      <Container maxW="7xl">
        <Stack gap="3" textAlign="center" mb={{ base: "8", md: "14" }} align="center">
          <Heading id="categories-heading" as="h2" fontSize={{ base: "3xl", md: "4xl" }} color="brand.fg">
            Our Talent Categories
          </Heading>
          <Text fontSize={{ base: "md", md: "lg" }} color="fg.muted" maxW="2xl">
            Discover diverse talent across multiple categories to fit your specific project needs
          </Text>
        </Stack>

        <SimpleGrid columns={{ base: 2, lg: 3 }} gap={{ base: "3", sm: "5", md: "8" }} aria-busy={loading}>
          {loading
            ? Array.from({ length: SKELETON_CARDS }, (_, index) => <CategoryCardSkeleton key={index} />)
            : categories.map((category) => <CategoryCard key={category.id} category={category} />)}
        </SimpleGrid>

        <Box textAlign="center" mt={{ base: "10", md: "14" }}>
          <Button asChild size="lg" colorPalette="brand" px="8">
            <RouterLink to={paths.talents()}>
              View All Categories
              <ArrowRightIcon />
            </RouterLink>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

function CategoryCardSkeleton() {
  return (
    <Box data-testid="category-card-skeleton" borderRadius="xl" overflow="hidden" bg="bg" borderWidth="1px">
      <Skeleton aspectRatio={3 / 2} borderRadius="0" />
      <Stack p={{ base: "3", md: "5" }} gap="3">
        <Skeleton height="6" width="60%" />
        <SkeletonText noOfLines={1} width="30%" />
      </Stack>
    </Box>
  );
}
