import type { Feedback, FeedbackType } from '@portal/sdk';

/** Spec sections 5 and 9. */
export const FEEDBACK_COMMENT_MAX = 2000;
export const FEEDBACK_STARS = 5;

export interface FeedbackDraft {
  rating: number;
  type: FeedbackType;
  comment: string;
  /** The user has changed something: submit stays off until then. */
  touched: boolean;
}

export const EMPTY_FEEDBACK: FeedbackDraft = { rating: 0, type: 'Feedback', comment: '', touched: false };

/** The comment's validation messages; none when valid. */
export function feedbackErrors(draft: FeedbackDraft): string[] {
  const errors: string[] = [];
  if (draft.comment.trim() === '') errors.push('A comment is required.');
  if (draft.comment.length > FEEDBACK_COMMENT_MAX)
    errors.push(`The comment can be at most ${FEEDBACK_COMMENT_MAX} characters.`);
  return errors;
}

/** Submit is disabled while the form is invalid or untouched. */
export function canSubmitFeedback(draft: FeedbackDraft): boolean {
  return draft.touched && feedbackErrors(draft).length === 0;
}

/**
 * The page feedback is about: a menu page by its uuid, any other page (Settings, Release Notes,
 * My Metrics, a custom report) by its route and display name.
 */
export type FeedbackPage =
  | { menuUuid: string; tabName?: string | undefined }
  | { route: string; displayName: string; tabName?: string | undefined };

/** The entity the backend stores. */
export function toFeedback(draft: FeedbackDraft, page: FeedbackPage): Feedback {
  return {
    ...('menuUuid' in page
      ? { menuUuid: page.menuUuid }
      : { pageRoute: page.route, pageName: page.displayName }),
    ...(page.tabName ? { tabName: page.tabName } : {}),
    rating: Math.max(0, Math.min(FEEDBACK_STARS, Math.round(draft.rating))),
    type: draft.type,
    comment: draft.comment.trim(),
  };
}
