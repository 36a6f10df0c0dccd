// Connected social accounts (decision 057): admins connect and disconnect; the
// network's token is stored only as ciphertext (platform/token-cipher).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiError } from '../../common/api-error';
import type { connectAccountSchema, Network, PublishStatusView, SocialAccountView } from '../../common/contracts/publishing';
import type { Db } from '../../db/client';
import { orgRowOr404 } from '../../db/org-row';
import { competitorChannels, socialAccounts, type SocialAccount } from '../../db/schema';
import { base64url, newId, randomBytes } from '../../platform/crypto';
import { encryptToken } from '../../platform/token-cipher';
import { isProduction, type Env } from '../../env';
import type { OrgAccess } from '../orgs/access';
import { configuredNetworks, revokeAccount, type OAuthProviders, type TokenDeps } from './oauth';
import { OAUTH_PROVIDERS } from './providers';

/**
 * Which networks this deployment may connect here, without OAuth: the test network is an
 * offline stand-in, so production offers none rather than a fake. The real networks
 * connect only through their OAuth flow.
 */
export const availableNetworks = (production: boolean): Network[] => (production ? [] : ['test']);

/** What the panel offers: the test network outside production, then each real network whose client keys are set (decision 078). */
export const offeredNetworks = (env: Env, providers: OAuthProviders = OAUTH_PROVIDERS): Network[] => [
  ...availableNetworks(isProduction(env)),
  ...configuredNetworks(env, providers),
];

const view = (a: SocialAccount): SocialAccountView => ({
  id: a.id,
  network: a.network as Network,
  displayName: a.displayName,
  connectedAt: new Date(a.createdAt).toISOString(),
});

export async function publishStatus(db: Db, { org }: OrgAccess, networks: Network[]): Promise<PublishStatusView> {
  const rows = await db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.organizationId, org.id))
    .orderBy(socialAccounts.createdAt)
    .all();
  return { networks, accounts: rows.map(view) };
}

/**
 * The test network has no OAuth: it hands out a random token, which still takes
 * the encryption path every real network's token will take.
 */
export async function connectAccount(
  deps: { db: Db; secret: string; production: boolean },
  access: OrgAccess,
  input: z.output<typeof connectAccountSchema>,
  now = Date.now(),
): Promise<SocialAccountView> {
  if (!availableNetworks(deps.production).includes(input.network)) throw new ApiError('publish_network_unavailable');
  const existing = await deps.db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.organizationId, access.org.id), eq(socialAccounts.network, input.network)))
    .get();
  if (existing) throw new ApiError('publish_account_exists');
  const id = newId('sac');
  const token = `test_${base64url(randomBytes(24))}`;
  const row = await deps.db
    .insert(socialAccounts)
    .values({
      id,
      organizationId: access.org.id,
      network: input.network,
      displayName: input.displayName,
      tokenCiphertext: await encryptToken(deps.secret, id, token),
      connectedBy: access.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return view(row!);
}

/**
 * Its queued posts stay and fail when they fire (account_disconnected); published ones keep their history.
 * A real network is first asked to revoke the grant, best effort (decision 078).
 */
export async function disconnectAccount(deps: Omit<TokenDeps, 'db'> & { db: Db }, { org }: OrgAccess, id: string): Promise<void> {
  const row = await orgRowOr404(deps.db, socialAccounts, org.id, id);
  await revokeAccount(deps, row);
  await deps.db.delete(socialAccounts).where(eq(socialAccounts.id, row.id));
  // The competitor analysis compared this channel as the organization's own (decision 085): it goes with the account.
  if (row.network === 'youtube')
    await deps.db
      .delete(competitorChannels)
      .where(and(eq(competitorChannels.organizationId, org.id), eq(competitorChannels.own, true)))
      .run();
}
