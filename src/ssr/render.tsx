// Server rendering of a page: the same route tree and providers as the browser,
// streamed with React's renderToReadableStream, document and all.
import { dehydrate } from '@tanstack/react-query';
import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouterProvider } from 'react-router';
import {
  serializeBootState,
  type BootState,
  AppProviders,
  PAGE_FILES,
  PROTECTED_LAYOUT_FILE,
  meQueryKey,
  orgsQueryKey,
  createI18n,
  createQueryClient,
  createMeStore,
} from '../../client/entry.server';
import { listOrganizations } from '../features/orgs/service';
import type { i18n as I18n } from 'i18next';
import { loadMessages } from '../common/i18n';
import type { Locale } from '../common/locales';
import type { RouteDef, RouteId } from '../common/routes';
import { emulatorHost } from '../env';
import { presentUser } from '../features/auth/present';
import type { AppEnv } from '../types';
import { loadManifest, messageFiles, pageAssets } from './assets';
import { Document } from './document';
import { routeState } from './route-state';

// One i18next instance per locale for the isolate's life: the server only
// reads from it (t), never changes its language or resources.
const i18nByLocale = new Map<Locale, I18n>();
async function serverI18n(locale: Locale): Promise<I18n> {
  let i18n = i18nByLocale.get(locale);
  if (!i18n) {
    i18n = createI18n(locale, await loadMessages(locale));
    i18nByLocale.set(locale, i18n);
  }
  return i18n;
}

export async function renderPage(c: Context<AppEnv>, locale: Locale, route: RouteDef): Promise<Response> {
  const matched = await routeState(c.req.raw as unknown as Request);
  if (matched instanceof Response) return matched;
  const { context, router } = matched;

  const i18n = await serverI18n(locale);
  const queryClient = createQueryClient();
  const auth = c.var.auth;
  const me = auth ? presentUser(auth.user) : null;
  queryClient.setQueryData(meQueryKey, me);
  // The header shows the active organization and its balance on every signed-in page.
  if (auth) queryClient.setQueryData(orgsQueryKey, await listOrganizations(c.var.db, auth.user));

  const emulator = emulatorHost(c.env, c.req.url);
  const state: BootState = {
    locale,
    firebase: {
      apiKey: c.env.FIREBASE_API_KEY,
      authDomain: c.env.FIREBASE_AUTH_DOMAIN,
      projectId: c.env.FIREBASE_PROJECT_ID,
      emulatorUrl: emulator ? `http://${emulator}` : null,
    },
    dehydrated: dehydrate(queryClient),
  };

  const nonce = c.var.nonce;
  const files = [PAGE_FILES[route.id as RouteId], ...messageFiles(locale, route.id)];
  if (route.access === 'protected') files.push(PROTECTED_LAYOUT_FILE);
  const body = await renderToReadableStream(
    <Document
      lang={locale}
      title={`${i18n.t(route.titleKey)} · Palco`}
      description={i18n.t('app.tagline')}
      nonce={nonce}
      assets={pageAssets(await loadManifest(c.env), files)}
      bootJson={serializeBootState(state)}
    >
      <AppProviders
        i18n={i18n}
        queries={{ client: queryClient, dehydrated: state.dehydrated }}
        me={createMeStore(me)}
        firebase={state.firebase}
      >
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </AppProviders>
    </Document>,
    {
      nonce,
      onError(error) {
        console.error(JSON.stringify({ level: 'error', requestId: c.var.requestId, message: String(error) }));
      },
    },
  );
  // Through c.body so headers set earlier on the context (cookies) are kept.
  return c.body(body, context.statusCode as 200, { 'Content-Type': 'text/html; charset=utf-8' });
}
