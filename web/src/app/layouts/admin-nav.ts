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
] as const;
