import { TOOLTIP_DELAY_MS } from '@portal/hooks/frame';
import { useSavedViews, useStore } from '@portal/hooks/react';
import { SavedViews, ToolbarDrag, VIEW_TITLE_MAX, validateViewTitle } from '@portal/hooks/reports';
import { type CSSProperties, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  DialogTrigger,
  FieldError,
  Form,
  Input,
  Label,
  SearchField,
  TextField,
} from 'react-aria-components';
import { usePortal } from '../../../lib/portal-context.tsx';
import { useOwned } from '../../../lib/use-owned.ts';
import { ActionButton } from '../../../ui/button.tsx';
import { Hint } from '../../../ui/hint.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { Popover } from '../../../ui/popover.tsx';
import * as ui from '../../../ui/styles.css.ts';
import { SubscribeButton } from '../../../ui/subscribe-button.tsx';
import { showToast } from '../../../ui/toasts.tsx';
import { useSavedViewsClient } from '../api.ts';
import type { EmbeddedReport } from './embedded-report.ts';
import * as styles from './report-toolbar.css.ts';

/** Keyboard users move the toolbar this far per arrow key. */
const NUDGE_PX = 16;

/**
 * The floating report toolbar: a move handle (dragged left or right, or moved with the arrow keys),
 * My Views, Save View and, when the page has filters, Toggle Filter. The saved views follow the
 * rules of `SavedViews` (hooks/core).
 */
export function ReportToolbar({
  report,
  pageName,
  tabName,
  hasFilters,
}: {
  report: EmbeddedReport;
  pageName: string;
  tabName: string;
  hasFilters: boolean;
}) {
  const { toasts } = usePortal();
  const savedViews = useSavedViewsClient();
  // One controller per report, page and tab; disposed with the toolbar.
  const views = useOwned(
    () =>
      new SavedViews({
        client: savedViews,
        report,
        pageName,
        tabName,
        notify: (toast) => showToast(toasts, toast),
      }),
    [savedViews, report, pageName, tabName, toasts],
  );
  useEffect(() => {
    if (views) void views.start();
  }, [views]);
  const drag = useMemo(() => new ToolbarDrag(), []);
  const { offset, dragging } = useStore(drag);
  const bar = useRef<HTMLDivElement>(null);

  // The toolbar stays inside the report: from its right-hand home to the left edge.
  useEffect(() => {
    const element = bar.current;
    const area = element?.parentElement;
    if (!element || !area) return;
    const update = () => drag.setBounds(-(area.clientWidth - element.offsetWidth - 16), 0);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(area);
    return () => observer.disconnect();
  }, [drag]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') drag.nudge(-NUDGE_PX);
    else if (event.key === 'ArrowRight') drag.nudge(NUDGE_PX);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label="Report toolbar"
      className={styles.toolbar}
      style={{ '--toolbar-offset': `${offset}px` } as CSSProperties}
      data-dragging={dragging || undefined}
    >
      <Hint content="Drag left/right to change position" delay={TOOLTIP_DELAY_MS.move}>
        {(touch) => (
          <Button
            {...touch}
            className={styles.handle}
            aria-label="Move toolbar"
            onKeyDown={onKeyDown}
            onPointerDown={(event) => {
              touch.onPointerDown(event);
              event.currentTarget.setPointerCapture(event.pointerId);
              drag.press(event.clientX);
            }}
            onPointerMove={(event) => {
              // The report area: held in its edge zone, the toolbar goes on by itself (decision 12).
              const area = bar.current?.parentElement?.getBoundingClientRect();
              drag.move(event.clientX, area ? { start: area.left, size: area.width } : undefined);
            }}
            onPointerUp={() => {
              touch.onPointerUp();
              drag.release();
            }}
            onPointerCancel={() => {
              touch.onPointerCancel();
              drag.release();
            }}
          >
            <Icon name="grip" size={16} />
          </Button>
        )}
      </Hint>
      {views ? <MyViews views={views} /> : null}
      {views ? <SaveView views={views} /> : null}
      {views ? <EmailView views={views} /> : null}
      {hasFilters ? (
        <Hint content="Show or hide the report's filters" delay={TOOLTIP_DELAY_MS.filter}>
          {(touch) => (
            <Button {...touch} className={styles.button} onPress={() => void report.toggleFilterPane()}>
              <Icon name="filter" size={16} /> Toggle Filter
            </Button>
          )}
        </Hint>
      ) : null}
    </div>
  );
}

/** 'E-mail me' the saved view now shown (none while the default view is). */
function EmailView({ views }: { views: SavedViews }) {
  const state = useSavedViews(views);
  const view = state.views.find((v) => v.entryId === state.active);
  return view ? <SubscribeButton target={{ kind: 'view', viewId: view.entryId }} name={view.name} /> : null;
}

/** The My Views popup: the views of this tab with a filter box; each can be chosen or marked for deletion. */
function MyViews({ views }: { views: SavedViews }) {
  const state = useSavedViews(views);
  const [filter, setFilter] = useState('');
  const shown = state.views.filter((view) => view.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const activeName =
    state.active === 'default' ? 'Default View' : state.views.find((v) => v.entryId === state.active)?.name;
  return (
    <DialogTrigger
      onOpenChange={(open) => {
        // Spec section 7: the views are always read from the network, each time the list opens.
        if (open) void views.openPopup();
        else {
          setFilter('');
          void views.closePopup();
        }
      }}
    >
      <Button className={styles.button}>
        <Icon name="bookmark" size={16} /> My Views
        {activeName ? <span className={ui.visuallyHidden}>, showing {activeName}</span> : null}
      </Button>
      {/* Without a nested Dialog the popover itself is the dialog, so its dismiss buttons sit inside it. */}
      <Popover className={styles.popover} placement="bottom end" aria-label="My views">
        <div className={styles.popoverDialog}>
          <SearchField
            value={filter}
            onChange={setFilter}
            aria-label="Filter views"
            className={styles.filter}
          >
            <Input className={styles.input} placeholder="Filter views" />
          </SearchField>
          <ul className={styles.viewList}>
            <li className={styles.viewItem}>
              <Button
                className={styles.viewButton}
                onPress={() => void views.select('default')}
                aria-current={state.active === 'default' || undefined}
              >
                Default View
              </Button>
            </li>
            {shown.map((view) => (
              <li key={view.entryId} className={styles.viewItem}>
                <Button
                  className={styles.viewButton}
                  onPress={() => void views.select(view.entryId)}
                  aria-current={state.active === view.entryId || undefined}
                >
                  {view.name}
                </Button>
                <Checkbox
                  className={styles.mark}
                  isSelected={state.marked.includes(view.entryId)}
                  onChange={(marked) => views.mark(view.entryId, marked)}
                  aria-label={`Delete ${view.name}`}
                >
                  <span className={styles.box} aria-hidden="true">
                    <Icon name="trash" size={14} />
                  </span>
                </Checkbox>
              </li>
            ))}
          </ul>
          {state.views.length === 0 ? <p className={styles.note}>No saved views on this tab yet.</p> : null}
          {state.views.length > 0 && shown.length === 0 ? (
            <p className={styles.note}>No view matches.</p>
          ) : null}
          {state.marked.length > 0 ? (
            <p className={styles.note} role="status">
              {state.marked.length} marked: deleted when this list closes.
            </p>
          ) : null}
        </div>
      </Popover>
    </DialogTrigger>
  );
}

/** The Save View popup: a title, checked as it is typed; Save is off while it is invalid. */
function SaveView({ views }: { views: SavedViews }) {
  const state = useSavedViews(views);
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const problem = validateViewTitle(title);
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setTitle('');
          setTouched(false);
        }
      }}
    >
      <Button className={styles.button}>
        <Icon name="plus" size={16} /> Save View
      </Button>
      <Popover className={styles.popover} placement="bottom end" aria-label="Save view">
        <div className={styles.popoverDialog}>
          {state.canAdd ? (
            <Form
              validationBehavior="aria"
              onSubmit={async (event) => {
                event.preventDefault();
                setTouched(true);
                if (problem) return;
                if (await views.add(title)) setOpen(false);
              }}
            >
              <TextField
                value={title}
                onChange={(value) => {
                  setTitle(value);
                  setTouched(true);
                }}
                isRequired
                isInvalid={touched && problem !== undefined}
                validationBehavior="aria"
                className={styles.field}
                autoFocus
              >
                <Label>Title</Label>
                <Input className={styles.input} maxLength={VIEW_TITLE_MAX * 2} />
                <FieldError className={styles.error}>{problem}</FieldError>
              </TextField>
              <ActionButton
                type="submit"
                variant="primary"
                isDisabled={problem !== undefined || state.saving}
              >
                Save
              </ActionButton>
            </Form>
          ) : (
            <p className={styles.note}>
              This tab has {state.views.length} saved views, the most it can hold. Delete one in My Views to
              save another.
            </p>
          )}
        </div>
      </Popover>
    </DialogTrigger>
  );
}
