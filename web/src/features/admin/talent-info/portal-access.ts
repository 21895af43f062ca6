import { formatDateTime } from "#common/dates";

// The talent portal account's state in words, as staff read it on the talent page.

export type PortalAccessLike = {
  status: "NONE" | "INVITED" | "ACTIVE" | "INACTIVE";
  invitationExpiresAt?: string | null;
  lastLoginAt?: string | null;
};

export function portalAccessText(access: PortalAccessLike, now: Date = new Date()): string {
  switch (access.status) {
    case "NONE":
      return "Not invited";
    case "INVITED": {
      const expires = access.invitationExpiresAt;
      if (!expires) return "Invited";
      return new Date(expires).getTime() > now.getTime()
        ? `Invited, link valid until ${formatDateTime(expires)}`
        : `Invited, the link expired on ${formatDateTime(expires)}`;
    }
    case "ACTIVE":
      return access.lastLoginAt ? `Active, last signed in ${formatDateTime(access.lastLoginAt)}` : "Active, not signed in yet";
    case "INACTIVE":
      return "Access removed";
  }
}

/** The invitation button's words: a first invitation, or a new link for one not used yet. */
export function inviteLabel(status: PortalAccessLike["status"]): string | null {
  if (status === "NONE" || status === "INACTIVE") return "Invite to talent portal";
  if (status === "INVITED") return "Send a new link";
  return null;
}
