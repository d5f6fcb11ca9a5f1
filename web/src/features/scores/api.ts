import type { LicenceQuestionnaireAnswers } from '@portal/sdk';
import { type ApiMutationOptions, useApiMutation } from '../../data/api-query.ts';
import { endpoint } from '../../data/endpoint.ts';

/** What the score screens and the licence questionnaire read and change. */
export const scoresApi = {
  /** The Secure Score with its history, categories and actions. */
  secure: endpoint('scores', 'secure'),
  secureProfiles: endpoint('scores', 'secureProfiles'),
  copilot: endpoint('scores', 'copilot'),
  /** The usage score and its assessment (one answer for both screens). */
  usage: endpoint('scores', 'usage'),
  /** The licence questionnaire as last saved. */
  questionnaire: endpoint('scores', 'questionnaire'),
  /** Saves the questionnaire: see `useSaveQuestionnaire`. */
  saveQuestionnaire: endpoint('scores', 'saveQuestionnaire'),
} as const;

/**
 * Saves the licence questionnaire's answers (admin users); the questionnaire as saved (who saved
 * it and when) is read again after it, nothing else depends on it.
 */
export function useSaveQuestionnaire(
  options: Omit<
    ApiMutationOptions<typeof scoresApi.saveQuestionnaire, LicenceQuestionnaireAnswers>,
    'args'
  > = {},
) {
  return useApiMutation<typeof scoresApi.saveQuestionnaire, LicenceQuestionnaireAnswers>(
    scoresApi.saveQuestionnaire,
    {
      ...options,
      args: (answers) => [answers],
    },
  );
}
