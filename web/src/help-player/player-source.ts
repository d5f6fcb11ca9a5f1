/** A help video's file: of this origin, under /media/, with a video file's name. */
export const VIDEO_FILE = /\.(webm|mp4|m4v|ogv)$/i;

/** The player page's address for a help video: the guidance dialog's embedded frame loads it. */
export const HELP_PLAYER_PATH = '/help-player.html';

export function helpPlayerUrl(src: string, title: string, origin: string): string {
  const url = new URL(HELP_PLAYER_PATH, origin);
  url.searchParams.set('src', new URL(src, origin).pathname);
  url.searchParams.set('title', title);
  return `${url.pathname}${url.search}`;
}

/**
 * The video a player page's address names, when it may play it: a path of this origin under
 * /media/ naming a video file, and nothing else (no other origin, no script or data address).
 */
export function playerVideo(search: string, origin: string): { src: string; title: string } | undefined {
  const params = new URLSearchParams(search);
  const raw = params.get('src');
  if (!raw?.startsWith('/') || raw.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !url.pathname.startsWith('/media/') || !VIDEO_FILE.test(url.pathname))
    return undefined;
  return { src: url.pathname, title: (params.get('title') ?? '').slice(0, 200) || 'Help video' };
}

/** The captions of a help video: the WebVTT file of the same name next to it. */
export function captionsOf(src: string): string {
  return src.replace(VIDEO_FILE, '.vtt');
}

/** What the player page tells the dialog around it when the video cannot be loaded. */
export const PLAYER_FAILED_MESSAGE = 'portal-help-video-failed';

/** What the player page tells the dialog when Escape is pressed in it: the dialog closes, as it does outside. */
export const PLAYER_ESCAPE_MESSAGE = 'portal-help-video-escape';
