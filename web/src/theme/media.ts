import { MOBILE_BREAKPOINT_QUERY } from '@portal/hooks/menu';

/**
 * The layout's breakpoints, named once for every style sheet.
 *
 * - `mobile`: the spec's mobile layout (side menu as an overlay, content padding halved), shared
 *   with the layout controller in hooks/core.
 * - `phone`: a phone-sized screen (issue 28), where the top bar has no room for the search box,
 *   dialogs take the whole screen and the report toolbar sits above the report instead of on it.
 */
export const media = {
  mobile: MOBILE_BREAKPOINT_QUERY,
  phone: '(max-width: 700px)',
} as const;
