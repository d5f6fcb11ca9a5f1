import { useStore } from '@portal/hooks/react';
import type { FocusEvent } from 'react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Switch,
} from 'react-aria-components';
import { Link } from 'react-router';
import { DisplayCurrencyPicker } from '../features/cost/components/display-currency.tsx';
import { DRAWER_LINKS } from '../lib/fixed-pages.ts';
import { usePortal } from '../lib/portal-context.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { useSessionState } from '../lib/use-session.ts';
import * as styles from '../ui/drawer.css.ts';
import { Icon } from '../ui/icons.tsx';
import { showToast } from '../ui/toasts.tsx';

/** The preview portal is a build flag, off in this build. */
const PREVIEW_PORTAL = false;
export const DEFAULT_PRODUCT_VERSION = '2.0.1';

/** The changelog link with the user's attributes; undefined when off or not an http(s) URL. */
export function changelogLink(base: string, attributes: Record<string, string>): string | undefined {
  if (!base) return undefined;
  try {
    const url = new URL(base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    for (const [key, value] of Object.entries(attributes)) url.searchParams.set(key, value);
    return url.href;
  } catch {
    return undefined;
  }
}

/** The settings drawer: dark mode, the display currency, personas, links, the recommended resolution and the version. */
export function SettingsDrawer() {
  const portal = usePortal();
  const shell = useShell();
  const flags = useStore(shell.layout);
  const personas = useStore(shell.personas);
  const { settings } = shell;

  async function leavePersonas(event: FocusEvent<HTMLDivElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    shell.personas.leave();
    if (!shell.personas.getSnapshot().confirming) return;
    const answer = await shell.alerts.open({
      icon: 'question',
      title: 'Change personas?',
      text: 'The menu and the pages will show what the selected personas need.',
      confirmText: 'Yes',
      cancelText: 'No',
    });
    if (shell.personas.answer(answer !== null)) {
      shell.reloadMenu();
      showToast(portal.toasts, {
        variant: 'success',
        title: 'Personas saved',
        description: 'The menu now follows your personas.',
      });
    }
  }

  const { claims } = useSessionState();
  const changelog = changelogLink(portal.config.changelogUrl, {
    utype: claims?.utype ?? '',
    features: (claims?.features ?? []).join(','),
    tenant: shell.user?.currentTenant.id ?? '',
  });
  const version = `${settings?.productVersion ?? DEFAULT_PRODUCT_VERSION}${PREVIEW_PORTAL ? ' (Preview)' : ''}`;
  const close = () => shell.layout.close('settings');
  return (
    <ModalOverlay
      isOpen={flags.settingsOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      isDismissable
      className={styles.overlay}
    >
      <Modal className={styles.drawer}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              Settings
            </Heading>
            <Button className={styles.close} onPress={close} aria-label="Close settings">
              <Icon name="close" />
            </Button>
          </div>
          <Switch
            className={styles.switchControl}
            isSelected={flags.darkMode}
            onChange={(dark) => shell.layout.setDarkMode(dark)}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            Dark mode
          </Switch>
          <div className={styles.group}>
            <DisplayCurrencyPicker />
          </div>
          {personas.all.length > 0 ? (
            // biome-ignore lint/a11y/noStaticElementInteractions: listens for focus leaving the checkbox group, whose checkboxes are the controls
            <div onBlur={leavePersonas}>
              <CheckboxGroup
                className={styles.group}
                value={[...personas.draft]}
                onChange={(values) => shell.personas.change(values)}
              >
                <Label className={styles.groupLabel}>My Personas</Label>
                {personas.all.map((persona) => (
                  <Checkbox key={persona} value={persona} className={styles.checkbox}>
                    {({ isSelected }) => (
                      <>
                        <span className={styles.box} aria-hidden="true">
                          {isSelected ? '✓' : ''}
                        </span>
                        {persona}
                      </>
                    )}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            </div>
          ) : null}
          <nav aria-label="Settings links" className={styles.links}>
            {DRAWER_LINKS.map((link) => (
              <Link key={link.path} to={link.path} onClick={close} className={styles.link}>
                {link.text}
              </Link>
            ))}
            {changelog ? (
              <a href={changelog} target="_blank" rel="noopener noreferrer" className={styles.link}>
                What's new (opens in a new tab)
              </a>
            ) : null}
          </nav>
          <p className={styles.meta}>Recommended resolution: 1920x1080 (1080p)</p>
          <p className={styles.meta}>
            {settings?.productName ?? portal.config.productName} {version}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
