import { Box, Container, Flex, Heading, Image, SimpleGrid, Skeleton, SkeletonCircle, Stack, Text } from "@chakra-ui/react";
import { QuoteIcon } from "../../components/icons";
import { type FragmentType, getFragmentData, graphql } from "../../gql";
import { useQuery } from "@apollo/client/react";

const TestimonialCardFragment = graphql(`
  fragment TestimonialCard on Testimonial {
    id
    content
    clientName
    clientTitle
    companyName
    imageUrl
    initials
  }
`);

const HomeTestimonialsQuery = graphql(`
  query HomeTestimonials {
    testimonials {
      id
      ...TestimonialCard
    }
  }
`);

const PLACEHOLDER_CARDS = 3;

/** "What Our Clients Say": three placeholders while loading; nothing when there are none. */
export function TestimonialsSection() {
  const { data, loading } = useQuery(HomeTestimonialsQuery);
  const testimonials = data?.testimonials ?? [];
  if (!loading && testimonials.length === 0) return null;

  return (
    <Box as="section" aria-labelledby="testimonials-heading" bg="bg.subtle" py={{ base: "16", md: "24" }}>
      <Container maxW="7xl">
        <Heading
          id="testimonials-heading"
          as="h2"
          fontSize={{ base: "3xl", md: "4xl" }}
          color="brand.fg"
          textAlign="center"
          mb={{ base: "10", md: "14" }}
        >
          What Our Clients Say
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: "6", md: "8" }} aria-busy={loading}>
          {loading
            ? Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => <TestimonialSkeleton key={index} />)
            : testimonials.map((item) => <TestimonialCard key={item.id} testimonial={item} />)}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function TestimonialCard(props: { testimonial: FragmentType<typeof TestimonialCardFragment> }) {
  const item = getFragmentData(TestimonialCardFragment, props.testimonial);
  const role = [item.clientTitle, item.companyName].filter(Boolean).join(", ");
  return (
    <Stack as="figure" data-testid="testimonial-card" bg="bg" borderWidth="1px" borderRadius="xl" p="6" gap="5" boxShadow="sm" m="0">
      <Box as="span" color="accent.fg" fontSize="3xl">
        <QuoteIcon />
      </Box>
      <Text as="blockquote" fontSize="md" lineHeight="tall" flex="1">
        {item.content}
      </Text>
      <Flex as="figcaption" align="center" gap="3">
        {item.imageUrl ? (
          <Image src={item.imageUrl} alt="" width={48} height={48} boxSize="12" borderRadius="full" objectFit="cover" loading="lazy" />
        ) : (
          <Flex
            aria-hidden="true"
            data-testid="testimonial-initials"
            boxSize="12"
            borderRadius="full"
            bg="brand.solid"
            color="brand.contrast"
            align="center"
            justify="center"
            fontWeight="bold"
            flexShrink={0}
          >
            {item.initials.toUpperCase()}
          </Flex>
        )}
        <Box>
          <Text fontWeight="semibold">{item.clientName}</Text>
          {role ? (
            <Text fontSize="sm" color="fg.muted">
              {role}
            </Text>
          ) : null}
        </Box>
      </Flex>
    </Stack>
  );
}

function TestimonialSkeleton() {
  return (
    <Stack data-testid="testimonial-skeleton" bg="bg" borderWidth="1px" borderRadius="xl" p="6" gap="4" aria-hidden="true">
      <Skeleton h="4" w="full" />
      <Skeleton h="4" w="full" />
      <Skeleton h="4" w="70%" />
      <Flex align="center" gap="3" pt="2">
        <SkeletonCircle size="12" />
        <Skeleton h="4" w="40%" />
      </Flex>
    </Stack>
  );
}
