import { Alert, Button, Clipboard, HStack, Input, InputGroup, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { formatDateTime } from "#common/dates";
import { graphql } from "../../gql";
import { toaster } from "../toaster";
import { errorMessage } from "./errors";

const MyFeedQuery = graphql(`
  query MyCalendarFeed {
    myCalendarFeed {
      active
      createdAt
    }
  }
`);
const TalentFeedQuery = graphql(`
  query TalentCalendarFeed($talentId: Int!) {
    talentCalendarFeed(talentId: $talentId) {
      active
      createdAt
    }
  }
`);
const RotateMine = graphql(`
  mutation RotateMyCalendarFeed {
    rotateMyCalendarFeed {
      url
      createdAt
    }
  }
`);
const RevokeMine = graphql(`
  mutation RevokeMyCalendarFeed {
    revokeMyCalendarFeed
  }
`);
const RotateTalent = graphql(`
  mutation RotateTalentCalendarFeed($talentId: Int!) {
    rotateTalentCalendarFeed(talentId: $talentId) {
      url
      createdAt
    }
  }
`);
const RevokeTalent = graphql(`
  mutation RevokeTalentCalendarFeed($talentId: Int!) {
    revokeTalentCalendarFeed(talentId: $talentId)
  }
`);

/** The feed's address as a calendar app's subscribe link: webcal:// opens the app on the address itself. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, "webcal://");

/**
 * A secret calendar feed (.ics) staff subscribe to: one's own (every booking) or a talent's. The
 * address is shown once, when made; rotating replaces it and revoking ends it (ADR 161).
 */
export function CalendarFeedPanel({ talentId, label }: { talentId?: number; label: string }) {
  const refetchQueries = [talentId ? "TalentCalendarFeed" : "MyCalendarFeed"];
  const mine = useQuery(MyFeedQuery, { skip: talentId !== undefined });
  const theirs = useQuery(TalentFeedQuery, { skip: talentId === undefined, variables: { talentId: talentId ?? 0 } });
  const [rotateMine] = useMutation(RotateMine, { refetchQueries });
  const [revokeMine] = useMutation(RevokeMine, { refetchQueries });
  const [rotateTalent] = useMutation(RotateTalent, { refetchQueries });
  const [revokeTalent] = useMutation(RevokeTalent, { refetchQueries });
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const query = talentId === undefined ? mine : theirs;
  const info = talentId === undefined ? mine.data?.myCalendarFeed : theirs.data?.talentCalendarFeed;

  const act = async (what: "rotate" | "revoke") => {
    setBusy(true);
    try {
      if (what === "rotate") {
        const result =
          talentId === undefined
            ? (await rotateMine()).data?.rotateMyCalendarFeed
            : (await rotateTalent({ variables: { talentId } })).data?.rotateTalentCalendarFeed;
        setUrl(result?.url ?? null);
        toaster.create({ type: "success", title: "New feed address made", description: "Copy it now: it is shown only once." });
      } else {
        if (talentId === undefined) await revokeMine();
        else await revokeTalent({ variables: { talentId } });
        setUrl(null);
        toaster.create({ type: "success", title: "Feed revoked", description: "Calendars subscribed to it stop updating." });
      }
    } catch (error) {
      toaster.create({ type: "error", title: "The feed was not changed", description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  if (query.error && !query.data) {
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Title>Failed to load the calendar feed: {query.error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!info) return <Skeleton h="10" aria-label="Loading the calendar feed" />;
  return (
    <Stack gap="3" fontSize="sm">
      <Text>
        {info.active && url
          ? `Active since ${formatDateTime(info.createdAt)}. Copy the address now: it is shown only once.`
          : info.active
            ? `Active since ${formatDateTime(info.createdAt)}. The address was shown when it was made; make a new one if it was lost.`
            : "No feed yet: make one to subscribe from any calendar app."}
      </Text>
      {url && (
        <Clipboard.Root value={url}>
          <Clipboard.Label>{label} address</Clipboard.Label>
          <InputGroup
            endElement={
              <Clipboard.Trigger asChild>
                <Button size="xs" variant="outline">
                  <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
                </Button>
              </Clipboard.Trigger>
            }
          >
            {/* Room for "Copied": the group leaves an icon's width, and the address ran under the button. */}
            <Clipboard.Input asChild pe="20">
              <Input readOnly />
            </Clipboard.Input>
          </InputGroup>
        </Clipboard.Root>
      )}
      {url && (
        <Text>
          <Link href={webcalUrl(url)} color="fg" textDecoration="underline">
            Open in your calendar app
          </Link>{" "}
          subscribes on this device; elsewhere, paste the address where the app adds a calendar from a URL.
        </Text>
      )}
      <HStack gap="2">
        <Button size="sm" variant="outline" loading={busy} onClick={() => void act("rotate")}>
          {info.active ? "Rotate address" : "Make feed address"}
        </Button>
        {info.active && (
          <Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={() => void act("revoke")}>
            Revoke
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
