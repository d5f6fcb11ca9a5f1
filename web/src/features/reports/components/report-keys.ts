/** Spec section 9: one report variant (the custom report page) fills the viewport minus 95 px. */
export const CUSTOM_REPORT_HEIGHT_OFFSET_PX = 95;
