import { Alert, Box, Button, Field, HStack, Input, List, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@apollo/client/react";
import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "#web/app/paths";
import { graphql } from "#web/gql";
import { graphqlErrorCode, graphqlFieldErrors } from "#web/lib/graphql-errors";

const CreateJobFromRequestMutation = graphql(`
  mutation CreateJobFromRequest($requestId: Int!, $startDate: Date, $endDate: Date) {
    createJobFromRequest(requestId: $requestId, startDate: $startDate, endDate: $endDate) {
      job {
        id
        title
        startDate
        endDate
      }
      holds {
        id
        optionRank
        talent {
          name
        }
      }
      warnings {
        code
        message
      }
      skippedTalentIds
    }
  }
`);

type Result = {
  job: { id: number; title: string; startDate: string; endDate: string };
  holds: ReadonlyArray<{ id: number; optionRank?: number | null; talent: { name: string } }>;
  warnings: ReadonlyArray<{ message: string }>;
  skippedTalentIds: ReadonlyArray<number>;
};

/**
 * "Create job" in the Manage dialog: an approved request becomes a job with a hold for each
 * requested talent (the rules: docs/product.md#bookings). Its buttons are not the dialog form's
 * submit, so making a job never changes the request's status.
 */
export function RequestJob({ requestId, status }: { requestId: number; status: string }) {
  const [create, { loading }] = useMutation(CreateJobFromRequestMutation, { refetchQueries: ["CalendarBookings"] });
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [needsDate, setNeedsDate] = useState(false);
  const [startDate, setStartDate] = useState("");

  if (status !== "approved" && !result) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Approve the request to make a job with holds for its talents.
      </Text>
    );
  }

  const onCreate = async () => {
    setError(null);
    try {
      const created = await create({ variables: { requestId, startDate: needsDate && startDate ? startDate : null } });
      setResult(created.data!.createJobFromRequest);
    } catch (failure) {
      const fields = graphqlFieldErrors(failure);
      if (graphqlErrorCode(failure) === "BAD_USER_INPUT" && fields?.startDate) setNeedsDate(true);
      setError(fields?.startDate ?? (failure instanceof Error ? failure.message : "The job was not created."));
    }
  };

  return (
    <Box as="section" aria-labelledby="request-job-heading">
      <Text id="request-job-heading" fontWeight="semibold" mb="2">
        Job
      </Text>
      {result ? (
        <Stack gap="2" fontSize="sm" role="status">
          <Text>
            Job “{result.job.title}” created (
            {result.job.startDate === result.job.endDate ? result.job.startDate : `${result.job.startDate} to ${result.job.endDate}`}):{" "}
            {result.holds.length} hold{result.holds.length === 1 ? "" : "s"} placed.
          </Text>
          {result.holds.length > 0 && (
            <List.Root ps="5">
              {result.holds.map((hold) => (
                <List.Item key={hold.id}>
                  {hold.talent.name}
                  {hold.optionRank ? ` (option ${hold.optionRank})` : ""}
                </List.Item>
              ))}
            </List.Root>
          )}
          {result.warnings.map((warning) => (
            <Alert.Root key={warning.message} status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title>{warning.message}</Alert.Title>
            </Alert.Root>
          ))}
          {result.skippedTalentIds.length > 0 && (
            <Text color="fg.muted">
              {result.skippedTalentIds.length} requested talent{result.skippedTalentIds.length === 1 ? " was" : "s were"} not held (no
              longer approved and published): talent {result.skippedTalentIds.join(", ")}.
            </Text>
          )}
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={paths.admin.calendar(new URLSearchParams({ date: result.job.startDate }))}>
              Open the job in the calendar
            </RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack gap="2">
          {needsDate && (
            <Field.Root required invalid={Boolean(error)}>
              <Field.Label>Job start date</Field.Label>
              <Input type="date" value={startDate} onChange={(event) => setStartDate(event.target.value)} />
            </Field.Root>
          )}
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <HStack>
            <Button type="button" size="sm" colorPalette="brand" variant="outline" loading={loading} onClick={() => void onCreate()}>
              Create job
            </Button>
          </HStack>
        </Stack>
      )}
    </Box>
  );
}
