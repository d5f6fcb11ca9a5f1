/**
 * The page's list of the chunks each route starts with (a JSON data block the build writes into
 * index.html, build/chunk-groups.ts), which early.ts preloads for the opened route only: the frame on
 * a portal page, the sign-in page's own chunk on /login.
 */
export const ROUTE_PRELOADS_ID = 'route-preloads';

export interface RoutePreload {
  /** The route's path; with `prefix`, every path under it too. */
  path: string;
  prefix: boolean;
  scripts: string[];
  styles: string[];
}

export interface RoutePreloads {
  routes: RoutePreload[];
}

/** The preloads of the route `pathname` opens, if the list has it. */
export function preloadsFor(preloads: Partial<RoutePreloads>, pathname: string): RoutePreload | undefined {
  return preloads.routes?.find((route) =>
    route.prefix ? pathname === route.path || pathname.startsWith(`${route.path}/`) : pathname === route.path,
  );
}
