import { Badge, Box, DataList, Heading, HStack, Image, Link, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import { formatDate } from "#common/dates";
import { TalentStatusBadge } from "#web/components/admin/TalentStatusBadge";
import { type FragmentType, getFragmentData, graphql } from "#web/gql";

// The submission whole, as a booker judges it: photos large enough to see a face and a build (never
// cropped), the facts, the bio, the categories and the CV, beside the decision.

export const SubmissionDetailsFragment = graphql(`
  fragment SubmissionDetails on AdminTalent {
    id
    firstName
    lastName
    email
    phone
    gender
    facts {
      key
      label
      value
    }
    bio
    skills
    status
    createdAt
    declinedAt
    declineReason
    filesRemovedAt
    resumeUrl
    categories {
      id
      name
    }
    images {
      id
      caption
      storageUrl
      cardUrl
    }
    documents {
      id
      title
      fileType
      storageUrl
    }
  }
`);

export function SubmissionDetails({ talent: ref }: { talent: FragmentType<typeof SubmissionDetailsFragment> }) {
  const talent = getFragmentData(SubmissionDetailsFragment, ref);
  const name = `${talent.firstName} ${talent.lastName}`;
  const photos = talent.images.filter((image) => image.storageUrl);
  const facts = [
    ...(talent.gender ? [{ label: "Gender", value: talent.gender }] : []),
    ...talent.facts.map(({ label, value }) => ({ label, value })),
    ...(talent.phone ? [{ label: "Phone", value: talent.phone }] : []),
    { label: "Email", value: talent.email },
    { label: "Submitted", value: formatDate(talent.createdAt) },
  ];
  const documents = talent.documents.filter((document) => document.storageUrl);

  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <Heading as="h3" size="lg">
          {name}
        </Heading>
        <TalentStatusBadge status={talent.status} />
      </HStack>

      {talent.declinedAt && (
        <Box borderWidth="1px" borderColor="border.error" borderRadius="md" p="3" role="note">
          <Text fontWeight="semibold">Declined on {formatDate(talent.declinedAt)}</Text>
          {talent.declineReason && <Text>Reason: {talent.declineReason}</Text>}
          {talent.filesRemovedAt && (
            <Text color="fg.muted" fontSize="sm">
              Its photos and documents were removed on {formatDate(talent.filesRemovedAt)}, at the end of the retention period.
            </Text>
          )}
        </Box>
      )}

      <Box as="section" aria-label={`Photos of ${name}`}>
        {photos.length === 0 ? (
          <Text color="fg.muted">No photos.</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: Math.min(photos.length, 3) }} gap="3">
            {photos.map((photo, index) => (
              <Link
                key={photo.id}
                href={photo.storageUrl!}
                target="_blank"
                rel="noopener noreferrer"
                display="block"
                bg="bg.muted"
                borderRadius="md"
                overflow="hidden"
                aria-label={`Open photo ${index + 1} of ${name} full size (opens in a new tab)`}
              >
                {/* contain, never cover: a portrait keeps its head and its feet. */}
                <Image
                  src={photo.cardUrl ?? photo.storageUrl!}
                  alt={photo.caption || `Photo ${index + 1} of ${name}`}
                  w="100%"
                  h={{ base: "360px", md: "400px" }}
                  objectFit="contain"
                />
              </Link>
            ))}
          </SimpleGrid>
        )}
      </Box>

      <DataList.Root orientation="horizontal" size="sm" gap="1">
        {facts.map((fact) => (
          <DataList.Item key={fact.label}>
            <DataList.ItemLabel minW="32">{fact.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{fact.value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>

      <Box>
        <Heading as="h4" size="sm" mb="1">
          Categories
        </Heading>
        {talent.categories.length ? (
          <Wrap gap="2">
            {talent.categories.map((category) => (
              <Badge key={category.id} variant="subtle">
                {category.name}
              </Badge>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted">None chosen.</Text>
        )}
      </Box>

      {talent.skills.length > 0 && (
        <Box>
          <Heading as="h4" size="sm" mb="1">
            Skills
          </Heading>
          <Text>{talent.skills.join(", ")}</Text>
        </Box>
      )}

      <Box>
        <Heading as="h4" size="sm" mb="1">
          Bio
        </Heading>
        <Text whiteSpace="pre-line" color={talent.bio ? undefined : "fg.muted"}>
          {talent.bio || "No bio given."}
        </Text>
      </Box>

      <Box>
        <Heading as="h4" size="sm" mb="1">
          CV and documents
        </Heading>
        {documents.length === 0 && !talent.resumeUrl ? (
          <Text color="fg.muted">No documents.</Text>
        ) : (
          <Stack gap="1">
            {documents.length === 0 && talent.resumeUrl && <DocumentLink href={talent.resumeUrl} label="Resume/CV" />}
            {documents.map((document) => (
              <DocumentLink
                key={document.id}
                href={document.storageUrl!}
                label={`${document.title} (${document.fileType.toUpperCase()})`}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function DocumentLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="brand" textDecoration="underline">
      Open {label} (opens in a new tab)
    </Link>
  );
}
