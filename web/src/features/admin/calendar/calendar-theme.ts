import type { SystemStyleObject } from "@chakra-ui/react";

// FullCalendar's look from the Chakra theme: its CSS variables point at Chakra's semantic tokens,
// which already switch between light and dark, so the calendar follows the colour mode with no
// script. Each status keeps the page's text colour (fg) on a subtle fill, so text contrast holds
// in both modes; the pattern, not the hue alone, tells the status apart (ADR 162).
const token = (name: string) => `var(--chakra-colors-${name})`;

const statusFill = (palette: string) => ({
  backgroundColor: token(`${palette}-subtle`),
  borderColor: token(`${palette}-solid`),
  color: token("fg"),
});

export const calendarCss: SystemStyleObject = {
  "--fc-border-color": token("border"),
  "--fc-page-bg-color": token("bg"),
  "--fc-neutral-bg-color": token("bg-muted"),
  "--fc-neutral-text-color": token("fg"),
  "--fc-today-bg-color": token("brand-subtle"),
  "--fc-list-event-hover-bg-color": token("bg-muted"),
  "--fc-event-text-color": token("fg"),
  "--fc-small-font-size": "0.8125rem",
  color: "fg",
  "& a": { color: "inherit", textDecoration: "none" },
  "& .fc-col-header-cell-cushion, & .fc-daygrid-day-number, & .fc-list-day-text, & .fc-list-day-side-text": {
    color: "fg",
    fontWeight: "medium",
  },
  // FullCalendar fades the other months' day numbers to 30 % opacity (2:1 on white); muted text on
  // a muted fill tells them apart and still reads (4.5:1) in both modes. `.fc` matches its specificity.
  "& .fc .fc-day-other .fc-daygrid-day-top": { opacity: 1 },
  "& .fc .fc-day-other": { backgroundColor: token("bg-subtle") },
  "& .fc .fc-day-other .fc-daygrid-day-number": { color: token("fg-muted"), fontWeight: "normal" },
  "& .fc-list-day-cushion": { backgroundColor: token("bg-muted") },
  "& .fc-event": { cursor: "pointer", borderWidth: "2px", borderRadius: "sm", whiteSpace: "normal" },
  "& .fc-event:focus-visible": { outline: "3px solid", outlineColor: token("brand-focus-ring"), outlineOffset: "2px" },
  "& .fc-event .fc-event-main, & .fc-event .fc-event-title, & .fc-list-event-title a": { color: token("fg") },
  "& .fc-daygrid-event .fc-event-title": { whiteSpace: "normal", fontSize: "xs", padding: "1px 2px" },
  "& .fc-list-event-dot": { display: "none" },
  "& .fc-list-event td": { backgroundColor: "transparent" },
  "& .cal-hold": { ...statusFill("yellow"), borderStyle: "dashed" },
  "& .cal-confirmed": { ...statusFill("green"), borderStyle: "solid" },
  "& .cal-released, & .cal-cancelled": { ...statusFill("gray"), textDecoration: "line-through" },
  "& .cal-released .fc-event-title, & .cal-cancelled .fc-event-title, & .cal-released a, & .cal-cancelled a": {
    textDecoration: "line-through",
  },
  "& .cal-cancelled": { borderStyle: "dotted" },
  "& .cal-bookout": {
    ...statusFill("purple"),
    backgroundImage:
      "repeating-linear-gradient(135deg, transparent 0 6px, color-mix(in srgb, " + `${token("purple-solid")} 25%, transparent) 6px 9px)`,
  },
  // A clash (work on booked-out days) keeps its status's pattern and gains a red outline.
  "& .cal-clash": { outline: "2px solid", outlineColor: token("red-solid"), outlineOffset: "1px" },
  // The list view draws a row per event: the pattern goes on its title cell.
  "& .fc-list-event.cal-event": { backgroundColor: "transparent", backgroundImage: "none" },
  "& .fc-list-event.cal-hold .fc-list-event-title": { borderInlineStart: "4px dashed", borderColor: token("yellow-solid") },
  "& .fc-list-event.cal-confirmed .fc-list-event-title": { borderInlineStart: "4px solid", borderColor: token("green-solid") },
  "& .fc-list-event.cal-released .fc-list-event-title, & .fc-list-event.cal-cancelled .fc-list-event-title": {
    borderInlineStart: "4px dotted",
    borderColor: token("gray-solid"),
  },
  "& .fc-list-event.cal-bookout .fc-list-event-title": { borderInlineStart: "4px double", borderColor: token("purple-solid") },
};

/** A legend swatch: the same class as the events, drawn as a small box. */
export const swatchCss: SystemStyleObject = {
  ...calendarCss,
  "& .cal-event": { display: "inline-block", width: "6", height: "4", borderWidth: "2px", borderRadius: "sm" },
};
