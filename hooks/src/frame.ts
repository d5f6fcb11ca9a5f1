/**
 * @portal/hooks/frame: The frame's notices: alerts, toasts, branding, the changelog widget, help
 * videos, hints, tooltips and the not-yet-implemented notice. Framework-free; the React bindings
 * are @portal/hooks/react.
 *
 * @packageDocumentation
 */
export {
  ALERT_ICONS,
  type AlertIcon,
  type AlertOptions,
  AlertQueue,
  type AlertQueueState,
  type AlertResult,
  alertIcon,
  type OpenAlert,
} from './core/alert-queue.ts';
export {
  type BrandingImage,
  type BrandingImageOutcomes,
  BrandingImagesStore,
  type BrandingSources,
  type BrandingState,
  brandingState,
  type PerImage,
} from './core/branding.ts';
export { type ChangelogAttributes, changelogWidgetUrl } from './core/changelog.ts';
export type { HelpVideoState, HelpVideoStatus } from './core/help-video.ts';
export { isNotYetImplemented, NOT_YET_IMPLEMENTED } from './core/not-implemented.ts';
export { ScreenHints } from './core/screen-hints.ts';
export {
  type QueuedToast,
  TOAST_DURATION_MS,
  ToastQueue,
  type ToastQueueOptions,
  type ToastQueueState,
} from './core/toast-queue.ts';
export { TOOLTIP_DELAY_MS, TOOLTIP_VIEWPORT_MARGIN_PX, TouchTooltip } from './core/tooltips.ts';
