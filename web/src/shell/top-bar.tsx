import { TOOLTIP_DELAY_MS } from '@portal/hooks/frame';
import { type SideMenuPanel, sideMenuFlags } from '@portal/hooks/menu';
import { useStore } from '@portal/hooks/react';
import type { BreadcrumbItem } from '@portal/sdk';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { useApiQuery } from '../data/api-query.ts';
import { portalApi } from '../data/portal-endpoints.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { Hint } from '../ui/hint.tsx';
import { Icon } from '../ui/icons.tsx';
import { SIDENAV_TOGGLE_ID } from './side-menu.tsx';
import * as styles from './top-bar.css.ts';

/** Spec section 9: navbar tooltips wait 500 ms. */
function BarButton({
  label,
  icon,
  onPress,
  tooltips,
  className = styles.iconButton,
  children,
}: {
  label: string;
  icon: string;
  onPress: () => void;
  /** Where the tooltip is placed: inside the top bar's landmark (axe 'region'). */
  tooltips: HTMLElement | null;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Hint content={label} delay={TOOLTIP_DELAY_MS.navbar} className={styles.tooltip} container={tooltips}>
      {(touch) => (
        <Button {...touch} className={className} aria-label={label} onPress={onPress}>
          <Icon name={icon} />
          {children}
        </Button>
      )}
    </Hint>
  );
}

const NO_CRUMBS: readonly BreadcrumbItem[] = [];

/** The top bar: the mobile menu toggle, breadcrumbs, the page name, search and the help buttons. */
/** The chat assistant dialog, with react-markdown: its own chunk, loaded on the first open. */
const ChatDialog = lazy(() => import('../features/chat/components/chat-dialog.tsx'));

export function TopBar() {
  const _portal = usePortal();
  const shell = useShell();
  const flags = useStore(shell.layout);
  // The videos area's own menu can be opened and closed on any screen; the portal's on mobile.
  const panel: SideMenuPanel = shell.area === 'videos' ? 'videoSidenav' : 'sidenav';
  const side = sideMenuFlags(flags, panel);
  const [text, setText] = useState('');
  // The tooltips' place, inside the header (the banner landmark).
  const [tooltips, setTooltips] = useState<HTMLDivElement | null>(null);
  // Once opened, the chat stays mounted (closed) so its conversation survives closing the dialog.
  const [chat, setChat] = useState<'never' | 'open' | 'closed'>('never');
  const { uuid: menuUuid, displayName: title } = shell.page;
  // Breadcrumbs that fail to load are left out; the page name still shows.
  const breadcrumb = useApiQuery(portalApi.breadcrumb, [menuUuid ?? ''], {
    enabled: menuUuid !== undefined,
    afterFirstContent: true,
  });
  const crumbs: readonly BreadcrumbItem[] = (menuUuid && breadcrumb.data) || NO_CRUMBS;

  return (
    <header className={styles.bar}>
      {side.mobile || panel === 'videoSidenav' ? (
        <Button
          id={SIDENAV_TOGGLE_ID}
          className={styles.iconButton}
          aria-label={side.open ? 'Close menu' : 'Open menu'}
          aria-expanded={side.open}
          onPress={() => shell.layout.toggle(panel)}
        >
          <Icon name="menu" />
        </Button>
      ) : null}
      <div className={styles.where}>
        {crumbs.length > 1 ? (
          <nav aria-label="Breadcrumbs">
            <ol className={styles.crumbs}>
              {crumbs.map((crumb, index) => (
                <li
                  key={crumb.uuid ?? `${index}-${crumb.displayName}`}
                  className={styles.crumb}
                  aria-current={index === crumbs.length - 1 ? 'page' : undefined}
                >
                  {crumb.displayName}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <span className={styles.pageName}>{title ?? ''}</span>
      </div>
      {/* Plain markup: Enter opens the search dialog with the text, Escape clears it. */}
      <div className={styles.search}>
        <Icon name="search" size={18} />
        <input
          type="search"
          aria-label="Search the portal"
          className={styles.searchInput}
          placeholder="Search (⌘K)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              shell.openSearch(text);
            } else if (event.key === 'Escape' && text) {
              event.preventDefault();
              setText('');
            }
          }}
          onClick={() => shell.openSearch(text)}
        />
      </div>
      <nav aria-label="Help and tools" className={styles.tools}>
        {/* A phone has no room for the search box, nor a keyboard for Meta+K: the dialog opens from here. */}
        <BarButton
          label="Search"
          icon="search"
          onPress={() => shell.openSearch(text)}
          tooltips={tooltips}
          className={styles.searchButton}
        />
        <BarButton label="Feedback" icon="feedback" onPress={shell.openFeedback} tooltips={tooltips} />
        <BarButton label="Video guide" icon="video" onPress={shell.openGuidance} tooltips={tooltips} />
        <BarButton label="Assistant" icon="sparkles" onPress={() => setChat('open')} tooltips={tooltips} />
        <BarButton
          label="Help"
          icon="help"
          onPress={() => shell.layout.open('settings')}
          tooltips={tooltips}
        />
      </nav>
      {chat === 'never' ? null : (
        <Suspense fallback={null}>
          <ChatDialog isOpen={chat === 'open'} onClose={() => setChat('closed')} />
        </Suspense>
      )}
      <div ref={setTooltips} />
    </header>
  );
}
