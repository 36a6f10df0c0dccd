// The landing, a first visit, is drawn with the shell's messages alone and
// without the query library (decision 050). What the browser draws from the
// shell's messages must be what the server drew from all of them, or hydration
// would not match: a key of the landing or its shell moved out of the shell
// shows up here as a difference.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@client/app/providers';
import { routes } from '@client/app/routes';
import { createI18n } from '@client/lib/i18n';
import { followMe } from '@client/services/auth/current-user';
import { createMeStore, meFromDehydrated, meQueryKey } from '@client/services/auth/me-store';
import type { CurrentUser } from '@src/common/contracts/auth';
import { loadAppMessages, loadMessages, loadShellMessages } from '@src/common/i18n';
import { LOCALES, type Locale } from '@src/common/locales';

const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'p', emulatorUrl: null };
const user = { id: 'usr_1', email: 'lia@example.com', displayName: 'Lia' } as unknown as CurrentUser;

async function landingHtml(locale: Locale, messages: Parameters<typeof createI18n>[1], me: CurrentUser | null) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://palco.test/${locale}`));
  if (context instanceof Response) throw new Error('the landing redirected');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders
      i18n={createI18n(locale, messages)}
      queries={{ client: null, dehydrated: { mutations: [], queries: [] } }}
      me={createMeStore(me)}
      firebase={firebase}
    >
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}

describe('the landing on a first visit', () => {
  it.each(LOCALES)('draws the same page from the shell messages as from all of them (%s), signed in or not', async (locale) => {
    const shell = await loadShellMessages(locale);
    const all = await loadMessages(locale);
    for (const me of [null, user]) {
      const fromShell = await landingHtml(locale, shell, me);
      expect(fromShell).toBe(await landingHtml(locale, all, me));
      // It is the landing, in its language, not a page of keys.
      expect(fromShell).toContain(all.landing.heroTitle);
      expect(fromShell.includes(all.landing.goToDashboard)).toBe(me !== null);
    }
  });

  it('splits each locale in two without a section in both', async () => {
    for (const locale of LOCALES) {
      const shell = Object.keys(await loadShellMessages(locale));
      const app = Object.keys(await loadAppMessages(locale));
      expect(shell.filter((k) => app.includes(k))).toEqual([]);
      expect([...shell, ...app].sort()).toEqual(Object.keys(await loadMessages(locale)).sort());
    }
  });
});

describe('the signed-in user without the query library', () => {
  it('is read from the dehydrated queries the server rendered', () => {
    const client = new QueryClient();
    client.setQueryData(meQueryKey, user);
    expect(meFromDehydrated(dehydrate(client))).toEqual(user);
    client.setQueryData(meQueryKey, null);
    expect(meFromDehydrated(dehydrate(client))).toBeNull();
    expect(meFromDehydrated({ mutations: [], queries: [] })).toBeNull();
  });

  it('follows the me query: a sign-in, a sign-out and a removed query reach the store and its listeners', () => {
    const client = new QueryClient();
    const store = createMeStore(null);
    const seen: Array<CurrentUser | null> = [];
    store.subscribe(() => seen.push(store.get()));
    followMe(client, store);
    client.setQueryData(meQueryKey, user);
    expect(store.get()).toEqual(user);
    client.setQueryData(meQueryKey, null);
    expect(store.get()).toBeNull();
    client.setQueryData(meQueryKey, user);
    client.removeQueries({ queryKey: meQueryKey });
    expect(store.get()).toBeNull();
    expect(seen).toEqual([user, null, user, null]);
  });
});
