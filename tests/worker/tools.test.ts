import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/common/catalogue';
import { call, signedIn } from './helpers';

describe('tool catalogue and the image editor status', () => {
  it('answers the catalogue to a signed-in user only', async () => {
    expect((await call('/api/v1/tools/catalogue')).status).toBe(401);
    const { cookie } = await signedIn();
    expect(await (await call('/api/v1/tools/catalogue', { headers: { Cookie: cookie } })).json()).toEqual(CATALOGUE);
  });

  it('the image editor status is ready (issue 34: the tool is available), with the time it was checked', async () => {
    const { cookie } = await signedIn();
    const before = Date.now();
    const res = await call('/api/v1/tools/image-editor/status', { headers: { Cookie: cookie } });
    const body = (await res.json()) as { status: string; checkedAt: string };
    expect(body.status).toBe('ready');
    expect(Date.parse(body.checkedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});
