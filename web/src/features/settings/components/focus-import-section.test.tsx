import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadProgressBar } from './focus-import-section.tsx';

const file = new File([new Uint8Array(47_104)], 'tailspin.csv.gz', { type: 'application/gzip' });

afterEach(cleanup);

describe('the FOCUS upload progress', () => {
  it('counts the bytes sent while the file goes out', () => {
    render(<UploadProgressBar file={file} sent={{ loaded: 10_240, total: 47_104 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading tailspin.csv.gz' });
    expect(bar.getAttribute('aria-valuenow')).toBe('10240');
    expect(bar.getAttribute('aria-valuemax')).toBe('47104');
    expect(bar.getAttribute('aria-valuetext')).toBe('10 kB of 46 kB sent');
    expect(bar.textContent).toContain('Uploading tailspin.csv.gz: 10 kB of 46 kB sent…');
  });

  it('starts at nothing sent, and shows the import going on once everything is sent', () => {
    const { rerender } = render(<UploadProgressBar file={file} sent={undefined} />);
    expect(
      screen.getByRole('progressbar', { name: 'Uploading tailspin.csv.gz' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    rerender(<UploadProgressBar file={file} sent={{ loaded: 47_104, total: 47_104 }} />);
    const bar = screen.getByRole('progressbar', { name: 'Importing tailspin.csv.gz' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.textContent).toContain('Importing tailspin.csv.gz…');
  });
});
