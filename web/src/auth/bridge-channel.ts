/**
 * The channel on which the redirect bridge (web/redirect-bridge.html) tells the portal window that
 * the identity provider's answer came back to it, or that handing it over failed. It carries no
 * part of the answer; MSAL hands that over on its own channel.
 */
export const BRIDGE_CHANNEL = 'portal-redirect-bridge';

export type BridgeSignal = 'answered' | 'failed';
