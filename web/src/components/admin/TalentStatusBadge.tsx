import { Badge } from "@chakra-ui/react";

const STATUS = {
  published: { label: "Published", palette: "green" },
  approved: { label: "Approved", palette: "blue" },
  pending: { label: "Pending", palette: "orange" },
  unpublished: { label: "Unpublished", palette: "gray" },
} as const;

/** A talent's status as the staff lists show it; an unknown value reads as pending. */
export function TalentStatusBadge({ status }: { status: string }) {
  const shown = STATUS[status as keyof typeof STATUS] ?? STATUS.pending;
  return (
    <Badge colorPalette={shown.palette} variant="subtle">
      {shown.label}
    </Badge>
  );
}
