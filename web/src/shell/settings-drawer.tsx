import { changelogWidgetUrl } from '@portal/hooks/frame';
import { useStore } from '@portal/hooks/react';
import { type FocusEvent, useState } from 'react';
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

/**
 * The changelog widget (spec section 4), loaded with the user's and the tenant's attributes: a
 * framed page of the configured changelog service, opened from the drawer. Its frame runs the
 * service's scripts on the service's origin; it never navigates the portal (links open a new tab).
 */
function ChangelogWidget({ src }: { src: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.group}>
      <Button className={styles.widgetToggle} aria-expanded={open} onPress={() => setOpen(!open)}>
        What's new
      </Button>
      {open ? (
        <iframe
          className={styles.widget}
          src={src}
          title="What's new"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : null}
    </div>
  );
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
  const changelog = changelogWidgetUrl(
    portal.config.changelogUrl,
    {
      utype: claims?.utype ?? '',
      features: claims?.features ?? [],
      user: claims?.sub ?? '',
      tenant: shell.user?.currentTenant.id ?? '',
      tenantName: shell.user?.currentTenant.displayName ?? '',
    },
    window.location.origin,
  );
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
          </nav>
          {changelog ? <ChangelogWidget src={changelog} /> : null}
          <p className={styles.meta}>Recommended resolution: 1920x1080 (1080p)</p>
          <p className={styles.meta}>
            {settings?.productName ?? portal.config.productName} {version}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
