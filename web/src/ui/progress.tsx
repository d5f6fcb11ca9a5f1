import { ProgressBar } from 'react-aria-components';
import * as ui from './styles.css.ts';

/** The thin indeterminate progress bar every loading state uses. */
export function Progress({ label }: { label: string }) {
  return (
    <ProgressBar aria-label={label} isIndeterminate className={ui.progress}>
      <div className={ui.progressTrack}>
        <div className={ui.progressFill} />
      </div>
    </ProgressBar>
  );
}
