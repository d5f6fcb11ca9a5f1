/**
 * The signed-in frame's code as one lazy module (issue 32): the guarded layouts, the menu-driven
 * page and the screens' registry load together, as one chunk (build/chunk-groups.ts), rather than
 * as three small files each pointing into it.
 */
export { DynamicPage } from '../pages/dynamic-page.tsx';
export { prefetchScreen, startScreenCode } from '../screens/registry.ts';
export { GuardedPortal, GuardedVideos } from './guarded-layout.tsx';
