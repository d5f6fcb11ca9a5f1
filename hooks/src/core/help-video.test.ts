import { describe, expect, it, vi } from 'vitest';
import {
  checkHelpVideo,
  HELP_VIDEO_RETRY_MS,
  HelpVideoController,
  helpVideoAvailability,
} from './help-video.ts';

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });

describe('help video availability', () => {
  it('is ready on a 2xx, unavailable on a 404 or any other failure', () => {
    expect(helpVideoAvailability(answer(200))).toEqual({ status: 'ready' });
    expect(helpVideoAvailability(answer(404))).toEqual({ status: 'unavailable' });
    expect(helpVideoAvailability(answer(500))).toEqual({ status: 'unavailable' });
  });

  it('is being prepared on a 503, asked again after its Retry-After within bounds', () => {
    expect(helpVideoAvailability(answer(503, { 'Retry-After': '15' }))).toEqual({
      status: 'preparing',
      retryAfterMs: 15_000,
    });
    expect(helpVideoAvailability(answer(503))).toEqual({
      status: 'preparing',
      retryAfterMs: HELP_VIDEO_RETRY_MS.fallback,
    });
    expect(helpVideoAvailability(answer(503, { 'Retry-After': '0' }))).toMatchObject({
      retryAfterMs: HELP_VIDEO_RETRY_MS.fallback,
    });
    expect(helpVideoAvailability(answer(503, { 'Retry-After': '3600' }))).toMatchObject({
      retryAfterMs: HELP_VIDEO_RETRY_MS.max,
    });
    expect(helpVideoAvailability(answer(503, { 'Retry-After': '1' }))).toMatchObject({
      retryAfterMs: HELP_VIDEO_RETRY_MS.min,
    });
  });

  it('asks with HEAD and no cache', async () => {
    const fetch = vi.fn(async () => answer(200));
    await expect(checkHelpVideo('/media/videos/overview.webm', fetch)).resolves.toEqual({ status: 'ready' });
    expect(fetch).toHaveBeenCalledWith('/media/videos/overview.webm', { method: 'HEAD', cache: 'no-store' });
  });
});

describe('HelpVideoController', () => {
  const answer = (status: number, retryAfter?: string) =>
    new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });

  it('asks before the player loads: ready plays, missing says so', async () => {
    const fetch = vi.fn(async () => answer(200));
    const ready = new HelpVideoController('/media/videos/a.webm', fetch);
    ready.start();
    expect(ready.getSnapshot().status).toBe('checking');
    await vi.waitFor(() => expect(ready.getSnapshot()).toEqual({ status: 'ready', attempt: 0 }));
    expect(fetch).toHaveBeenCalledWith('/media/videos/a.webm', { method: 'HEAD', cache: 'no-store' });
    const missing = new HelpVideoController('/media/videos/b.webm', async () => answer(404));
    missing.start();
    await vi.waitFor(() => expect(missing.getSnapshot().status).toBe('unavailable'));
  });

  it('while the video is prepared, asks again after Retry-After and plays it once there', async () => {
    vi.useFakeTimers();
    try {
      const answers = [answer(503, '15'), answer(503, '15'), answer(200)];
      const fetch = vi.fn(async () => answers.shift() ?? answer(200));
      const video = new HelpVideoController('/media/videos/a.webm', fetch);
      video.start();
      await vi.advanceTimersByTimeAsync(0);
      expect(video.getSnapshot().status).toBe('preparing');
      await vi.advanceTimersByTimeAsync(14_999);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(video.getSnapshot()).toEqual({ status: 'ready', attempt: 1 });
      // Disposed: nothing more is asked.
      video.playerFailed();
      video.dispose();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetch).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the player fails, asks again: a file that is there but cannot play is unavailable', async () => {
    const video = new HelpVideoController('/media/videos/a.webm', async () => answer(200));
    video.start();
    await vi.waitFor(() => expect(video.getSnapshot().status).toBe('ready'));
    video.playerFailed();
    await vi.waitFor(() => expect(video.getSnapshot().status).toBe('unavailable'));
  });
});
