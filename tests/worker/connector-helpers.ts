// What the network connectors' tests share: a refusal read as the ConnectorError it must be.
import { expect } from 'vitest';
import { ConnectorError } from '../../src/features/publishing/connector';

/** The error `p` rejects with, which must be a ConnectorError (a resolve fails the test). */
export async function refusal(p: Promise<unknown>): Promise<ConnectorError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}
