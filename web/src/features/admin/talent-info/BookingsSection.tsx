import { Badge, Box, Button, Flex, Heading, HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { AGENCY_TIME_ZONE, formatDate } from "#common/dates";
import { paths } from "#web/app/paths";
import { QueryStates, SkeletonList } from "#web/components/admin/AdminPage";
import { CalendarFeedPanel } from "#web/components/admin/CalendarFeedPanel";
import { formatAud, statusText } from "#web/components/admin/bookings/booking-words";
import { BookOutDialog, NewBookOutDialog } from "#web/components/admin/bookings/BookOutDialogs";
import { CLASH_WORDS, findClashes } from "#web/components/admin/bookings/clashes";
import { CalendarQuery } from "#web/components/admin/bookings/operations";

// The talent's Bookings (docs/product.md#bookings): holds, confirmations and book-outs from today
// on, asked through the calendar's own query (one operation name, so a change made here or in the
// calendar refreshes both), and the talent's own calendar feed.

/** How far ahead "upcoming" looks: the calendar query's longest range (MAX_RANGE_DAYS). */
const AHEAD_DAYS = 365;

const melbourneDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE }).format(date);
const days = (start: string, end: string) => (start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`);

type Talent = { id: number; firstName: string; lastName: string };

export function BookingsSection({ talent }: { talent: Talent }) {
  const range = useMemo(() => {
    const today = new Date();
    return { from: melbourneDay(today), to: melbourneDay(new Date(today.getTime() + AHEAD_DAYS * 86_400_000)) };
  }, []);
  const query = useQuery(CalendarQuery, {
    variables: { ...range, talentId: talent.id, categoryId: null, status: ["HOLD", "CONFIRMED"] },
    fetchPolicy: "cache-and-network",
  });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const bookings = query.data?.bookings ?? [];
  const bookOuts = query.data?.bookOuts ?? [];
  const clashes = findClashes(bookings, bookOuts);

  return (
    <Box as="section" aria-labelledby="bookings-heading" borderTopWidth="1px" pt="6">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="3">
        <Heading as="h2" size="lg" id="bookings-heading">
          Bookings
        </Heading>
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          Add book-out
        </Button>
      </Flex>
      <Stack gap="6">
        <QueryStates
          query={query}
          isEmpty={false}
          errorTitle="Failed to load the bookings"
          loading={<SkeletonList label="Loading the bookings" count={2} h="5" />}
          empty={null}
        >
          {() => (
            <Stack gap="5">
              <Box>
                <Heading as="h3" size="sm" mb="2">
                  Upcoming bookings
                </Heading>
                {bookings.length === 0 ? (
                  <Text color="fg.muted">No upcoming bookings.</Text>
                ) : (
                  <List.Root variant="plain" gap="2" aria-label="Upcoming bookings">
                    {bookings.map((booking) => (
                      <List.Item key={booking.id} display="block">
                        <HStack gap="2" wrap="wrap">
                          <Link asChild colorPalette="brand" variant="underline" fontWeight="medium">
                            <RouterLink
                              to={paths.admin.calendar(new URLSearchParams({ date: booking.startDate, talent: String(talent.id) }))}
                            >
                              {booking.job.title}
                            </RouterLink>
                          </Link>
                          <Badge variant={booking.status === "CONFIRMED" ? "solid" : "outline"} colorPalette="brand">
                            {statusText(booking.status, booking.optionRank)}
                          </Badge>
                          {clashes.bookedOut.has(booking.id) && (
                            <Badge variant="subtle" colorPalette="red">
                              ⚠ {CLASH_WORDS.booking}
                            </Badge>
                          )}
                        </HStack>
                        <Text fontSize="sm" color="fg.muted">
                          {days(booking.startDate, booking.endDate)}
                          {booking.rateCents != null ? ` · ${formatAud(booking.rateCents)}` : ""}
                        </Text>
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </Box>
              <Box>
                <Heading as="h3" size="sm" mb="2">
                  Book-outs
                </Heading>
                {bookOuts.length === 0 ? (
                  <Text color="fg.muted">No upcoming book-outs.</Text>
                ) : (
                  <List.Root variant="plain" gap="2" aria-label="Book-outs">
                    {bookOuts.map((bookOut) => (
                      <List.Item key={bookOut.id} display="flex" justifyContent="space-between" alignItems="center" gap="3">
                        <Box>
                          <Text>{days(bookOut.startDate, bookOut.endDate)}</Text>
                          {bookOut.note && (
                            <Text fontSize="sm" color="fg.muted">
                              {bookOut.note}
                            </Text>
                          )}
                          {Boolean(clashes.byBookOut.get(bookOut.id)?.length) && (
                            <Text fontSize="sm" color="fg.error">
                              ⚠ {CLASH_WORDS.bookOut(clashes.byBookOut.get(bookOut.id)!.map((booking) => booking.job.title))}
                            </Text>
                          )}
                        </Box>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Remove the book-out ${days(bookOut.startDate, bookOut.endDate)}`}
                          onClick={() => setRemoving(bookOut.id)}
                        >
                          Remove
                        </Button>
                      </List.Item>
                    ))}
                  </List.Root>
                )}
              </Box>
            </Stack>
          )}
        </QueryStates>
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Talent&apos;s calendar feed
          </Heading>
          <CalendarFeedPanel talentId={talent.id} label="Talent's calendar feed" />
        </Box>
      </Stack>
      <NewBookOutDialog open={adding} onClose={() => setAdding(false)} talents={[talent]} />
      {removing !== null && (
        <BookOutDialog bookOut={bookOuts.find((bookOut) => bookOut.id === removing) ?? null} onClose={() => setRemoving(null)} />
      )}
    </Box>
  );
}
