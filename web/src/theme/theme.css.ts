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
  },
  space: { 1: null, 2: null, 4: null, 8: null, 16: null },
  font: { body: null },
});

const shared = {
  space: { 1: '0.25rem', 2: '0.5rem', 4: '1rem', 8: '2rem', 16: '4rem' },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
};

createGlobalTheme(':root', vars, {
  ...shared,
  color: {
    background: '#f5f7fa',
    surface: '#ffffff',
    text: '#1b1f24',
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
  },
});

createGlobalTheme(':root[data-theme="dark"]', vars, {
  ...shared,
  color: {
    background: '#121417',
    surface: '#1c2026',
    text: '#e8ebef',
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
  },
});

globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
