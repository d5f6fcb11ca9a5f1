import { describe, expect, it } from 'vitest';
import { activeReportPage, reportLocale, selectReportPages } from './report-pages.ts';
import { DRAG_START_THRESHOLD_PX, ToolbarDrag } from './toolbar-drag.ts';

const pages = [
  { name: 'ReportSection1', displayName: 'Invoices', visibility: 0 },
  { name: 'ReportSection2', displayName: 'Invoice lines', visibility: 0 },
  { name: 'ReportSection3', displayName: 'Tax detail', visibility: 0 },
  { name: 'ReportSection4', displayName: 'Invoice audit', visibility: 1 },
];

describe('report pages', () => {
  it('leaves out hidden pages, keeps names containing a filter, then applies the exclude list', () => {
    expect(selectReportPages(pages).map((p) => p.displayName)).toEqual([
      'Invoices',
      'Invoice lines',
      'Tax detail',
    ]);
    expect(selectReportPages(pages, { nameFilters: ['INVOICE'] }).map((p) => p.displayName)).toEqual([
      'Invoices',
      'Invoice lines',
    ]);
    expect(
      selectReportPages(pages, {
        nameFilters: ['invoice'],
        exclude: ['invoice lines'],
        visibleOnly: false,
      }).map((p) => p.displayName),
    ).toEqual(['Invoices', 'Invoice audit']);
  });

  it('opens the configured page, the first without one, and a configuration error when none matches', () => {
    expect(activeReportPage(pages, undefined)).toBe(pages[0]);
    expect(activeReportPage(pages, ' invoice lines ')).toBe(pages[1]);
    expect(activeReportPage(pages, 'ReportSection3')).toBe(pages[2]);
    expect(activeReportPage(pages, 'Forecast')).toBe('configuration-error');
    expect(activeReportPage([], undefined)).toBe('configuration-error');
  });

  it('takes the browser language as the report locale, en-US without one', () => {
    expect(reportLocale('de-DE')).toBe('de-DE');
    expect(reportLocale(undefined)).toBe('en-US');
    expect(reportLocale('')).toBe('en-US');
  });
});

describe('ToolbarDrag', () => {
  it('starts dragging only past the threshold and stays within its bounds', () => {
    const drag = new ToolbarDrag();
    drag.setBounds(-100, 50);
    drag.press(200);
    drag.move(200 + DRAG_START_THRESHOLD_PX - 1);
    expect(drag.getSnapshot()).toEqual({ offset: 0, dragging: false });
    drag.move(200 + DRAG_START_THRESHOLD_PX);
    expect(drag.getSnapshot()).toEqual({ offset: DRAG_START_THRESHOLD_PX, dragging: true });
    drag.move(400);
    expect(drag.getSnapshot().offset).toBe(50);
    expect(drag.release()).toBe(true);
    drag.press(10);
    drag.move(-500);
    expect(drag.getSnapshot().offset).toBe(-100);
    drag.release();
    // A press without movement is a click.
    drag.press(0);
    expect(drag.release()).toBe(false);
    drag.nudge(30);
    expect(drag.getSnapshot().offset).toBe(-70);
  });
});
