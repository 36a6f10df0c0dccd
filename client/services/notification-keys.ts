// The bell's queries, named once: the notifications feature reads them and the
// live channel (decision 066) marks them stale when a comment or a review may
// have made a notification for this tab's person.
export const notificationsKey = (org: string) => ['orgs', org, 'notifications'] as const;
