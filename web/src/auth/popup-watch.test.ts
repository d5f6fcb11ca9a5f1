import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_CHANNEL, type BridgeSignal } from './bridge-channel.ts';
import { PopupWatch } from './identity-client.ts';

/** The redirect bridge's side of the channel, as the bridge page posts on it. */
function bridgeSays(signal: BridgeSignal) {
  const channel = new BroadcastChannel(BRIDGE_CHANNEL);
  channel.postMessage(signal);
  channel.close();
}

/** A broadcast reaches the other side on a later turn of the event loop. */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the office token popup watch', () => {
  const open = window.open;
  const popup = { closed: false };
  let watch: PopupWatch;
  let outcome: string;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    popup.closed = false;
    outcome = 'waiting';
    window.open = () => popup as unknown as Window;
    watch = new PopupWatch();
    window.open('/authorize', 'popup');
    watch.closedWithoutAnswer().catch((error: { errorCode: string }) => {
      outcome = error.errorCode;
    });
  });

  afterEach(() => {
    watch.release();
    vi.useRealTimers();
    window.open = open;
  });

  it('takes a window closed without an answer as a cancelled sign-in, a moment after', async () => {
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_250);
    expect(outcome).toBe('waiting');
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome).toBe('user_cancelled');
  });

  it('waits for the token however long it takes once the bridge said the answer came', async () => {
    bridgeSays('answered');
    await delivered();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(outcome).toBe('waiting');
  });

  it('takes the window closing as a cancel again when the bridge could not hand the answer over', async () => {
    bridgeSays('answered');
    await delivered();
    bridgeSays('failed');
    await delivered();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_750);
    expect(outcome).toBe('user_cancelled');
  });
});
