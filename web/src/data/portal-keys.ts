/** The request layer's keys of what the frame shows of the tenant: the Branding settings invalidate them. */
export const BRANDING_QUERY_KEY = ['branding'] as const;
export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** The files keys of branding: the logo, the short logo of the collapsed side menu, the favicon. */
export const BRANDING_FILES = {
  logo: 'branding-logo',
  shortLogo: 'branding-short-logo',
  icon: 'branding-icon',
} as const;
