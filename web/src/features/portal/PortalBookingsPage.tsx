import { Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { pageTitle } from "#common/site";
import { getFragmentData } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { BookingList } from "./BookingList";
import { PortalBookingFields, PortalPastBookingsQuery } from "./operations";
import { EmptyBox, PortalQuery } from "./PortalStates";

/** Work done: the latest 50 bookings that have ended, newest first. */
export function PortalBookingsPage() {
  usePageMeta(pageTitle("Past bookings"));
  const query = useQuery(PortalPastBookingsQuery, { fetchPolicy: "cache-and-network" });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Past bookings
        </Heading>
        <Text color="fg.muted">Your most recent 50 bookings that have ended, newest first. Upcoming work is on the overview.</Text>
      </Stack>
      <PortalQuery query={query} label="your past bookings">
        {() => {
          const past = getFragmentData(PortalBookingFields, query.data!.portal.pastBookings);
          return past.length === 0 ? (
            <EmptyBox>
              <Text>No past bookings yet.</Text>
            </EmptyBox>
          ) : (
            <BookingList bookings={past} label="Past bookings" />
          );
        }}
      </PortalQuery>
    </Stack>
  );
}
