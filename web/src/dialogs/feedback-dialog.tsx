import {
  canSubmitFeedback,
  EMPTY_FEEDBACK,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_STARS,
  type FeedbackDraft,
  feedbackErrors,
  toFeedback,
} from '@portal/hooks/forms';
import { type AlertQueue, TOOLTIP_DELAY_MS } from '@portal/hooks/frame';
import { FEEDBACK_TYPES, type FeedbackType } from '@portal/sdk';
import { useEffect, useState } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
  ToggleButton,
} from 'react-aria-components';
import { useApiMutation } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { ActionButton } from '../ui/button.tsx';
import * as styles from '../ui/dialog.css.ts';
import { Hint } from '../ui/hint.tsx';
import { Icon } from '../ui/icons.tsx';
import { Popover } from '../ui/popover.tsx';
import { StandardDialog } from '../ui/standard-dialog.tsx';
import * as ui from '../ui/styles.css.ts';

/** Spec section 8, feedback. */
export const FEEDBACK_TEXTS = {
  thanksTitle: 'Thank you',
  thanks: 'Your feedback has been submitted and will be reviewed by our team.',
  errorTitle: 'Error',
  error: 'Something went wrong, please try again later.',
} as const;

const TYPE_LABELS: Record<FeedbackType, string> = {
  Feedback: 'Feedback',
  FR: 'FR (Feature Request)',
  Bug: 'Bug',
  Comment: 'Comment',
  Suggestion: 'Suggestion',
};

export interface FeedbackDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The thanks has closed (the feedback dialog closed before it): the focus goes back to the opener. */
  onThanked?: () => void;
  alerts: AlertQueue;
  /** The page the feedback is about: a menu page by uuid, any other by its route. */
  page: { displayName: string; route: string; menuUuid: string | undefined; tabName: string | undefined };
}

/** 'Feedback: {page display name}': five stars, a type, a comment; 80% wide up to 800px. */
export function FeedbackDialog({ isOpen, onClose, onThanked, alerts, page }: FeedbackDialogProps) {
  // Feedback changes nothing the portal reads.
  const send = useApiMutation(portalApi.submitFeedback);
  const [draft, setDraft] = useState<FeedbackDraft>(EMPTY_FEEDBACK);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (isOpen) setDraft(EMPTY_FEEDBACK);
  }, [isOpen]);

  const update = (change: Partial<FeedbackDraft>) => setDraft((d) => ({ ...d, ...change, touched: true }));
  const errors = feedbackErrors(draft);

  async function submit() {
    if (!canSubmitFeedback(draft)) return;
    setSending(true);
    const sent = await send
      .mutateAsync([
        toFeedback(
          draft,
          page.menuUuid
            ? { menuUuid: page.menuUuid, tabName: page.tabName }
            : { route: page.route, displayName: page.displayName, tabName: page.tabName },
        ),
      ])
      .then(
        () => true,
        () => false,
      );
    setSending(false);
    if (sent) {
      onClose();
      await alerts.open({
        icon: 'success',
        title: FEEDBACK_TEXTS.thanksTitle,
        text: FEEDBACK_TEXTS.thanks,
        confirmText: 'Close',
        timer: 4000,
      });
      onThanked?.();
    } else {
      // The form stays as it was, so nothing the user wrote is lost.
      await alerts.open({
        icon: 'error',
        title: FEEDBACK_TEXTS.errorTitle,
        text: FEEDBACK_TEXTS.error,
        confirmText: 'Close',
      });
    }
  }

  return (
    <StandardDialog isOpen={isOpen} onClose={onClose} title={`Feedback: ${page.displayName}`}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Rating</legend>
        <div className={styles.stars}>
          {Array.from({ length: FEEDBACK_STARS }, (_, i) => i + 1).map((n) => (
            <Hint
              key={n}
              content={`Rating: ${n}`}
              delay={TOOLTIP_DELAY_MS.navbar}
              className={styles.tooltip}
              offset={4}
            >
              {(touch) => (
                <ToggleButton
                  {...touch}
                  className={styles.star}
                  aria-label={`Rating: ${n}`}
                  isSelected={draft.rating >= n}
                  onChange={() => update({ rating: draft.rating === n ? 0 : n })}
                >
                  <Icon name="star" size={26} />
                </ToggleButton>
              )}
            </Hint>
          ))}
        </div>
      </fieldset>
      <Select
        className={styles.field}
        selectedKey={draft.type}
        onSelectionChange={(key) => update({ type: key as FeedbackType })}
      >
        <Label className={styles.label}>Type</Label>
        <Button className={styles.selectButton}>
          <SelectValue />
          <Icon name="chevronDown" size={16} />
        </Button>
        <Popover className={styles.popover}>
          <ListBox>
            {FEEDBACK_TYPES.map((type) => (
              <ListBoxItem key={type} id={type} className={styles.option}>
                {TYPE_LABELS[type]}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
      <TextField
        className={styles.field}
        value={draft.comment}
        onChange={(comment) => update({ comment })}
        isRequired
        isInvalid={draft.touched && errors.length > 0}
      >
        <Label className={styles.label}>Comment (please do not include personal details)</Label>
        <TextArea className={styles.textarea} />
        <Text slot="description" className={styles.hint}>
          {draft.comment.length} / {FEEDBACK_COMMENT_MAX}
        </Text>
        {draft.touched && errors.length > 0 ? (
          <Text slot="errorMessage" className={styles.error}>
            {errors.join(' ')}
          </Text>
        ) : null}
      </TextField>
      <div className={ui.dialogActions}>
        <ActionButton onPress={onClose}>Close</ActionButton>
        <ActionButton variant="primary" onPress={submit} isDisabled={!canSubmitFeedback(draft) || sending}>
          Submit
        </ActionButton>
      </div>
    </StandardDialog>
  );
}
