import { Badge } from "@chakra-ui/react";

const STATUS = {
  pending: { label: "Pending", palette: "orange" },
  reviewed: { label: "Reviewed", palette: "blue" },
  approved: { label: "Approved", palette: "green" },
  rejected: { label: "Rejected", palette: "red" },
} as const;

/** A talent request's status (requests list, a client's history); an unknown value reads as pending. */
export function RequestStatusBadge({ status }: { status: string }) {
  const shown = STATUS[status as keyof typeof STATUS] ?? STATUS.pending;
  return (
    <Badge colorPalette={shown.palette} variant="subtle">
      {shown.label}
    </Badge>
  );
}

export const requestStatusLabel = (status: string) => (STATUS[status as keyof typeof STATUS] ?? STATUS.pending).label;
