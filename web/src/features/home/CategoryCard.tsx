import { Box, Button, Flex, Heading, Image, Text } from "@chakra-ui/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../app/paths";
import { StarIcon } from "../../components/icons";
import { type FragmentType, getFragmentData, graphql } from "../../gql";

/** What a card shows; the home page's query spreads it, so the card alone decides its fields. */
export const CategoryCardFragment = graphql(`
  fragment CategoryCard on Category {
    id
    name
    imageUrl
    talentCount
  }
`);

// Cards without artwork still differ from one another: the gradient is picked by category id.
const FALLBACK_GRADIENTS = [
  "linear-gradient(135deg, #232864 0%, #4d58cf 100%)",
  "linear-gradient(135deg, #3a1d07 0%, #bf7412 60%, #f1b02c 100%)",
  "linear-gradient(135deg, #0e1029 0%, #2f358b 55%, #96a0ec 100%)",
  "linear-gradient(135deg, #181b42 0%, #985612 100%)",
  "linear-gradient(135deg, #2f358b 0%, #6f7be0 50%, #f8c652 100%)",
];

export function CategoryCard(props: { category: FragmentType<typeof CategoryCardFragment> }) {
  const category = getFragmentData(CategoryCardFragment, props.category);
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = Boolean(category.imageUrl) && !imageFailed;

  return (
    <Box
      as="article"
      data-testid="category-card"
      className="group"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      boxShadow="sm"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: "lg", transform: "translateY(-4px)" }}
      _motionReduce={{ transition: "none", _hover: { transform: "none" } }}
    >
      {/* 3:2 is the shape of the category covers the seed and the admin screens produce. */}
      <Box position="relative" aspectRatio={3 / 2} overflow="hidden">
        {showImage ? (
          <Image
            src={category.imageUrl ?? undefined}
            // The heading below names the category; the picture adds nothing to read aloud.
            alt=""
            w="full"
            h="full"
            objectFit="cover"
            loading="lazy"
            onError={() => {
              console.warn(`Category image failed to load: ${category.imageUrl}`);
              setImageFailed(true);
            }}
          />
        ) : (
          <Flex
            h="full"
            align="center"
            justify="center"
            p="6"
            backgroundImage={FALLBACK_GRADIENTS[category.id % FALLBACK_GRADIENTS.length]}
            aria-hidden="true"
          >
            {/* The name is the card's heading below; the artwork only repeats the brand's star. */}
            <Box color="whiteAlpha.800" fontSize={{ base: "3xl", md: "5xl" }}>
              <StarIcon />
            </Box>
          </Flex>
        )}

        {/* Revealed on hover or keyboard focus; touch screens cannot hover, so there it always shows. */}
        <Flex
          position="absolute"
          inset="0"
          align="center"
          justify="center"
          bg="blackAlpha.500"
          opacity="0"
          transition="opacity 0.2s"
          _groupHover={{ opacity: 1 }}
          _groupFocusWithin={{ opacity: 1 }}
          css={{
            "@media (hover: none)": { opacity: 1, bg: "transparent", alignItems: "flex-end", justifyContent: "flex-end", p: "4" },
          }}
        >
          <Button asChild colorPalette="accent" size={{ base: "sm", md: "md" }}>
            <RouterLink to={paths.talents(new URLSearchParams({ category: String(category.id) }))} aria-label={`View All ${category.name}`}>
              View All
            </RouterLink>
          </Button>
        </Flex>
      </Box>

      <Box p={{ base: "3", md: "5" }}>
        <Heading as="h3" fontSize={{ base: "md", md: "xl" }} color="fg">
          {category.name}
        </Heading>
        <Text mt="1" color="fg.muted" fontSize="sm">
          {category.talentCount} Talents
        </Text>
      </Box>
    </Box>
  );
}
