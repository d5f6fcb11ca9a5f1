import type { SessionNotice } from '@portal/hooks/session';

/** The texts of spec section 8 for sign-in outcomes, word for word. */
export const LOGIN_MESSAGES = {
  permissionNotGranted: 'Permission not granted',
  onboardingDisabled: 'Onboarding is disabled',
  /** Decision 4: begins 'Onboarding is disabled', ends 'Please contact administrator.'. */
  newTenant: (tenant: string) => `Onboarding is disabled for ${tenant}. Please contact administrator.`,
  unableToIdentify: (detail: string) => `Authentication error: Unable to identify user: ${detail}`,
  unidentified: 'Authentication error',
} as const;

/** The sentence the sign-in page shows for a session notice. */
export function noticeText(notice: SessionNotice): string {
  switch (notice.code) {
    case 'permission-not-granted':
      return LOGIN_MESSAGES.permissionNotGranted;
    case 'onboarding-disabled':
      return LOGIN_MESSAGES.onboardingDisabled;
    case 'new-tenant':
      return LOGIN_MESSAGES.newTenant(notice.tenant);
    case 'unable-to-identify':
      return LOGIN_MESSAGES.unableToIdentify(notice.detail);
    case 'unidentified':
      return LOGIN_MESSAGES.unidentified;
  }
}
