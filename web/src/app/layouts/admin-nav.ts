import { paths } from "../paths";

/** The admin sidebar's sections, in the specification's order (admin-area.md, Admin layout). */
export const ADMIN_NAV = [
  { label: "Dashboard", to: paths.admin.dashboard() },
  { label: "Talents", to: paths.admin.talents() },
  { label: "Categories", to: paths.admin.categories() },
  { label: "Talent Information", to: paths.admin.talentInfo() },
  { label: "Talent Requests", to: paths.admin.requests() },
  { label: "Clients", to: paths.admin.clients() },
  { label: "News Updates", to: paths.admin.news() },
  { label: "Testimonials", to: paths.admin.testimonials() },
  { label: "Bulk Image Upload", to: paths.admin.bulkUpload() },
  // Issue 11: staff accounts, one's own password and client packages come after the spec's list.
  { label: "Packages", to: paths.admin.packages() },
  { label: "Staff", to: paths.admin.staff() },
  { label: "My Account", to: paths.admin.account() },
] as const;
