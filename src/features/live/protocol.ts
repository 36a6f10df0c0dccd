// Between the Worker and its organization's live object (decision 066): the
// object is reached only through the binding, so these headers, set by the
// Worker after it checked the session and the membership, are trusted there.
export const LIVE_USER_HEADER = 'X-Live-User';
/** The person's name, URI-encoded (a header carries no "ç" as it is). */
export const LIVE_NAME_HEADER = 'X-Live-Name';
export const LIVE_BROADCAST_PATH = '/broadcast';
/** The object's address inside the binding; any host, it never leaves the runtime. */
export const LIVE_ORIGIN = 'https://org-live.internal';

/** A guest's socket (decision 076): the link's id, its one project, and when it expires (ms since the epoch). */
export const LIVE_GUEST_LINK_HEADER = 'X-Live-Guest-Link';
export const LIVE_GUEST_PROJECT_HEADER = 'X-Live-Guest-Project';
export const LIVE_GUEST_EXPIRES_HEADER = 'X-Live-Guest-Expires';
export const LIVE_GUEST_CONNECT_PATH = '/connect-guest';
/** The Worker tells the object a link was revoked: its sockets are closed. */
export const LIVE_GUEST_REVOKE_PATH = '/revoke-guest';
/** The close code a guest's socket gets when its link is revoked or has expired (the page stops listening). */
export const LIVE_GUEST_GONE_CODE = 4404;
