import * as ui from './styles.css.ts';

/**
 * The thin indeterminate progress bar every loading state uses: a named progressbar with no value
 * (plain markup: it is on every first page, so it carries no component library code).
 */
export function Progress({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} className={ui.progress}>
      <div className={ui.progressTrack}>
        <div className={ui.progressFill} />
      </div>
    </div>
  );
}
