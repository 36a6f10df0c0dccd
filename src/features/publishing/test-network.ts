// The "Test network" (decision 057): an offline stand-in that records what it
// is asked to publish in a local outbox (readable at /__dev/posts), keyed by
// the idempotency key like a real network's idempotent upload, so a message
// delivered twice leaves one record.
import { eq } from 'drizzle-orm';
import { testNetworkOutbox } from '../../db/schema';
import { newId } from '../../platform/crypto';
import { ConnectorError, type Connector } from './connector';

export const TEST_NETWORK_ORIGIN = 'https://test-network.palco.local';

export const testNetwork: Connector = {
  async publish({ db }, post) {
    // The token went through the cipher and back: a wrong key never reaches here as text like this.
    if (!post.token.startsWith('test_')) throw new ConnectorError('invalid token', false);
    await db
      .insert(testNetworkOutbox)
      .values({
        id: newId('tnp'),
        idempotencyKey: post.idempotencyKey,
        organizationId: post.organizationId,
        accountName: post.accountName,
        caption: post.caption,
        title: post.title,
        files: JSON.stringify(post.files.map(({ id, name, kind }) => ({ id, name, kind }))),
        createdAt: Date.now(),
      })
      .onConflictDoNothing({ target: testNetworkOutbox.idempotencyKey });
    const row = (await db
      .select({ id: testNetworkOutbox.id })
      .from(testNetworkOutbox)
      .where(eq(testNetworkOutbox.idempotencyKey, post.idempotencyKey))
      .get())!;
    return { state: 'published', url: `${TEST_NETWORK_ORIGIN}/p/${row.id}` };
  },
};
