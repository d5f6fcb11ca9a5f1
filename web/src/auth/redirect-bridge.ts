import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

/**
 * The page the identity provider's popup comes back to (/redirect-bridge.html): it hands the
 * answer to the portal window that opened it, which reads the token, and the popup is closed.
 * Nothing of the answer is kept here.
 */
broadcastResponseToMainFrame().catch((error: unknown) => {
  console.warn('The sign-in answer could not be handed back:', error);
  const status = document.getElementById('bridge-status');
  if (status)
    status.textContent =
      'The sign-in could not be handed back to the portal. Close this window and try again.';
});
