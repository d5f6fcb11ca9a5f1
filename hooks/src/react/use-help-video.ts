import { useEffect, useState } from 'react';
import { HelpVideoController, type HelpVideoState } from '../core/help-video.ts';
import { useStore } from './use-store.ts';

const fetchWith = (input: string, init: RequestInit) => fetch(input, init);

/**
 * A help video's availability for as long as the component shows it (hooks' HelpVideoController):
 * asked for at once, again while it is being prepared; `playerFailed` when the player cannot load it.
 */
export function useHelpVideo(src: string): HelpVideoState & { playerFailed: () => void } {
  const [controller] = useState(() => ({ src, value: new HelpVideoController(src, fetchWith) }));
  // A new source is another video: a controller of its own.
  const [current, setCurrent] = useState(controller);
  if (current.src !== src) setCurrent({ src, value: new HelpVideoController(src, fetchWith) });
  const video = current.value;
  useEffect(() => {
    video.start();
    return () => video.dispose();
  }, [video]);
  const state = useStore(video);
  return { ...state, playerFailed: () => video.playerFailed() };
}
