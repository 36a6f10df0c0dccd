// A brand kit made through the API in a signed-in page: the tools' e2e files that
// brand their output start from one (issue 34's image editor and cut-out).
import type { Page } from 'playwright-core';

export const KIT = { primary: '#e4572e', secondary: '#0ea5e9', accent: '#f59e0b', text: '#1d3557', background: '#f1faee' };

/** The organization's default kit: KIT's colours, Playfair Display for headings, Inter for the body. */
export function defaultKit(page: Page, org: string): Promise<string> {
  return page.evaluate(
    async ([o, colors]) => {
      const send = async (path: string, body: unknown, method = 'POST') => {
        const res = await fetch(`/api/v1/orgs/${o}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!res.ok) throw new Error(`${path} ${res.status}`);
        return (await res.json()) as { id: string };
      };
      const kit = await send('/brand-kits', { name: 'Ágata' });
      await send(
        `/brand-kits/${kit.id}`,
        { colors, fonts: { heading: { source: 'bundled', id: 'playfair-display' }, body: { source: 'bundled', id: 'inter' } } },
        'PATCH',
      );
      await send(`/brand-kits/${kit.id}/default`, {});
      return kit.id;
    },
    [org, KIT] as const,
  );
}
