import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Screen } from './dynamic-page.tsx';

afterEach(cleanup);

describe('a ui page or tab', () => {
  it('shows the error placeholder for a component key the registry does not have', () => {
    render(<Screen componentKey="no-such-screen" />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 2, name: 'This content cannot be shown' })).toBeDefined();
    expect(alert.textContent).toContain('(no-such-screen)');
  });

  it('shows the error placeholder for a page that names no key', () => {
    render(<Screen componentKey={undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('(none)');
  });
});
