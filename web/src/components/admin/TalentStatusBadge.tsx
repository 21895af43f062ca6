import { Badge } from "@chakra-ui/react";
import type { TalentStatus } from "#common/options";

// Every status of common/options.ts TALENT_STATUSES has its badge: a new status fails the type check here.
const STATUS: Record<TalentStatus, { label: string; palette: string }> = {
  published: { label: "Published", palette: "green" },
  approved: { label: "Approved", palette: "blue" },
  pending: { label: "Pending", palette: "orange" },
  unpublished: { label: "Unpublished", palette: "gray" },
  declined: { label: "Declined", palette: "red" },
};

/** A talent's status as the staff lists show it; an unknown value reads as pending. */
export function TalentStatusBadge({ status }: { status: string }) {
  const shown = STATUS[status as TalentStatus] ?? STATUS.pending;
  return (
    <Badge colorPalette={shown.palette} variant="subtle">
      {shown.label}
    </Badge>
  );
}
