import { paths } from "../paths";

/**
 * The admin sidebar's sections, in the specification's order (docs/product.md#admin-layout), then
 * the screens added since. `count` names a number shown beside the label.
 */
export const ADMIN_NAV: ReadonlyArray<{ label: string; to: string; count?: "unreadMessages" | "pendingProfileChanges" }> = [
  { label: "Dashboard", to: paths.admin.dashboard() },
  { label: "Talents", to: paths.admin.talents() },
  { label: "Categories", to: paths.admin.categories() },
  { label: "Talent Information", to: paths.admin.talentInfo() },
  { label: "Talent Requests", to: paths.admin.requests() },
  { label: "Clients", to: paths.admin.clients() },
  { label: "News Updates", to: paths.admin.news() },
  { label: "Testimonials", to: paths.admin.testimonials() },
  { label: "Bulk Image Upload", to: paths.admin.bulkUpload() },
  { label: "Messages", to: paths.admin.messages(), count: "unreadMessages" },
  // Added since: the bookings calendar, talents' proposed changes, staff accounts, one's own password and
  // client packages come after the spec's list.
  { label: "Calendar", to: paths.admin.calendar() },
  // What talents propose from their portal waits here for staff.
  { label: "Changes to review", to: paths.admin.profileChanges(), count: "pendingProfileChanges" },
  { label: "Packages", to: paths.admin.packages() },
  { label: "Staff", to: paths.admin.staff() },
  { label: "My Account", to: paths.admin.account() },
];

/**
 * The sidebar's current item: the list a record was opened from (router state `navFrom`, set by the
 * roster's links to the editor), else the item whose address the page's starts with.
 */
export function currentNavItem(pathname: string, navFrom?: unknown): string | undefined {
  if (typeof navFrom === "string" && ADMIN_NAV.some((item) => item.to === navFrom)) return navFrom;
  return ADMIN_NAV.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`))?.to;
}
