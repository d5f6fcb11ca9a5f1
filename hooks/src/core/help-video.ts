/**
 * Whether a help video file can play now: a help dialog asks when its player could not load the
 * file. A backend that is still recording its videos answers 503 with Retry-After (the reference
 * backend does while `./portal start` records them after the portal answers): the video is being
 * prepared, and is asked for again after that wait.
 */
export type HelpVideoAvailability =
  | { status: 'ready' }
  | { status: 'preparing'; retryAfterMs: number }
  | { status: 'unavailable' };

/** The wait before asking again when the answer names none, and the bounds of a named one. */
export const HELP_VIDEO_RETRY_MS = { fallback: 15_000, min: 2_000, max: 120_000 } as const;

/** Reads the answer to a HEAD request for the video file. */
export function helpVideoAvailability(
  response: Pick<Response, 'ok' | 'status' | 'headers'>,
): HelpVideoAvailability {
  if (response.ok) return { status: 'ready' };
  if (response.status !== 503) return { status: 'unavailable' };
  const seconds = Number(response.headers.get('Retry-After'));
  const named = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : HELP_VIDEO_RETRY_MS.fallback;
  return {
    status: 'preparing',
    retryAfterMs: Math.min(HELP_VIDEO_RETRY_MS.max, Math.max(HELP_VIDEO_RETRY_MS.min, named)),
  };
}

/** Asks for the video file (HEAD, never from a cache) and reads the answer. */
export async function checkHelpVideo(
  src: string,
  fetch: (input: string, init: RequestInit) => Promise<Response>,
): Promise<HelpVideoAvailability> {
  return helpVideoAvailability(await fetch(src, { method: 'HEAD', cache: 'no-store' }));
}
