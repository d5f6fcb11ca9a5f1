/**
 * The page's list of the frame's chunks (a JSON data block the build writes into index.html,
 * build/chunk-groups.ts), which early.ts preloads on a portal page.
 */
export const ROUTE_PRELOADS_ID = 'route-preloads';

export interface RoutePreloads {
  frame: { scripts: string[]; styles: string[] };
}
