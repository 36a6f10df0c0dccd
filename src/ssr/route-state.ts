// React Router's static handler for the page tree, with its answer per URL remembered.
import { createStaticHandler, createStaticRouter, type StaticHandlerContext } from 'react-router';
import { routes } from '../../client/entry.server';

const handler = createStaticHandler(routes);

export interface RouteState {
  context: StaticHandlerContext;
  router: ReturnType<typeof createStaticRouter>;
}

const MAX_URLS = 500;
const MAX_KEY_LENGTH = 512;
const byUrl = new Map<string, RouteState>();

/**
 * No page route has a loader or an action, so what the static handler works out
 * for a GET (the matches, the lazy page modules, the status) depends on the URL
 * alone. Working it out costs about a tenth of a page render (~25 route patterns,
 * one data-strategy pass), so an isolate remembers the last URLs it served, least
 * recently used first out. Only read during rendering, so concurrent renders can
 * share it. A match that ever gains a loader or action is not remembered.
 */
export async function routeState(request: Request): Promise<RouteState | Response> {
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  const hit = byUrl.get(key);
  if (hit) {
    byUrl.delete(key);
    byUrl.set(key, hit);
    return hit;
  }
  const context = await handler.query(request);
  if (context instanceof Response) return context;
  const state: RouteState = { context, router: createStaticRouter(handler.dataRoutes, context) };
  const pure = context.matches.every((m) => !m.route.loader && !m.route.action);
  if (pure && context.statusCode === 200 && key.length <= MAX_KEY_LENGTH) {
    if (byUrl.size >= MAX_URLS) byUrl.delete(byUrl.keys().next().value!);
    byUrl.set(key, state);
  }
  return state;
}
