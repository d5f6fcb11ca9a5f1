import { ActionButton } from '../ui/button.tsx';
import { StandardDialog } from '../ui/standard-dialog.tsx';
import * as ui from '../ui/styles.css.ts';
import { HelpVideo } from './help-video.tsx';

/** Only same-origin or https help videos are embedded. */
export function safeVideoSource(src: string | undefined): string | undefined {
  if (!src) return undefined;
  try {
    const url = new URL(src, window.location.origin);
    if (url.origin === window.location.origin || url.protocol === 'https:') return url.href;
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The guidance dialog: the page name and its help video in a frame (a recorded video of the
 * portal with English captions, see tests/videos); 80% wide up to 800px.
 */
export function GuidanceDialog({
  isOpen,
  onClose,
  pageName,
  assistanceSrc,
}: {
  isOpen: boolean;
  onClose: () => void;
  pageName: string;
  assistanceSrc: string | undefined;
}) {
  const src = safeVideoSource(assistanceSrc);
  return (
    <StandardDialog isOpen={isOpen} onClose={onClose} title={pageName}>
      {src ? <HelpVideo src={src} title={pageName} /> : <p>This page has no help video yet.</p>}
      <div className={ui.dialogActions}>
        <ActionButton onPress={onClose} autoFocus>
          Close
        </ActionButton>
      </div>
    </StandardDialog>
  );
}
