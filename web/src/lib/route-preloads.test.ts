import { describe, expect, it } from 'vitest';
import { preloadsFor } from './route-preloads.ts';

const routes = [
  { path: '/billing', prefix: true, scripts: ['/assets/frame.js'], styles: ['/assets/frame.css'] },
  { path: '/login', prefix: false, scripts: ['/assets/login-page.js'], styles: [] },
];

describe('the route preloads', () => {
  it('finds the opened route: the portal area and every page under it, /login exactly', () => {
    expect(preloadsFor({ routes }, '/billing')?.scripts).toEqual(['/assets/frame.js']);
    expect(preloadsFor({ routes }, '/billing/azure/cost-overview')?.scripts).toEqual(['/assets/frame.js']);
    expect(preloadsFor({ routes }, '/login')?.scripts).toEqual(['/assets/login-page.js']);
    expect(preloadsFor({ routes }, '/billingx')).toBeUndefined();
    expect(preloadsFor({ routes }, '/login/again')).toBeUndefined();
    expect(preloadsFor({ routes }, '/tenant')).toBeUndefined();
    expect(preloadsFor({}, '/billing')).toBeUndefined();
  });
});
