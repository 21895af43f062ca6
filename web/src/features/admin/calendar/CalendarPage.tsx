import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  chakra,
  Checkbox,
  Flex,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import type { DatesSetArg, EventClickArg } from "@fullcalendar/core";
import dayGridPlugin from "@fullcalendar/daygrid";
import interactionPlugin from "@fullcalendar/interaction";
import listPlugin from "@fullcalendar/list";
import FullCalendar from "@fullcalendar/react";
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { BOOKING_STATUSES, type BookingStatus } from "#common/schemas/booking";
import { pageTitle } from "#common/site";
import { AdminPageHeader } from "#web/components/admin/AdminPage";
import { useLiveRefresh } from "#web/lib/live";
import { usePageMeta } from "#web/lib/page-meta";
import { BookOutDialog, NewBookOutDialog } from "#web/components/admin/bookings/BookOutDialogs";
import { CalendarFiltersQuery, CalendarQuery } from "#web/components/admin/bookings/operations";
import { BookingDialog } from "./BookingDialog";
import { calendarEvents, LEGEND, statusText } from "./calendar-events";
import { calendarCss, swatchCss } from "./calendar-theme";
import { NewJobDialog } from "./NewDialogs";
import { SubscribeDialog } from "./SubscribeDialog";

const VIEWS = [
  { id: "dayGridMonth", label: "Month" },
  { id: "dayGridWeek", label: "Week" },
  { id: "listMonth", label: "Agenda" },
] as const;

/** The agenda is the default where a month grid would not fit (a phone, 390 px wide). */
const initialView = () =>
  typeof window !== "undefined" && window.matchMedia("(max-width: 47.99em)").matches ? "listMonth" : "dayGridMonth";

const lastDay = (endExclusive: Date) => new Date(endExclusive.getTime() - 86_400_000);
const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function CalendarPage() {
  usePageMeta(pageTitle("Calendar"));
  useLiveRefresh();
  const [params] = useSearchParams();
  const calendar = useRef<FullCalendar>(null);
  const [range, setRange] = useState<{ from: string; to: string; title: string; view: string } | null>(null);
  // ?talent=ID opens the calendar on one talent (a link from the talent's Bookings).
  const [talentId, setTalentId] = useState<number | null>(() => Number(params.get("talent")) || null);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [statuses, setStatuses] = useState<BookingStatus[]>(["HOLD", "CONFIRMED"]);
  const [open, setOpen] = useState<{ kind: "booking" | "bookOut"; id: number } | "job" | "bookOut" | "subscribe" | null>(null);
  const filters = useQuery(CalendarFiltersQuery);
  const query = useQuery(CalendarQuery, {
    skip: range === null,
    variables: { from: range?.from ?? "", to: range?.to ?? "", talentId, categoryId, status: statuses.length ? statuses : null },
  });
  const bookings = useMemo(() => query.data?.bookings ?? [], [query.data]);
  const bookOuts = useMemo(() => query.data?.bookOuts ?? [], [query.data]);
  const events = useMemo(() => calendarEvents(bookings, bookOuts), [bookings, bookOuts]);
  const api = () => calendar.current?.getApi();

  const onDates = (arg: DatesSetArg) =>
    setRange({ from: ymd(arg.start), to: ymd(lastDay(arg.end)), title: arg.view.title, view: arg.view.type });
  const onEvent = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    const { kind, id } = arg.event.extendedProps as { kind: "booking" | "bookOut"; id: number };
    setOpen({ kind, id });
  };
  const selected = typeof open === "object" && open !== null ? open : null;
  const talents = filters.data?.staffTalents.items ?? [];
  const unit = range?.view === "dayGridWeek" ? "week" : "month";

  return (
    <Stack gap="5">
      <AdminPageHeader
        title="Calendar"
        description="Holds, confirmed bookings and book-outs of every talent; changes by other staff show within seconds."
        action={
          <HStack gap="2" wrap="wrap" flexShrink={{ lg: 0 }}>
            <Button colorPalette="brand" onClick={() => setOpen("job")}>
              New job
            </Button>
            <Button variant="outline" onClick={() => setOpen("bookOut")}>
              Book out
            </Button>
            <Button variant="ghost" onClick={() => setOpen("subscribe")}>
              Subscribe in your calendar app
            </Button>
          </HStack>
        }
      />

      <Wrap as="fieldset" gap="4" align="end" aria-label="Filters">
        <FilterSelect
          id="cal-talent"
          label="Talent"
          value={talentId}
          onChange={setTalentId}
          all="All talents"
          options={talents.map((talent) => ({ value: talent.id, label: `${talent.firstName} ${talent.lastName}` }))}
        />
        <FilterSelect
          id="cal-category"
          label="Category"
          value={categoryId}
          onChange={setCategoryId}
          all="All categories"
          options={(filters.data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
        />
        <Box>
          <Text as="span" fontSize="sm" fontWeight="medium" id="cal-status-label">
            Status
          </Text>
          <HStack gap="3" role="group" aria-labelledby="cal-status-label" minH="10">
            {BOOKING_STATUSES.map((status) => (
              <Checkbox.Root
                key={status}
                size="sm"
                checked={statuses.includes(status)}
                onCheckedChange={(event) =>
                  setStatuses((now) => (event.checked ? [...now, status] : now.filter((value) => value !== status)))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{statusText(status, status === "HOLD" ? null : undefined)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </Box>
      </Wrap>

      <Flex as="ul" aria-label="Legend" listStyleType="none" gap="4" wrap="wrap" fontSize="sm" css={swatchCss}>
        {LEGEND.map((entry) => (
          <HStack as="li" key={entry.className} gap="2">
            <Box as="span" className={`cal-event ${entry.className}`} aria-hidden="true" />
            <Text as="span">
              {entry.label}{" "}
              <Text as="span" color="fg.muted">
                ({entry.pattern})
              </Text>
            </Text>
          </HStack>
        ))}
      </Flex>

      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <HStack gap="2">
          {/* Named by their visible word and the period they move by (WCAG 2.5.3: a voice-control
              user says "Previous"); the arrows are decoration. */}
          <Button size="sm" variant="outline" onClick={() => api()?.prev()} aria-label={`Previous ${unit}`}>
            <span aria-hidden="true">‹</span> Previous
          </Button>
          <Button size="sm" variant="outline" onClick={() => api()?.today()}>
            Today
          </Button>
          <Button size="sm" variant="outline" onClick={() => api()?.next()} aria-label={`Next ${unit}`}>
            Next <span aria-hidden="true">›</span>
          </Button>
        </HStack>
        <Heading as="h2" size="lg" aria-live="polite">
          {range?.title ?? ""}
        </Heading>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="View">
          {VIEWS.map((view) => (
            <Button
              key={view.id}
              aria-pressed={range?.view === view.id}
              variant={range?.view === view.id ? "solid" : "outline"}
              onClick={() => api()?.changeView(view.id)}
            >
              {view.label}
            </Button>
          ))}
        </ButtonGroup>
      </Flex>

      {query.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to load the calendar</Alert.Title>
            <Alert.Description>{query.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert.Root>
      )}
      <Text role="status" fontSize="sm" color="fg.muted" minH="5">
        {query.loading && !query.data
          ? "Loading bookings…"
          : query.data && events.length === 0
            ? "No bookings or book-outs in this period with these filters."
            : query.data
              ? `${bookings.length} booking${bookings.length === 1 ? "" : "s"}, ${bookOuts.length} ` +
                `book-out${bookOuts.length === 1 ? "" : "s"}`
              : ""}
      </Text>

      <Box css={calendarCss} aria-busy={query.loading} data-testid="calendar">
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, listPlugin, interactionPlugin]}
          initialView={initialView()}
          initialDate={params.get("date") ?? undefined}
          headerToolbar={false}
          height="auto"
          firstDay={1}
          locale="en-AU"
          eventInteractive
          // Every booking shows in its day: FullCalendar's "+N more" link carries ARIA its element
          // may not have (axe: aria-allowed-attr), and a hidden booking is one a booker misses.
          dayMaxEvents={false}
          // A day cell is named by its day number though it holds the day's bookings (axe:
          // label-content-name-mismatch); named by its content, it reads as what it shows.
          dayCellDidMount={({ el }) => el.removeAttribute("aria-labelledby")}
          events={events}
          datesSet={onDates}
          eventClick={onEvent}
          noEventsContent="Nothing booked in this period."
        />
      </Box>

      {selected?.kind === "booking" && (
        <BookingDialog booking={bookings.find((booking) => booking.id === selected.id) ?? null} onClose={() => setOpen(null)} />
      )}
      {selected?.kind === "bookOut" && (
        <BookOutDialog bookOut={bookOuts.find((bookOut) => bookOut.id === selected.id) ?? null} onClose={() => setOpen(null)} />
      )}
      <NewJobDialog open={open === "job"} onClose={() => setOpen(null)} talents={talents} />
      <NewBookOutDialog open={open === "bookOut"} onClose={() => setOpen(null)} talents={talents} />
      <SubscribeDialog open={open === "subscribe"} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  all,
  options,
}: {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  all: string;
  options: Array<{ value: number; label: string }>;
}) {
  return (
    <Box minW="48">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" display="block">
        {label}
      </chakra.label>
      <NativeSelect.Root size="md">
        <NativeSelect.Field
          id={id}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
