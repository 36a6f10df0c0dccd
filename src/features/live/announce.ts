// Tells the organization's live object that something changed, so it pushes
// the change to every open tab (decision 066). After the answer, not before:
// the request's own change has landed, and a live channel that is down (the
// object restarting, a deploy) never fails it; the failure is logged.
import type { Context } from 'hono';
import type { DurableObjectNamespace } from '@cloudflare/workers-types';
import type { LiveChange } from '../../common/contracts/live';
import type { OrgEnv } from '../orgs/access';
import type { AppEnv } from '../../types';
import { LIVE_BROADCAST_PATH, LIVE_GUEST_REVOKE_PATH, LIVE_ORIGIN } from './protocol';

/** The organization's one object: its id is derived from the organization's id, so every Worker instance reaches the same one. */
export const orgLiveStub = (ns: DurableObjectNamespace, orgId: string) => ns.get(ns.idFromName(orgId));

export async function sendChange(ns: DurableObjectNamespace, orgId: string, changes: LiveChange[]): Promise<void> {
  // One call for a bulk change's many projects.
  const res = await orgLiveStub(ns, orgId).fetch(`${LIVE_ORIGIN}${LIVE_BROADCAST_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  });
  if (!res.ok) throw new Error(`live broadcast answered ${res.status}`);
}

/** Announces the changes of this request, in the background of its answer. */
export const announce = (c: Context<OrgEnv>, ...changes: LiveChange[]): void => announceTo(c, c.var.access.org.id, ...changes);

/** The same for a request with no member behind it (a guest's, decision 069): the organization is named. */
export function announceTo(c: Pick<Context<AppEnv>, 'env' | 'var' | 'executionCtx'>, orgId: string, ...changes: LiveChange[]): void {
  if (changes.length === 0) return;
  const sent = sendChange(c.env.ORG_LIVE, orgId, changes).catch((err: unknown) =>
    console.error(
      JSON.stringify({ level: 'warn', requestId: c.var.requestId, message: 'live broadcast failed', orgId, error: String(err) }),
    ),
  );
  try {
    c.executionCtx.waitUntil(sent);
  } catch {
    // No execution context (a direct app.request in a test): the promise runs on its own.
  }
}

/** A revoked review link's open sockets are closed (decision 076), in the background of the answer. */
export function closeGuestSockets(c: Pick<Context<AppEnv>, 'env' | 'var' | 'executionCtx'>, orgId: string, linkId: string): void {
  const sent = orgLiveStub(c.env.ORG_LIVE, orgId)
    .fetch(`${LIVE_ORIGIN}${LIVE_GUEST_REVOKE_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ linkId }),
    })
    .then((res) => {
      if (!res.ok) throw new Error(`live revoke answered ${res.status}`);
    })
    .catch((err: unknown) =>
      console.error(
        JSON.stringify({ level: 'warn', requestId: c.var.requestId, message: 'live revoke failed', orgId, error: String(err) }),
      ),
    );
  try {
    c.executionCtx.waitUntil(sent);
  } catch {
    // No execution context (a direct app.request in a test): the promise runs on its own.
  }
}
