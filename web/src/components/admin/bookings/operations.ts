import { graphql } from "#web/gql";

// The bookings' GraphQL operations, shared by the calendar and the talent page (the bookings contract: docs/product.md#bookings).

export const CalendarQuery = graphql(`
  query CalendarBookings($from: Date!, $to: Date!, $talentId: Int, $categoryId: Int, $status: [BookingStatus!]) {
    bookings(from: $from, to: $to, talentId: $talentId, categoryId: $categoryId, status: $status) {
      id
      status
      optionRank
      startDate
      endDate
      rateCents
      note
      sharedWithTalent
      overrideReason
      talentId
      talent {
        id
        name
      }
      job {
        id
        title
        location
        startTime
        endTime
        client {
          id
          clientName
          organizationName
        }
      }
    }
    bookOuts(from: $from, to: $to, talentId: $talentId) {
      id
      talentId
      startDate
      endDate
      note
      talent {
        id
        name
      }
    }
  }
`);

export const CalendarFiltersQuery = graphql(`
  query CalendarFilters {
    categories {
      id
      name
    }
    staffTalents(sort: NAME, direction: ASC, limit: 100, status: "all") {
      items {
        id
        firstName
        lastName
      }
    }
  }
`);

export const BookingResultFields = graphql(`
  fragment BookingResultFields on BookingResult {
    booking {
      id
      status
      optionRank
    }
    warnings {
      code
      message
    }
    promoted {
      id
      talent {
        name
      }
      job {
        id
        title
      }
    }
  }
`);

export const ConfirmBookingMutation = graphql(`
  mutation ConfirmBooking($id: Int!, $override: BookingOverrideInput) {
    confirmBooking(id: $id, override: $override) {
      ...BookingResultFields
    }
  }
`);

export const ReleaseBookingMutation = graphql(`
  mutation ReleaseBooking($id: Int!, $reason: String) {
    releaseBooking(id: $id, reason: $reason) {
      ...BookingResultFields
    }
  }
`);

export const CancelBookingMutation = graphql(`
  mutation CancelBooking($id: Int!, $reason: String) {
    cancelBooking(id: $id, reason: $reason) {
      ...BookingResultFields
    }
  }
`);

export const UpdateBookingMutation = graphql(`
  mutation UpdateBooking($id: Int!, $input: UpdateBookingInput!) {
    updateBooking(id: $id, input: $input) {
      id
      rateCents
      note
      sharedWithTalent
    }
  }
`);

export const DeleteBookOutMutation = graphql(`
  mutation DeleteBookOut($id: Int!) {
    deleteBookOut(id: $id)
  }
`);

export const CreateJobMutation = graphql(`
  mutation CreateCalendarJob($input: JobInput!) {
    createJob(input: $input) {
      id
      title
      startDate
    }
  }
`);

export const PlaceHoldMutation = graphql(`
  mutation PlaceHold($input: PlaceHoldInput!) {
    placeHold(input: $input) {
      ...BookingResultFields
    }
  }
`);

export const CreateBookOutMutation = graphql(`
  mutation CreateBookOut($input: BookOutInput!) {
    createBookOut(input: $input) {
      id
    }
  }
`);
