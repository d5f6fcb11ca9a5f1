import { contract, createDefaultHandlers, createTestServer, staticFileThere } from '@portal/sdk/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderSignedIn, signInHandler } from '../testing/render-signed-in.tsx';

const VIDEOS = [
  {
    uuid: '5d7c1b0e-0000-4000-8000-000000000001',
    name: 'overview',
    displayName: 'Getting started',
    description: 'A tour of the portal',
    assistanceSrc: '/media/videos/overview.webm',
  },
  {
    uuid: '5d7c1b0e-0000-4000-8000-000000000002',
    name: 'search',
    displayName: 'Search',
    description: 'Finding a page by its name',
    assistanceSrc: '/media/videos/search.webm',
  },
];

const server = createTestServer(
  signInHandler(),
  contract.get('/services/api-portal-customer/api/portal/menu', ({ request }) =>
    new URL(request.url).searchParams.get('videoLibrary') === 'true' ? VIDEOS : [],
  ),
  // The video files are there: the dialog's player frame loads once it has asked.
  staticFileThere('*/media/videos/:file'),
  ...createDefaultHandlers(),
);
beforeAll(() => server.listen());
afterEach(() => {
  cleanup();
  server.reset();
});
afterAll(() => server.close());

describe('the videos area', () => {
  it("plays the menu item's video with captions and lists every video", async () => {
    await renderSignedIn('/informational-videos-main-dashboard/search');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 15_000 }),
    ).toBeDefined();
    const player = screen.getByRole('region', { name: 'Video: Search' });
    // In the embedded player page, which plays it with its captions (help-player).
    const frame = await within(player).findByTitle('Help video: Search', {}, { timeout: 15_000 });
    expect(frame.getAttribute('src')).toBe(
      '/help-player.html?src=%2Fmedia%2Fvideos%2Fsearch.webm&title=Search',
    );
    const list = screen.getByRole('navigation', { name: 'All videos' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Getting startedA tour of the portal',
      'SearchFinding a page by its name',
    ]);
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
    expect(links[0]?.getAttribute('href')).toBe('/informational-videos-main-dashboard/overview');
  });
});
