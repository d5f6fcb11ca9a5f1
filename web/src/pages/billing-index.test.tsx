import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BillingIndex } from './billing-index.tsx';

function at(state: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/billing', element: <BillingIndex /> },
      { path: '*', element: <p>page</p> },
    ],
    { initialEntries: [{ pathname: '/billing', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('BillingIndex', () => {
  it('goes back to the route it reloads', () => {
    expect(at({ reloadTo: '/billing/azure/anomalies?tab=X' }).state.location).toMatchObject({
      pathname: '/billing/azure/anomalies',
      search: '?tab=X',
    });
  });

  it('goes to the homepage otherwise, and never off the app', () => {
    expect(at(null).state.location.pathname).toBe('/billing/overview');
    expect(at({ reloadTo: '//evil.example/x' }).state.location.pathname).toBe('/billing/overview');
  });
});
