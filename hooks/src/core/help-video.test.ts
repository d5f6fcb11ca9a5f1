import { describe, expect, it, vi } from 'vitest';
import { checkHelpVideo, HELP_VIDEO_RETRY_MS, helpVideoAvailability } from './help-video.ts';

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
