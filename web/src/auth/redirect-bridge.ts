import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { BRIDGE_CHANNEL, type BridgeSignal } from './bridge-channel.ts';

/**
 * The page the identity provider's popup comes back to (/redirect-bridge.html): it hands the
 * answer to the portal window that opened it, which reads the token, and the popup is closed.
 * Nothing of the answer is kept here.
 */
// The portal hears first that an answer came back (not the answer itself): from now on the window
// closing is the hand-over, not a cancelled sign-in, however long the token exchange then takes.
const signals = new BroadcastChannel(BRIDGE_CHANNEL);
const signal = (message: BridgeSignal) => signals.postMessage(message);
signal('answered');
broadcastResponseToMainFrame().catch((error: unknown) => {
  signal('failed');
  console.warn('The sign-in answer could not be handed back:', error);
  const status = document.getElementById('bridge-status');
  if (status)
    status.textContent =
      'The sign-in could not be handed back to the portal. Close this window and try again.';
});
