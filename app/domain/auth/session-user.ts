/** The signed-in user as the session keeps it, from the verified id token. */
export type SessionUser = {
  /** The provider's subject: the user's stable id (the OTA stores it with bookings). */
  sub: string;
  name: string;
  email: string;
  roles: string[];
  /** The tenant (ibeUid) the provider says the user belongs to, when it says one. */
  tenant: string | null;
};

/** What the browser may know about the session: its status and what the header shows. */
export type SessionStatus = { status: "authenticated"; name: string; isAdmin: boolean } | { status: "unauthenticated" };
