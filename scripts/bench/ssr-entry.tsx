// Bundled by scripts/bench.mjs for Node: the Worker's app beside a bare React
// render of the same HTML (document and all), so both are timed in one process
// on the same input. The bare render is React's work and nothing else: the route
// match, query cache and boot state are prepared once.
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { serializeBootState, type BootState } from '../../client/lib/boot-state';
import { AppProviders } from '../../client/app/providers';
import { routes } from '../../client/app/routes';
import { PAGE_FILES } from '../../client/app/page-files';
import { createI18n } from '../../client/lib/i18n';
import { createQueryClient } from '../../client/lib/query-client';
import { meQueryKey } from '../../client/services/auth/current-user';
import { createMeStore } from '../../client/services/auth/me-store';
import { dehydrate } from '@tanstack/react-query';
import { ptBR } from '../../src/common/i18n/pt-BR';
import { matchRoute } from '../../src/common/routes';
import { messageFiles, pageAssets, type Manifest } from '../../src/ssr/assets';
import { Document } from '../../src/ssr/document';
import { app } from '../../src/app';

export { app };

const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'p', emulatorUrl: null };

/** Everything prepared once; each call is React's render of the page and nothing else. */
export async function prepareBare(url: string, manifest: Manifest) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n('pt-BR', ptBR);
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, null);
  const state: BootState = { locale: 'pt-BR', firebase, dehydrated: dehydrate(queryClient) };
  const bootJson = serializeBootState(state);
  const assets = pageAssets(manifest, [PAGE_FILES.landing, ...messageFiles('pt-BR', 'landing')]);
  const title = `${i18n.t(matchRoute('')!.route.titleKey)} · Palco`;
  const description = i18n.t('app.tagline');
  return async (nonce: string) => {
    const stream = await renderToReadableStream(
      <Document lang="pt-BR" title={title} description={description} nonce={nonce} assets={assets} bootJson={bootJson}>
        <AppProviders
          i18n={i18n}
          queries={{ client: queryClient, dehydrated: state.dehydrated }}
          me={createMeStore(null)}
          firebase={firebase}
        >
          <StaticRouterProvider router={router} context={context} nonce={nonce} />
        </AppProviders>
      </Document>,
      { nonce },
    );
    return new Response(stream).text();
  };
}
