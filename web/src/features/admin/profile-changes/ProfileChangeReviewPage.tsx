import { Alert, Avatar, Box, Button, Card, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import { formatDateTime } from "#common/dates";
import { profileReviewFormSchema, type ProfileReviewFormValues } from "#common/schemas/profile-review";
import { pageTitle } from "#common/site";
import { countOf } from "#common/text";
import { paths } from "#web/app/paths";
import { QueryStates } from "#web/components/admin/AdminPage";
import { errorMessage } from "#web/components/admin/errors";
import { Form, SubmitButton, useZodForm } from "#web/components/form";
import { toaster } from "#web/components/toaster";
import { getFragmentData } from "#web/gql";
import type { ProfileChangeItemFieldsFragment, ProfileChangeReviewQuery as ProfileChangeReviewQueryData } from "#web/gql/graphql";
import { graphqlErrorCode, graphqlErrorEntries } from "#web/lib/graphql-errors";
import { usePageMeta } from "#web/lib/page-meta";
import { PartComparison, PartDecision, PartOutcome } from "./ChangeParts";
import { ProfileChangeItemFields } from "#web/lib/profile-change";
import { ProfileChangeReviewQuery, ReviewProfileChangeMutation } from "./operations";
import { pendingItems, reviewDefaults, serverFieldMap } from "./review-form";

// /admin/profile-changes/{id}: one talent's proposal, part by part beside the profile as it is;
// staff approve or reject each part (with a message) and save the decisions at once.

const REFETCH = { refetchQueries: ["ProfileChangesList", "PendingProfileChangeCount", "TalentHistory"] };

export function ProfileChangeReviewPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  usePageMeta(pageTitle("Review changes"));
  const query = useQuery(ProfileChangeReviewQuery, { variables: { id }, skip: !valid, fetchPolicy: "cache-and-network" });
  const change = query.data?.profileChange;

  return (
    <Stack gap="6">
      <Link asChild variant="underline" alignSelf="start">
        <RouterLink to={paths.admin.profileChanges()}>Back to Changes to review</RouterLink>
      </Link>
      <QueryStates
        query={query}
        isEmpty={!valid || (query.data !== undefined && !change)}
        errorTitle="Failed to load the proposed changes"
        loading={
          <Stack gap="4" aria-busy="true" aria-label="Loading the proposed changes">
            <Skeleton h="10" w="72" />
            <Skeleton h="48" />
            <Skeleton h="48" />
          </Stack>
        }
        empty={
          <Stack gap="2" align="center">
            <Heading as="h1" size="lg">
              These changes are no longer here
            </Heading>
            <Text color="fg.muted">The talent may have withdrawn them, or their data was removed.</Text>
          </Stack>
        }
      >
        {() => change && <ReviewForm key={pendingKey(change.items)} change={change} />}
      </QueryStates>
    </Stack>
  );
}

type Change = NonNullable<ProfileChangeReviewQueryData["profileChange"]>;

/** The form starts afresh whenever the parts still waiting change (after a save, or a refresh). */
const pendingKey = (items: Change["items"]) =>
  pendingItems(items.map((item) => getFragmentData(ProfileChangeItemFields, item)))
    .map((item) => item.id)
    .join(".");

function ReviewForm({ change }: { change: Change }) {
  const items: ProfileChangeItemFieldsFragment[] = change.items.map((item) => getFragmentData(ProfileChangeItemFields, item));
  const pending = pendingItems(items);
  const form = useZodForm(profileReviewFormSchema, { defaultValues: reviewDefaults(items) });
  const [review] = useMutation(ReviewProfileChangeMutation, REFETCH);
  const [conflict, setConflict] = useState<string | null>(null);
  const navigate = useNavigate();
  const name = change.talent.name;

  const onSubmit = async (values: { decisions: Array<{ itemId: number; approve: boolean; message: string | null }> }) => {
    setConflict(null);
    try {
      const result = await review({ variables: { id: change.id, decisions: values.decisions } });
      const approved = values.decisions.filter((decision) => decision.approve).length;
      toaster.create({
        type: "success",
        title: "Decisions saved",
        description:
          `${countOf(approved, "part")} approved, ` +
          `${countOf(values.decisions.length - approved, "part")} rejected. ${name} is e-mailed the ` +
          "outcome.",
      });
      if (result.data?.reviewProfileChange.status === "DECIDED") navigate(paths.admin.profileChanges());
    } catch (error) {
      // The profile moved on since the proposal (a staff edit): say so above the parts, and beside
      // the part it is about when the API names its field (the form kit places that).
      if (graphqlErrorCode(error) === "CONFLICT") setConflict(graphqlErrorEntries(error)?.[0]?.message ?? errorMessage(error));
      throw error;
    }
  };

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      idPrefix="review-"
      serverFieldMap={serverFieldMap(items)}
      onServerError={(error) => {
        if (graphqlErrorCode(error) !== "CONFLICT") {
          toaster.create({ type: "error", title: "The decisions were not saved", description: errorMessage(error) });
        }
      }}
    >
      <Stack gap="6">
        <Flex gap="4" align="center" wrap="wrap">
          <Avatar.Root size="lg" aria-hidden="true">
            <Avatar.Fallback name={name} />
            {change.talent.thumbUrl && <Avatar.Image src={change.talent.thumbUrl} alt="" />}
          </Avatar.Root>
          <Box minW="0" flex="1">
            <Heading as="h1" size="2xl">
              Changes from {name}
            </Heading>
            <Text color="fg.muted">
              Submitted {formatDateTime(change.createdAt)} · {countOf(items.length, "part")}
              {pending.length < items.length ? `, ${pending.length} waiting` : ""}
            </Text>
          </Box>
          <Link asChild variant="underline">
            <RouterLink to={paths.admin.talentInfoItem(change.talent.id)}>Open {name}&apos;s talent page</RouterLink>
          </Link>
        </Flex>
        <Text>
          Nothing reaches the public profile until it is approved. An approved part is saved as a staff edit would be; the talent is
          e-mailed each outcome with your message.
        </Text>

        {conflict && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The profile changed since the talent proposed this</Alert.Title>
              <Alert.Description>{conflict}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}

        {items.map((item) => {
          const index = pending.indexOf(item);
          return (
            <Card.Root as="section" key={item.id} aria-labelledby={`part-${item.id}`} size={{ base: "sm", md: "md" }}>
              <Card.Header>
                <Heading as="h2" size="md" id={`part-${item.id}`}>
                  {item.label}
                </Heading>
              </Card.Header>
              <Card.Body gap="4">
                <PartComparison item={item} talentName={name} />
                {index >= 0 ? <PartDecision index={index} label={item.label} /> : <PartOutcome item={item} />}
              </Card.Body>
            </Card.Root>
          );
        })}

        {pending.length > 0 && <SaveBar form={form} count={pending.length} />}
      </Stack>
    </Form>
  );
}

/** Save decisions, with how many parts are decided so far and a shortcut to approve them all. */
function SaveBar({ form, count }: { form: ReturnType<typeof useZodForm<typeof profileReviewFormSchema>>; count: number }) {
  const decisions = useWatch({ control: form.control, name: "decisions" }) as ProfileReviewFormValues["decisions"];
  const decided = decisions.filter((row) => row.decision !== "").length;
  const approveAll = () => decisions.forEach((_, index) => form.setValue(`decisions.${index}.decision`, "approve"));
  return (
    <HStack gap="3" wrap="wrap" borderTopWidth="1px" pt="4">
      <SubmitButton submittingText="Saving...">Save decisions</SubmitButton>
      <Button variant="outline" onClick={approveAll}>
        Approve all
      </Button>
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        {decided} of {count} decided; parts left undecided stay waiting.
      </Text>
    </HStack>
  );
}
