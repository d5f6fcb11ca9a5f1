import { useCallback, useState } from 'react';
import { Checkbox, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { usePortal } from '../lib/portal-context.tsx';
import { ActionButton } from '../ui/button.tsx';
import * as ui from '../ui/styles.css.ts';
import { showToast } from '../ui/toasts.tsx';
import { useAcceptEula, useTermsDocument } from './api.ts';
import * as styles from './terms-gate.css.ts';

/** Spec section 8, terms. */
export const TERMS_TEXTS = {
  loadFailed: 'Failed to load Terms and Conditions',
  acceptFailedTitle: 'Error',
  acceptFailed: 'Error accepting Terms and Conditions. Please consult your support team.',
  accepted: 'Terms and Conditions accepted',
  notAccepted: 'Not Accepted',
} as const;

/**
 * Accepts the terms for the tenant and says how it went in the spec's toasts; the function it
 * returns answers true when accepted.
 */
export function useAcceptTerms(): () => Promise<boolean> {
  const { toasts } = usePortal();
  const { mutateAsync } = useAcceptEula();
  return useCallback(async () => {
    const accepted = await mutateAsync([]).then(
      () => true,
      () => false,
    );
    if (accepted) showToast(toasts, { variant: 'success', title: TERMS_TEXTS.accepted });
    else
      showToast(toasts, {
        variant: 'error',
        title: TERMS_TEXTS.acceptFailedTitle,
        description: TERMS_TEXTS.acceptFailed,
      });
    return accepted;
  }, [mutateAsync, toasts]);
}

export { useTermsDocument } from './api.ts';

/** The terms document in a sandboxed frame: none of its scripts can run. */
export function TermsFrame({ html }: { html: string }) {
  return <iframe className={styles.frame} title="Terms and Conditions document" sandbox="" srcDoc={html} />;
}

export interface TermsGateProps {
  /** The `eula` URL of the portal settings. */
  eulaUrl: string | undefined;
  canAccept: boolean;
  onAccepted: () => void;
  onLogout: () => void;
}

/**
 * The terms modal the server demands (forceEula): 800px wide with a 500px document frame, no
 * Escape and no close icon. The document renders in a sandboxed frame: no script of it can run.
 */
export function TermsGate({ eulaUrl, canAccept, onAccepted, onLogout }: TermsGateProps) {
  const acceptTerms = useAcceptTerms();
  const [agreed, setAgreed] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const terms = useTermsDocument(eulaUrl);
  const failed = !eulaUrl || terms.isError;

  async function accept() {
    setAccepting(true);
    const accepted = await acceptTerms();
    setAccepting(false);
    if (accepted) onAccepted();
  }

  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className={ui.modalOverlay}>
      <Modal className={`${ui.modal} ${ui.modalWidth.terms}`}>
        <Dialog className={ui.dialog}>
          <Heading slot="title" className={ui.dialogTitle}>
            Terms and Conditions
          </Heading>
          {failed ? (
            <p role="alert" className={ui.alertText}>
              {TERMS_TEXTS.loadFailed}
            </p>
          ) : terms.data === undefined ? (
            // The frame is made once, with the whole document: a frame whose srcdoc changed from a
            // placeholder was once seen to keep showing the placeholder (a clean-clone run).
            <p role="status" className={styles.pending}>
              Loading the terms…
            </p>
          ) : (
            <TermsFrame html={terms.data} />
          )}
          {canAccept ? (
            <Checkbox
              className={styles.checkbox}
              isSelected={agreed}
              onChange={setAgreed}
              isDisabled={terms.data === undefined}
            >
              <span className={styles.box} aria-hidden="true">
                {agreed ? '✓' : ''}
              </span>
              I have read and accept the Terms and Conditions
            </Checkbox>
          ) : (
            <p className={styles.notice}>
              <strong>{TERMS_TEXTS.notAccepted}:</strong> the Terms and Conditions have not been accepted for
              your tenant yet. Your data stays restricted until a user who may accept them does so.
            </p>
          )}
          <div className={ui.dialogActions}>
            <ActionButton onPress={onLogout}>Logout</ActionButton>
            {canAccept ? (
              <ActionButton variant="primary" onPress={accept} isDisabled={!agreed || accepting}>
                Accept
              </ActionButton>
            ) : null}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
