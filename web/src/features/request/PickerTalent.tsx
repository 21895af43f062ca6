import { Box, Checkbox, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { type FragmentType, getFragmentData, graphql } from "../../gql";

export const PickerTalentFragment = graphql(`
  fragment PickerTalent on Talent {
    id
    displayName
    age
    bio
    imageUrl
    headshotUrl
    coverImage {
      thumbUrl
    }
  }
`);

type Props = {
  talent: FragmentType<typeof PickerTalentFragment>;
  checked: boolean;
  onToggle: (id: number, checked: boolean) => void;
};

/** One talent in the request's picker: a checkbox named by the public name, described by age and bio. */
export function PickerTalent({ talent: ref, checked, onToggle }: Props) {
  const talent = getFragmentData(PickerTalentFragment, ref);
  const image = talent.coverImage?.thumbUrl ?? talent.imageUrl ?? talent.headshotUrl;
  const describedBy = `picker-talent-${talent.id}-details`;
  return (
    <Box as="li" listStyleType="none">
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(details) => onToggle(talent.id, details.checked === true)}
        colorPalette="brand"
        alignItems="center"
        gap="3"
        w="full"
        p="2"
        borderRadius="md"
        bg={checked ? "brand.subtle" : undefined}
        _hover={{ bg: checked ? "brand.subtle" : "bg.muted" }}
        data-testid="picker-talent"
      >
        <Checkbox.HiddenInput aria-label={talent.displayName} aria-describedby={describedBy} />
        <Checkbox.Control />
        <HStack gap="3" flex="1" minW="0" align="center">
          <Box boxSize="12" flexShrink={0} borderRadius="md" overflow="hidden" bg="bg.muted">
            {image ? <Image src={image} alt="" boxSize="12" objectFit="cover" loading="lazy" width={48} height={48} /> : null}
          </Box>
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="semibold">{talent.displayName}</Text>
            <Text id={describedBy} fontSize="sm" color="fg.muted" lineClamp={1}>
              {[talent.age != null ? `${talent.age} years` : null, talent.bio].filter(Boolean).join(" · ")}
            </Text>
          </Stack>
        </HStack>
      </Checkbox.Root>
    </Box>
  );
}
