// What each route carries for the layouts: its spec entry. Its own module so the
// layouts read it without importing the route table that imports them.
import type { RouteDef } from '../../src/common/routes';

export interface RouteHandle {
  def: RouteDef;
}
