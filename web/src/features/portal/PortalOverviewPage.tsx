import { Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { pageTitle } from "#common/site";
import { getFragmentData } from "../../gql";
import { usePageMeta } from "../../lib/page-meta";
import { BookingList } from "./BookingList";
import { BookOutsSection } from "./BookOutsSection";
import { PortalBookingFields, PortalOverviewQuery } from "./operations";
import { EmptyBox, PortalQuery } from "./PortalStates";
import { ProfileCard } from "./ProfileCard";

export function PortalOverviewPage() {
  usePageMeta(pageTitle("Talent portal"));
  const query = useQuery(PortalOverviewQuery, { fetchPolicy: "cache-and-network" });
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Your talent portal
      </Heading>
      <PortalQuery query={query} label="your portal">
        {() => {
          const portal = query.data!.portal;
          const upcoming = getFragmentData(PortalBookingFields, portal.upcomingBookings);
          const bookOuts = portal.bookOuts.map((bookOut) => ({
            ...bookOut,
            conflicts: getFragmentData(PortalBookingFields, bookOut.conflicts),
          }));
          return (
            <>
              <ProfileCard profile={portal.profile} isApproved={portal.isApproved} isPublished={portal.isPublished} />
              <Stack as="section" aria-labelledby="portal-upcoming-heading" gap="4">
                <Heading as="h2" id="portal-upcoming-heading" size="lg">
                  Upcoming bookings
                </Heading>
                {upcoming.length === 0 ? (
                  <EmptyBox>
                    <Text>No upcoming bookings. Holds and confirmations from the agency show here.</Text>
                  </EmptyBox>
                ) : (
                  <BookingList bookings={upcoming} label="Upcoming bookings" />
                )}
              </Stack>
              <BookOutsSection bookOuts={bookOuts} />
            </>
          );
        }}
      </PortalQuery>
    </Stack>
  );
}
