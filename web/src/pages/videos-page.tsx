import { findMenuEntry } from '@portal/hooks/menu';
import type { MenuItem } from '@portal/sdk';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { safeVideoSource } from '../dialogs/guidance-dialog.tsx';
import { HelpVideo } from '../dialogs/help-video.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import * as pageStyles from '../ui/page-tabs.css.ts';
import { Progress } from '../ui/progress.tsx';
import * as ui from '../ui/styles.css.ts';
import { PageNotFound } from './dynamic-page.tsx';
import * as styles from './videos-page.css.ts';

/**
 * A page of the videos area (/informational-videos-main-dashboard/*): the video of the menu
 * item the URL names, played with English captions, and every video of the videos menu.
 */
export function VideosPage() {
  const shell = useShell();
  const location = useLocation();
  const entry = shell.menu ? findMenuEntry(shell.menuMap, location.pathname) : undefined;
  const item = entry?.item;
  const title = item?.displayName;
  useDocumentTitle(title ?? (shell.menu ? 'Page not found' : undefined));

  // The frame learns the page's name and video (feedback, the guidance dialog, the audit).
  const { setPage } = shell;
  useEffect(() => {
    setPage({ displayName: title, uuid: item?.uuid, name: item?.name, assistanceSrc: item?.assistanceSrc });
  }, [setPage, title, item?.uuid, item?.name, item?.assistanceSrc]);

  const videos = useMemo(
    () => [...shell.menuMap.values()].map((e) => e.item).filter((i: MenuItem) => i.assistanceSrc),
    [shell.menuMap],
  );

  if (!shell.menu) return <Progress label="Loading the videos" />;
  if (!item) {
    return (
      <>
        <h1 className={pageStyles.heading}>Page not found</h1>
        <PageNotFound />
      </>
    );
  }
  const src = safeVideoSource(item.assistanceSrc);
  return (
    <>
      <h1 className={pageStyles.heading}>{item.displayName}</h1>
      {item.description ? <p className={ui.muted}>{item.description}</p> : null}
      <div className={styles.layout}>
        <section aria-label={`Video: ${item.displayName}`}>
          {src ? (
            <HelpVideo key={src} src={src} title={item.displayName} />
          ) : (
            <p>This video is not available yet.</p>
          )}
        </section>
        <nav aria-labelledby="videos-list-heading">
          <h2 id="videos-list-heading" className={styles.listHeading}>
            All videos
          </h2>
          <ul className={styles.list}>
            {videos.map((video) => (
              <li key={video.uuid}>
                <Link
                  to={`${shell.basePath}/${video.name}`}
                  className={styles.item}
                  aria-current={video.uuid === item.uuid ? 'page' : undefined}
                >
                  {video.displayName}
                  {video.description ? (
                    <span className={styles.itemDescription}>{video.description}</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
