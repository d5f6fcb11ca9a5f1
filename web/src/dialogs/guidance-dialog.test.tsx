import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuidanceDialog, safeVideoSource } from './guidance-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The backend's answers to the dialog's checks of the video file, in turn (the last one stays). */
function videoAnswers(...answers: Response[]) {
  const asked: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: string, init: RequestInit) => {
      asked.push(init);
      return (answers.length > 1 ? answers.shift() : answers[0]) as Response;
    }),
  );
  return asked;
}

function open(assistanceSrc: string | undefined, onClose = () => {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <GuidanceDialog isOpen onClose={onClose} pageName="Cost overview" assistanceSrc={assistanceSrc} />
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Cost overview' });
}

describe('GuidanceDialog', () => {
  it("plays the help video in an embedded frame: the portal's player page, once the file is there", async () => {
    const asked = videoAnswers(new Response(null, { status: 200 }));
    const dialog = open('/media/videos/cost-overview.webm');
    expect(within(dialog).getByRole('status').textContent).toBe('Loading the help video…');
    const frame = await within(dialog).findByTitle('Help video: Cost overview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(
      '/help-player.html?src=%2Fmedia%2Fvideos%2Fcost-overview.webm&title=Cost+overview',
    );
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox.filter((token) => /top-navigation|popups|forms|modals/.test(token))).toEqual([]);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(asked).toEqual([{ method: 'HEAD', cache: 'no-store' }]);
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('says so when the page has no help video, or one from an unsafe place', () => {
    let dialog = open(undefined);
    expect(within(dialog).getByText('This page has no help video yet.')).toBeDefined();
    expect(dialog.querySelector('video')).toBeNull();
    cleanup();
    dialog = open('http://elsewhere.example/tour.webm');
    expect(within(dialog).getByText('This page has no help video yet.')).toBeDefined();
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('says the video could not be loaded when the file is missing, with a link to the file', async () => {
    const asked = videoAnswers(new Response(null, { status: 404 }));
    const dialog = open('/media/videos/missing.webm');
    expect((await within(dialog).findByText(/could not be loaded/)).textContent).toContain(
      'The help video could not be loaded.',
    );
    expect(asked).toEqual([{ method: 'HEAD', cache: 'no-store' }]);
    expect(within(dialog).getByRole('link', { name: 'Open the video file' }).getAttribute('href')).toBe(
      '/media/videos/missing.webm',
    );
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('asks again when the player page says it cannot load the file, and says so', async () => {
    videoAnswers(new Response(null, { status: 200 }));
    const dialog = open('/media/videos/cost-overview.webm');
    const frame = (await within(dialog).findByTitle('Help video: Cost overview')) as HTMLIFrameElement;
    // The player page's message, from its own window and this origin.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: 'portal-help-video-failed',
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    expect((await within(dialog).findByText(/could not be loaded/)).textContent).toContain(
      'The help video could not be loaded.',
    );
  });

  it('closes when Escape is pressed in the player page (its message), as with the focus outside the frame', async () => {
    videoAnswers(new Response(null, { status: 200 }));
    const onClose = vi.fn();
    const dialog = open('/media/videos/cost-overview.webm', onClose);
    const frame = (await within(dialog).findByTitle('Help video: Cost overview')) as HTMLIFrameElement;
    window.dispatchEvent(
      new MessageEvent('message', {
        data: 'portal-help-video-escape',
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('ignores such a message from another origin', async () => {
    videoAnswers(new Response(null, { status: 200 }));
    const dialog = open('/media/videos/cost-overview.webm');
    const frame = (await within(dialog).findByTitle('Help video: Cost overview')) as HTMLIFrameElement;
    window.dispatchEvent(
      new MessageEvent('message', {
        data: 'portal-help-video-failed',
        origin: 'https://evil.example',
        source: frame.contentWindow,
      }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(within(dialog).getByTitle('Help video: Cost overview')).toBe(frame);
  });

  it('says a video still being recorded is being prepared, and plays it once it is there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    videoAnswers(
      new Response(null, { status: 503, headers: { 'Retry-After': '15' } }),
      new Response(null, { status: 503, headers: { 'Retry-After': '15' } }),
      new Response(null, { status: 200 }),
    );
    const dialog = open('/media/videos/cost-overview.webm');
    expect(
      await within(dialog).findByText(
        'This help video is being prepared. It plays here as soon as it is ready.',
      ),
    ).toBeDefined();
    expect(dialog.querySelector('iframe')).toBeNull();
    // Asked again after Retry-After: still being prepared, then there.
    await act(() => vi.advanceTimersByTimeAsync(15_500));
    expect(within(dialog).getByRole('status').textContent).toContain('being prepared');
    await act(() => vi.advanceTimersByTimeAsync(15_500));
    expect(within(dialog).getByTitle('Help video: Cost overview').tagName).toBe('IFRAME');
    expect(within(dialog).queryByText(/being prepared/)).toBeNull();
  });

  it('plays a hosted player in a sandboxed frame that runs its scripts, never navigating the portal', () => {
    const dialog = open('https://help.example/player/tour');
    const frame = within(dialog).getByTitle('Help video: Cost overview');
    expect(frame.tagName).toBe('IFRAME');
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-same-origin']));
    expect(sandbox.filter((token) => /top-navigation|popups|forms|modals/.test(token))).toEqual([]);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
  });

  it("runs a help page of the portal's own origin at an opaque origin, so it cannot lift its sandbox", () => {
    const dialog = open('/media/help/tour.html');
    const sandbox = (
      within(dialog).getByTitle('Help video: Cost overview').getAttribute('sandbox') ?? ''
    ).split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(sandbox.filter((token) => /top-navigation/.test(token))).toEqual([]);
  });

  it('closes with the Close button, which has the focus', async () => {
    const onClose = vi.fn();
    videoAnswers(new Response(null, { status: 200 }));
    const dialog = open('/media/videos/overview.webm', onClose);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('safeVideoSource', () => {
  it('keeps same-origin and https sources only', () => {
    expect(safeVideoSource('/media/videos/a.webm')).toBe(`${window.location.origin}/media/videos/a.webm`);
    expect(safeVideoSource('https://cdn.example/a.webm')).toBe('https://cdn.example/a.webm');
    expect(safeVideoSource('http://cdn.example/a.webm')).toBeUndefined();
    expect(safeVideoSource('javascript:alert(1)')).toBeUndefined();
  });
});
