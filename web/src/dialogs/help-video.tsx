import { checkHelpVideo, type HelpVideoAvailability } from '@portal/hooks/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as styles from './help-video.css.ts';

/** Video files play in the browser's own player; any other source is a page, shown in a frame. */
const VIDEO_FILE = /\.(webm|mp4|m4v|ogv)$/i;

/**
 * The captions of a help video: the WebVTT file of the same name next to it (the recorded
 * videos of tests/videos come with one). Only for videos of this origin, which needs no CORS.
 */
export function captionsFor(src: string): string | undefined {
  const url = new URL(src, window.location.origin);
  if (url.origin !== window.location.origin || !VIDEO_FILE.test(url.pathname)) return undefined;
  return `${url.pathname.replace(VIDEO_FILE, '.vtt')}`;
}

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
 * A help video in a frame: the native player with its keyboard-operable controls and English
 * captions on by default; a message when the video cannot be loaded. `src` must already have
 * passed safeVideoSource.
 */
export function HelpVideo({ src, title }: { src: string; title: string }) {
  const url = new URL(src, window.location.origin);
  if (!VIDEO_FILE.test(url.pathname)) {
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
  return <VideoFile src={src} title={title} sameOrigin={url.origin === window.location.origin} />;
}

/**
 * The native player. When it cannot load the file, the file is asked for once (a video of this
 * origin): one that is still being recorded says so and plays once it is there; any other shows
 * that it could not be loaded.
 */
function VideoFile({ src, title, sameOrigin }: { src: string; title: string; sameOrigin: boolean }) {
  // Each failure of the player starts one check; the player loads again once a check finds the
  // file there after it was being prepared.
  const [failures, setFailures] = useState(0);
  const [loads, setLoads] = useState(0);
  const [waited, setWaited] = useState(false);
  const check = useQuery<HelpVideoAvailability>({
    queryKey: ['help-video', src, failures],
    queryFn: () => checkHelpVideo(src, (input, init) => fetch(input, init)),
    enabled: failures > loads && sameOrigin,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) =>
      query.state.data?.status === 'preparing' ? query.state.data.retryAfterMs : false,
    // A tab in the background asks too: the video plays when the user comes back to it.
    refetchIntervalInBackground: true,
  });
  const failed = failures > loads;
  const state = check.data?.status;
  if (failed && state === 'preparing' && !waited) setWaited(true);
  // Ready after it was being prepared: the player loads again (remounted below).
  const nowThere = failed && state === 'ready' && waited;
  if (nowThere) {
    setLoads(failures);
    setWaited(false);
  }
  if (failed && !nowThere) {
    if (state === 'preparing') {
      return (
        <p className={styles.message} role="status">
          This help video is being prepared. It plays here as soon as it is ready.
        </p>
      );
    }
    if (sameOrigin && check.isPending) {
      return (
        <p className={styles.message} role="status">
          Loading the help video…
        </p>
      );
    }
    return (
      <p className={styles.message} role="status">
        The help video could not be loaded. <a href={src}>Open the video file</a> instead.
      </p>
    );
  }
  const captions = captionsFor(src);
  return (
    <div className={styles.frame}>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there whenever the video has one */}
      <video
        key={loads}
        className={styles.video}
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={`Help video: ${title}`}
        onError={() => setFailures(loads + 1)}
      >
        {captions ? <track kind="captions" src={captions} srcLang="en" label="English" default /> : null}
        <p>
          Your browser cannot play this video. <a href={src}>Download the video</a>.
        </p>
      </video>
    </div>
  );
}
