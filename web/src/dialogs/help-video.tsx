import { useHelpVideo } from '@portal/hooks/react';
import { useEffect, useRef } from 'react';
import {
  helpPlayerUrl,
  PLAYER_ESCAPE_MESSAGE,
  PLAYER_FAILED_MESSAGE,
  VIDEO_FILE,
} from '../help-player/player-source.ts';
import * as styles from './help-video.css.ts';

/**
 * The sandbox of a help page shown in a frame: a hosted player needs its scripts (and, on its own
 * origin, that origin for its storage and media), and full screen through `allow`. A page of this
 * origin runs its scripts at an opaque origin instead (with this origin's rights it could lift its
 * own sandbox). Never top navigation, popups or forms: the portal stays where it is.
 */
export function helpFrameSandbox(src: string): string {
  const url = new URL(src, window.location.origin);
  return url.origin === window.location.origin
    ? 'allow-scripts allow-presentation'
    : 'allow-scripts allow-same-origin allow-presentation';
}

/**
 * A help video in an embedded frame (spec section 5): a video file of this origin plays in the
 * portal's player page (/help-player.html: the native player, keyboard-operable, English captions
 * on by default), once the file is known to be there; any other source is a page, framed as it is.
 * `src` must already have passed safeVideoSource.
 */
export function HelpVideo({ src, title }: { src: string; title: string }) {
  const url = new URL(src, window.location.origin);
  if (VIDEO_FILE.test(url.pathname) && url.origin === window.location.origin) {
    return <PlayerFrame src={url.pathname} title={title} />;
  }
  return (
    <iframe
      className={styles.page}
      src={src}
      title={`Help video: ${title}`}
      sandbox={helpFrameSandbox(src)}
      allow="fullscreen; picture-in-picture; encrypted-media"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * The player page in a frame. The file is asked for first (hooks' HelpVideoController): one still
 * being recorded says so and plays once it is there; a missing one says it could not be loaded.
 * The player page tells the dialog when it cannot load the file after all.
 */
function PlayerFrame({ src, title }: { src: string; title: string }) {
  const video = useHelpVideo(src);
  const frame = useRef<HTMLIFrameElement>(null);
  const { playerFailed } = video;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data === PLAYER_FAILED_MESSAGE) playerFailed();
      // Escape pressed in the player: handed to the dialog around the frame, which closes.
      if (event.data === PLAYER_ESCAPE_MESSAGE)
        frame.current?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playerFailed]);
  if (video.status === 'preparing') {
    return (
      <p className={styles.message} role="status">
        This help video is being prepared. It plays here as soon as it is ready.
      </p>
    );
  }
  if (video.status === 'checking') {
    return (
      <p className={styles.message} role="status">
        Loading the help video…
      </p>
    );
  }
  if (video.status === 'unavailable') {
    return (
      <p className={styles.message} role="status">
        The help video could not be loaded. <a href={src}>Open the video file</a> instead.
      </p>
    );
  }
  return (
    <div className={styles.frame}>
      <iframe
        key={video.attempt}
        ref={frame}
        className={styles.video}
        src={helpPlayerUrl(src, title, window.location.origin)}
        title={`Help video: ${title}`}
        // The portal's own page: its script reads the address, plays nothing but a video of /media/.
        sandbox="allow-scripts allow-same-origin"
        allow="fullscreen; picture-in-picture"
      />
    </div>
  );
}
