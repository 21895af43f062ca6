import { Badge, Box, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { bookingStatusPalette, bookingStatusWords, callTime, dateRange, formatAud } from "./words";

export type PortalBooking = {
  id: number;
  jobTitle: string;
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
  location?: string | null;
  status: "HOLD" | "CONFIRMED" | "RELEASED" | "CANCELLED";
  optionRank?: number | null;
  rateCents?: number | null;
  note?: string | null;
};

/** One booking as the talent reads it: the job, when, where and its state in words. */
export function BookingItem({ booking, headingLevel = "h3" }: { booking: PortalBooking; headingLevel?: "h3" | "h4" }) {
  const time = callTime(booking.startTime, booking.endTime);
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Heading as={headingLevel} size="md">
            {booking.jobTitle}
          </Heading>
          <Badge colorPalette={bookingStatusPalette(booking.status)} variant="subtle" size="md">
            {bookingStatusWords(booking.status, booking.optionRank)}
          </Badge>
        </HStack>
        <Stack as="dl" gap="1" fontSize="sm">
          <Fact label="Dates" value={dateRange(booking.startDate, booking.endDate)} />
          {time && <Fact label="Call time" value={time} />}
          {booking.location && <Fact label="Location" value={booking.location} />}
          {booking.rateCents != null && <Fact label="Rate" value={formatAud(booking.rateCents)} />}
          {booking.note && <Fact label="Note from the agency" value={booking.note} />}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <HStack gap="2" align="baseline">
      <Text as="dt" color="fg.muted" flexShrink={0} minW="24">
        {label}
      </Text>
      <Text as="dd" whiteSpace="pre-line">
        {value}
      </Text>
    </HStack>
  );
}

export function BookingList({ bookings, label }: { bookings: readonly PortalBooking[]; label: string }) {
  return (
    <Box as="ul" listStyleType="none" display="grid" gap="3" aria-label={label}>
      {bookings.map((booking) => (
        <BookingItem key={booking.id} booking={booking} />
      ))}
    </Box>
  );
}
