import { withFeatureAccess } from '@portal/hooks/menu';
import { useDashboardLayout, usePortalSession } from '@portal/hooks/react';
import { DashboardLayout } from '@portal/hooks/reports';
import { useMemo, useState } from 'react';
import { usePortal } from '../../../lib/portal-context.tsx';
import type { ScreenProps } from '../../../lib/screen.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { ChoiceSelect } from '../../../ui/choice-select.tsx';
import * as styles from '../../../ui/screen.css.ts';
import * as ui from '../../../ui/styles.css.ts';
import { DASHBOARD_WIDGETS, type DashboardWidget, WidgetCard } from '../components/dashboard-widgets.tsx';

const DEFAULT_TILES = ['spend', 'trend', 'budgets'];

/** The dynamic-dashboard screen (component key 'dynamic-dashboard'): the cost tiles. */
export default function DynamicDashboardScreen({ title }: ScreenProps) {
  return <DynamicDashboard title={title} widgets={DASHBOARD_WIDGETS} defaults={DEFAULT_TILES} />;
}

/**
 * A dashboard of the user's own: tiles from the catalogue, added, ordered and removed, kept per
 * user and tenant (and per dashboard, when a page has its own: `name`).
 */
export function DynamicDashboard({
  title,
  widgets,
  defaults,
  name,
}: {
  title: string;
  widgets: readonly DashboardWidget[];
  defaults: readonly string[];
  name?: string;
}) {
  const { session, storage } = usePortal();
  const { claims } = usePortalSession(session);
  const key = `dashboard.${name ? `${name}.` : ''}${claims?.tid ?? 'none'}.${claims?.sub ?? 'none'}`;
  // The tiles tied to features the user does not hold are not offered, nor shown when stored.
  const held = claims?.features;
  const allowed = useMemo(() => withFeatureAccess(widgets, held ?? []), [widgets, held]);
  const catalogue = useMemo(() => allowed.map((w) => w.id), [allowed]);
  const widgetById = (id: string) => allowed.find((w) => w.id === id);
  const layout = useMemo(
    () => new DashboardLayout({ catalogue, defaults: [...defaults], storage, key }),
    [catalogue, defaults, storage, key],
  );
  const { tiles, available } = useDashboardLayout(layout);
  const [adding, setAdding] = useState('');
  const toAdd = available.includes(adding) ? adding : (available[0] ?? '');

  return (
    <section className={styles.screen} aria-label={title}>
      <div className={styles.toolbar}>
        {available.length > 0 ? (
          <>
            <ChoiceSelect label="Tile" value={toAdd} onChange={(value) => setAdding(value)}>
              {available.map((id) => (
                <option key={id} value={id}>
                  {widgetById(id)?.title ?? id}
                </option>
              ))}
            </ChoiceSelect>
            <ActionButton onPress={() => layout.add(toAdd)}>Add tile</ActionButton>
          </>
        ) : (
          <p className={styles.note}>Every tile is on the dashboard.</p>
        )}
        <ActionButton onPress={() => layout.reset([...defaults])}>Reset to default</ActionButton>
      </div>
      {tiles.length === 0 ? <p className={ui.muted}>Your dashboard is empty. Add a tile to start.</p> : null}
      {tiles.map((id, index) => {
        const widget = widgetById(id);
        if (!widget) return null;
        return (
          <WidgetCard
            key={id}
            widget={widget}
            actions={
              <div className={styles.actions}>
                <ActionButton isDisabled={index === 0} onPress={() => layout.move(id, -1)}>
                  Move up<span className={ui.visuallyHidden}>: {widget.title}</span>
                </ActionButton>
                <ActionButton isDisabled={index === tiles.length - 1} onPress={() => layout.move(id, 1)}>
                  Move down<span className={ui.visuallyHidden}>: {widget.title}</span>
                </ActionButton>
                <ActionButton onPress={() => layout.remove(id)}>
                  Remove<span className={ui.visuallyHidden}>: {widget.title}</span>
                </ActionButton>
              </div>
            }
          />
        );
      })}
    </section>
  );
}
