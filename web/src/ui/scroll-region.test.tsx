import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './scroll-region.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Lays the box out `content` pixels wide in 400 (jsdom lays nothing out). */
function wide(content: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
}

describe('ScrollRegion', () => {
  it('is a named region in the tab order while what it holds is wider than it', () => {
    wide(900);
    render(
      <ScrollRegion className="scroll" label="Seats per licence, table">
        <table>
          <tbody>
            <tr>
              <td>E5</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Seats per licence, table' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toBe('scroll');
  });

  it('is a plain box, with no tab stop, while everything fits', () => {
    wide(400);
    const { container } = render(
      <ScrollRegion className="scroll" label="Seats per licence, table">
        <p>Fits</p>
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    const box = container.firstElementChild as HTMLElement;
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(box.className).toBe('scroll');
  });
});
