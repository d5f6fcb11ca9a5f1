/**
 * @portal/hooks/forms: Forms: entity forms with the contract's field rules, editable lists,
 * feedback. Framework-free; the React bindings are @portal/hooks/react.
 *
 * @packageDocumentation
 */
export {
  type CrossFieldRule,
  contractFields,
  EditableList,
  type EditableListApi,
  type EditableListMode,
  type EditableListOptions,
  type EditableListState,
  EntityForm,
  type EntityFormState,
  type EntityFormStatus,
  type FieldErrors,
  type FieldFlags,
  type FieldKind,
  type FieldProblem,
  type FieldSpec,
  type FormSpec,
  formatBytes,
  type SubmitOutcome,
  saveFailureMessage,
  validateEntity,
} from './core/entity-form.ts';
export {
  canSubmitFeedback,
  EMPTY_FEEDBACK,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_STARS,
  type FeedbackDraft,
  type FeedbackPage,
  feedbackErrors,
  toFeedback,
} from './core/feedback.ts';
