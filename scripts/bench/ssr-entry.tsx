// Bundled by scripts/bench.mjs for Node: the Worker's app beside a bare React
// render of the same tree, so both are timed in one process on the same input.
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../../client/app/providers';
import { routes } from '../../client/app/routes';
import { createI18n } from '../../client/lib/i18n';
import { createQueryClient } from '../../client/lib/query-client';
import { meQueryKey } from '../../client/features/auth/api/get-me';
import { dehydrate } from '@tanstack/react-query';
import { ptBR } from '../../src/common/i18n/pt-BR';
import { app } from '../../src/app';

export { app };

/**
 * A bare render that builds what any request must: React Router's match for
 * the URL and a fresh query cache. No middleware, sessions, i18n lookup or
 * document shell: the fair floor for "React rendering this page for a request".
 */
export function prepareBarePerRequest(url: string) {
  const handler = createStaticHandler(routes);
  const i18n = createI18n('pt-BR', ptBR);
  const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'p', emulatorUrl: null };
  return async () => {
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    queryClient.setQueryData(meQueryKey, null);
    const stream = await renderToReadableStream(
      <AppProviders i18n={i18n} queryClient={queryClient} dehydrated={dehydrate(queryClient)} firebase={firebase}>
        <StaticRouterProvider router={router} context={context} nonce="n" />
      </AppProviders>,
    );
    return new Response(stream).text();
  };
}

/** Everything prepared once; each call is React's render of the page and nothing else. */
export async function prepareBare(url: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createI18n('pt-BR', ptBR);
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, null);
  const dehydrated = dehydrate(queryClient);
  const firebase = { apiKey: 'k', authDomain: 'd', projectId: 'p', emulatorUrl: null };
  return async () => {
    const stream = await renderToReadableStream(
      <AppProviders i18n={i18n} queryClient={queryClient} dehydrated={dehydrated} firebase={firebase}>
        <StaticRouterProvider router={router} context={context} nonce="n" />
      </AppProviders>,
    );
    return new Response(stream).text();
  };
}
