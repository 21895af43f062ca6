// The labels the public request and contact forms show, in one place so that their messages
// (common/schemas/) can be held to naming them (common/schemas/public-messages.test.ts). The
// submission form's labels are the talent field table's (common/talent-fields.ts).

export const REQUEST_LABELS = {
  clientName: "Client Name",
  organizationName: "Organization Name",
  phone: "Phone",
  email: "Email",
  projectDescription: "Project Description",
  projectStartDate: "Project Start Date",
  projectEndDate: "Project End Date",
  requestedTalentIds: "Talent",
} as const;

export const CONTACT_LABELS = {
  name: "Name",
  email: "Email",
  phone: "Phone (optional)",
  subject: "Subject",
  message: "Message",
} as const;
