// Between the Worker and its organization's live object (decision 066): the
// object is reached only through the binding, so these headers, set by the
// Worker after it checked the session and the membership, are trusted there.
export const LIVE_USER_HEADER = 'X-Live-User';
/** The person's name, URI-encoded (a header carries no "ç" as it is). */
export const LIVE_NAME_HEADER = 'X-Live-Name';
export const LIVE_BROADCAST_PATH = '/broadcast';
/** The object's address inside the binding; any host, it never leaves the runtime. */
export const LIVE_ORIGIN = 'https://org-live.internal';
