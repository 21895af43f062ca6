import { Avatar, Box, Button, HStack, Link, Stack, Table, Text } from "@chakra-ui/react";
import { TalentStatusBadge } from "../../../components/admin/TalentStatusBadge";
import { Link as RouterLink } from "react-router-dom";
import { initialsOf } from "../../../../../common";
import { paths } from "../../../app/paths";
import { type FragmentType, getFragmentData, graphql } from "../../../gql";

export const TalentInfoRowFields = graphql(`
  fragment TalentInfoRowFields on AdminTalent {
    id
    firstName
    lastName
    status
    email
    phone
    age
    gender
    suburb
    location
    isPublished
    firstImageUrl
    categories {
      id
      name
    }
  }
`);

/**
 * The columns a narrow screen leaves out, and below which breakpoint, so the name, status and
 * actions always fit (the editor has the rest): at 1024 px age and gender give way, on a phone more.
 */
export const HIDDEN_BELOW: Record<string, "md" | "lg" | "xl"> = { Phone: "md", Age: "xl", Category: "md", Gender: "xl", Suburb: "md" };

export function TalentInfoRow({ talent: masked }: { talent: FragmentType<typeof TalentInfoRowFields> }) {
  const talent = getFragmentData(TalentInfoRowFields, masked);
  const name = `${talent.firstName} ${talent.lastName}`;
  // Chakra's table cells do not wrap; the long ones here may, so the table fits 1280 px.
  return (
    <Table.Row>
      <Table.Cell whiteSpace="normal">
        <HStack gap="3">
          <Avatar.Root size="sm" hideBelow="md">
            <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
            {talent.firstImageUrl && <Avatar.Image src={talent.firstImageUrl} alt="" />}
          </Avatar.Root>
          {/* The e-mail under the name, not in a column of its own: nine columns overflowed 1280 px. */}
          <Box minW="0">
            <Link asChild fontWeight="semibold" variant="underline">
              <RouterLink to={paths.admin.talentInfoItem(talent.id)}>{name}</RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              {talent.email}
            </Text>
          </Box>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <TalentStatusBadge status={talent.status} />
      </Table.Cell>
      <Table.Cell hideBelow={HIDDEN_BELOW.Phone}>{talent.phone}</Table.Cell>
      <Table.Cell hideBelow={HIDDEN_BELOW.Age}>{talent.age ?? ""}</Table.Cell>
      <Table.Cell whiteSpace="normal" hideBelow={HIDDEN_BELOW.Category}>
        {talent.categories[0]?.name ?? "Unknown Category"}
      </Table.Cell>
      <Table.Cell hideBelow={HIDDEN_BELOW.Gender}>{talent.gender}</Table.Cell>
      <Table.Cell whiteSpace="normal" hideBelow={HIDDEN_BELOW.Suburb}>
        {talent.suburb ?? talent.location}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1" align="start">
          <Button asChild size="xs" variant="outline">
            <RouterLink to={paths.admin.talentInfoItem(talent.id)} aria-label={`Edit ${name}`}>
              Edit
            </RouterLink>
          </Button>
          {talent.isPublished && (
            <Button asChild size="xs" variant="ghost">
              <a href={paths.talent(talent.id)} target="_blank" rel="noopener" aria-label={`View public profile of ${name}`}>
                View Public
              </a>
            </Button>
          )}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
