import { createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';

/** The theme contract: every colour a screen uses comes from here, so light and dark stay complete. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    primary: null,
    primaryText: null,
    border: null,
    focus: null,
    success: null,
    warning: null,
    danger: null,
    dangerText: null,
    dangerSurface: null,
    warningSurface: null,
    /** Marked search matches, behind the text colour (AA in both themes). */
    highlight: null,
    /** Chart series, in order; each at least 3:1 against surface and background. */
    chart1: null,
    chart2: null,
    chart3: null,
    chart4: null,
    chart5: null,
    chart6: null,
    /** A budget or target line (at least 3:1). */
    chartBudget: null,
    /** Over budget (at least 3:1; always with a pattern and words, never colour alone). */
    chartOver: null,
    /** Grid lines: decorative, deliberately faint. */
    chartGrid: null,
  },
  space: { 1: null, 2: null, 4: null, 8: null, 16: null },
  font: { body: null },
  /** Corner radii, smallest first. */
  radius: { xs: null, sm: null, md: null, lg: null, xl: null, sheet: null, pill: null, round: null },
  /** Type sizes, smallest first (`chart`: the charts' axis labels). */
  fontSize: {
    chart: null,
    tiny: null,
    caption: null,
    small: null,
    note: null,
    body: null,
    subtitle: null,
    cardTitle: null,
    sectionTitle: null,
    title: null,
    pageTitle: null,
    dialogTitle: null,
    heading: null,
  },
  /** Stacking layers, lowest first: what may cover what. */
  layer: {
    raised: null,
    sticky: null,
    topBar: null,
    sideMenu: null,
    menuBackdrop: null,
    menuOverlay: null,
    drawer: null,
    modal: null,
    toast: null,
  },
  /** Shadows by what casts them. */
  shadow: {
    raised: null,
    tooltip: null,
    floating: null,
    popover: null,
    modal: null,
    drawer: null,
    menuDocked: null,
    menuOverlay: null,
  },
});

const shared = {
  space: { 1: '0.25rem', 2: '0.5rem', 4: '1rem', 8: '2rem', 16: '4rem' },
  radius: {
    xs: '2px',
    sm: '3px',
    md: '4px',
    lg: '6px',
    xl: '8px',
    sheet: '1rem',
    pill: '999px',
    round: '50%',
  },
  fontSize: {
    chart: '11px',
    tiny: '0.75rem',
    caption: '0.8rem',
    small: '0.85rem',
    note: '0.9rem',
    body: '1rem',
    subtitle: '1.05rem',
    cardTitle: '1.1rem',
    sectionTitle: '1.15rem',
    title: '1.2rem',
    pageTitle: '1.25rem',
    dialogTitle: '1.35rem',
    heading: '1.6rem',
  },
  layer: {
    raised: '1',
    sticky: '2',
    topBar: '20',
    sideMenu: '30',
    menuBackdrop: '55',
    menuOverlay: '60',
    drawer: '90',
    modal: '100',
    toast: '200',
  },
  shadow: {
    raised: '0 2px 8px rgb(0 0 0 / 0.15)',
    tooltip: '0 4px 12px rgb(0 0 0 / 0.2)',
    floating: '0 4px 16px rgb(0 0 0 / 0.2)',
    popover: '0 6px 24px rgb(0 0 0 / 0.25)',
    modal: '0 12px 40px rgb(0 0 0 / 0.35)',
    drawer: '-8px 0 24px rgb(0 0 0 / 0.25)',
    menuDocked: '4px 0 24px rgb(0 0 0 / 0.2)',
    menuOverlay: '4px 0 24px rgb(0 0 0 / 0.3)',
  },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
};

createGlobalTheme(':root', vars, {
  ...shared,
  color: {
    background: '#f5f7fa',
    surface: '#ffffff',
    text: '#1b1f24',
    highlight: '#fff1a8',
    textMuted: '#4a5360',
    primary: '#0b5cad',
    primaryText: '#ffffff',
    border: '#6b7785',
    focus: '#0b5cad',
    success: '#107c10',
    warning: '#8a5a00',
    danger: '#c50f1f',
    dangerText: '#a4262c',
    dangerSurface: '#fdf3f4',
    warningSurface: '#fff4ce',
    // Contrast on surface (#ffffff) / background: 6.7, 4.6, 5.2, 6.4, 5.5, 5.7; budget 7.8; over 6.1.
    chart1: '#0b5cad',
    chart2: '#c25400',
    chart3: '#0f7b6c',
    chart4: '#7b3fbf',
    chart5: '#b8357a',
    chart6: '#7a6500',
    chartBudget: '#4a5360',
    chartOver: '#c50f1f',
    chartGrid: '#dde2e8',
  },
});

createGlobalTheme(':root[data-theme="dark"]', vars, {
  ...shared,
  color: {
    background: '#121417',
    surface: '#1c2026',
    text: '#e8ebef',
    highlight: '#5c4a00',
    textMuted: '#b3bcc7',
    primary: '#7db4ff',
    primaryText: '#0b1320',
    border: '#8a95a3',
    focus: '#7db4ff',
    success: '#54b054',
    warning: '#f2b84b',
    danger: '#f1707b',
    dangerText: '#ffb3b9',
    dangerSurface: '#2b1618',
    warningSurface: '#3a2e12',
    // Contrast on surface (#1c2026): 7.7, 8.5, 8.0, 7.4, 7.8, 8.8; budget 8.5; over 5.7.
    chart1: '#7db4ff',
    chart2: '#ffa657',
    chart3: '#4ec9b0',
    chart4: '#c49bff',
    chart5: '#ff8fc8',
    chart6: '#d9bd4c',
    chartBudget: '#b3bcc7',
    chartOver: '#f1707b',
    chartGrid: '#353c46',
  },
});

globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

// A link without a style of its own (a fallback message's link, a help page's) takes the theme's
// link colour, not the browser's blue, which has too little contrast on the dark surfaces.
globalStyle('a', { color: vars.color.primary });
