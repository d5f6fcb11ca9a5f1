/**
 * The request layer's key of a custom report's settings: the custom report page and the report
 * view read them under the same key, so the settings are fetched once.
 */
export const customReportKey = (id: string) => ['custom-report', id] as const;

/** Spec section 9: one report variant (the custom report page) fills the viewport minus 95 px. */
export const CUSTOM_REPORT_HEIGHT_OFFSET_PX = 95;
