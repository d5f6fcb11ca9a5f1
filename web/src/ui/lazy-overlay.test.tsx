import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortal, type Portal, PortalProvider } from '../lib/portal-context.tsx';
import { DEFAULT_RUNTIME_CONFIG } from '../lib/runtime-config.ts';
import { LazyOverlay, OVERLAY_LOAD_FAILED, OverlayChunk } from './lazy-overlay.tsx';

afterEach(cleanup);

function Dialog({ title }: { title: string }) {
  return <div role="dialog" aria-label={title} />;
}

function Opener({ chunk }: { chunk: OverlayChunk<{ title: string }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <span>{open ? 'open' : 'closed'}</span>
      <LazyOverlay chunk={chunk} when={open} onLoadFailed={() => setOpen(false)} title="Feedback" />
    </>
  );
}

function renderWith(chunk: OverlayChunk<{ title: string }>): Portal {
  const portal = createPortal(DEFAULT_RUNTIME_CONFIG, {
    localStorage,
    sessionStorage,
    location: () => '/billing',
  });
  render(
    <PortalProvider portal={portal}>
      <Opener chunk={chunk} />
    </PortalProvider>,
  );
  return portal;
}

describe('LazyOverlay', () => {
  it('fetches nothing until first opened, then renders the loaded overlay', async () => {
    const load = vi.fn(async () => Dialog);
    renderWith(new OverlayChunk(load));
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the code cannot be fetched, closes the opener, and asks again on the next opening', async () => {
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Dialog);
    const portal = renderWith(new OverlayChunk(load));
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    await vi.waitFor(() =>
      expect(portal.toasts.getSnapshot().visible.map((t) => t.content.title)).toEqual([OVERLAY_LOAD_FAILED]),
    );
    expect(screen.getByText('closed')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Open' }).click());
    expect(await screen.findByRole('dialog', { name: 'Feedback' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload fetches the chunk once, and a failed preload leaves the opening to try again', async () => {
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Dialog);
    const chunk = new OverlayChunk(load);
    await chunk.preload();
    expect(chunk.loaded).toBeUndefined();
    await chunk.preload();
    await chunk.preload();
    expect(chunk.loaded).toBe(Dialog);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
