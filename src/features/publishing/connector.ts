// The one interface every network's connector implements (decision 057). The
// consumer hands it the post, the decrypted token and the idempotency key; a
// connector answers the published URL or throws ConnectorError, saying whether
// trying again later can help (rate limits, timeouts, 5xx) or not (a refused post).
import type { Network } from '../../common/contracts/publishing';
import type { Db } from '../../db/client';

export interface PublishFile {
  id: string;
  name: string;
  kind: 'video' | 'image';
  r2Key: string;
}

export interface PublishRequest {
  /** Post and network: a network that sees it twice must keep one post. */
  idempotencyKey: string;
  organizationId: string;
  accountName: string;
  token: string;
  caption: string;
  title: string;
  files: PublishFile[];
}

export class ConnectorError extends Error {
  constructor(
    /** The network's own words, kept as the post's failure reason. */
    readonly reason: string,
    readonly retryable: boolean,
  ) {
    super(reason);
  }
}

export interface ConnectorDeps {
  db: Db;
}

export interface Connector {
  publish(deps: ConnectorDeps, post: PublishRequest): Promise<{ url: string }>;
}

export type Connectors = Record<Network, Connector>;
