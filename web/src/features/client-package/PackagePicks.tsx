import { Box, Button, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { formatDateTime } from "#common/dates";
import { PACKAGE_EXPIRED, PACKAGE_PICK_LABELS, PACKAGE_PICKS, type PackagePick } from "#common/packages";
import { SITE } from "#common/site";
import { serverFieldErrors } from "../../components/form";
import { useMutation } from "@apollo/client/react";
import { type PackageData, SendPackagePicksMutation } from "./package-query";

// The end of a package: the client's picks summed up, and 'Send my picks', which tells the agent
// who made the package at once (an e-mail from the outbox; staff also see when, ADR 080).

/** 'Sam Lee (sam.lee@…)', the address alone when it gives no name, or the agency when the account is gone. */
export function agentLabel(agent: PackageData["agent"]): string {
  if (!agent) return `the team at ${SITE.name}`;
  return agent.name ? `${agent.name} at ${SITE.name}` : `the team at ${SITE.name}`;
}

const GROUPS: Array<{ key: PackagePick | "none"; label: string }> = [
  ...PACKAGE_PICKS.map((pick) => ({ key: pick, label: PACKAGE_PICK_LABELS[pick] })),
  { key: "none", label: "Not marked yet" },
];

export function PackagePicks({ token, pkg, onExpired }: { token: string; pkg: PackageData; onExpired: () => void }) {
  const [send, { loading }] = useMutation(SendPackagePicksMutation);
  const [sentAt, setSentAt] = useState<string | null>(pkg.picksSentAt ?? null);
  const [problem, setProblem] = useState("");
  const marked = pkg.talents.filter((entry) => entry.pick).length;
  const agent = agentLabel(pkg.agent);

  const submit = async () => {
    setProblem("");
    try {
      const { data } = await send({ variables: { token } });
      setSentAt(data?.sendPackagePicks.picksSentAt ?? new Date().toISOString());
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      if (fields?.token === PACKAGE_EXPIRED) return onExpired();
      const text = fields ? Object.values(fields).join(" ") : failure instanceof Error ? failure.message : "";
      setProblem(text || "Your picks were not sent. Please try again.");
    }
  };

  return (
    <Stack
      as="section"
      aria-labelledby="picks-heading"
      gap="5"
      borderWidth="2px"
      borderColor="brand.emphasized"
      borderRadius="xl"
      p={{ base: "4", md: "6" }}
    >
      <Heading id="picks-heading" as="h2" size="2xl">
        Your picks
      </Heading>
      <Grid
        as="dl"
        templateColumns={{ base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" }}
        gap="4"
        data-testid="picks-summary"
      >
        {GROUPS.map((group) => {
          const names = pkg.talents.filter((entry) => (entry.pick ?? "none") === group.key).map((entry) => entry.talent.displayName);
          return (
            <Box key={group.key} borderWidth="1px" borderRadius="md" p="3">
              <Text as="dt" fontWeight="bold">
                {group.label}: {names.length}
              </Text>
              <Text as="dd" fontSize="sm" color="fg.muted">
                {names.length ? names.join(", ") : "None"}
              </Text>
            </Box>
          );
        })}
      </Grid>
      <Text>
        Sending tells {agent}, who put this selection together for you, at once. You can change your picks and send them again while the
        link works.
      </Text>
      <Stack direction={{ base: "column", sm: "row" }} gap="4" align={{ base: "stretch", sm: "center" }}>
        <Button
          colorPalette="brand"
          size="xl"
          minH="12"
          loading={loading}
          loadingText="Sending..."
          disabled={marked === 0}
          onClick={() => void submit()}
        >
          Send my picks
        </Button>
        {marked === 0 && <Text color="fg.muted">Mark at least one talent Yes, Maybe or No first.</Text>}
      </Stack>
      <Box role="status" aria-live="polite">
        {sentAt && (
          <Text fontWeight="medium" data-testid="picks-sent">
            Sent to {agent} on {formatDateTime(sentAt)}. They will be in touch about next steps.
          </Text>
        )}
      </Box>
      {problem && (
        <Text role="alert" color="fg.error">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
