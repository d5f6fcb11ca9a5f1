import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y.ts';
import { expect, test } from './fixtures.ts';

// The help videos are recorded from the portal itself (tests/videos, ./portal videos); ./portal
// test records them again before these journeys when the UI changed.

/** Dark mode from the settings drawer (Help), as a user switches it on. */
async function darkMode(page: Page) {
  await page.getByRole('button', { name: 'Help' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await drawer.getByText('Dark mode', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Closed by a click outside, so no tooltip of a refocused button stays open over the page.
  await page.mouse.click(5, 5);
  await expect(drawer).toBeHidden();
}

/** Checks the video file and its captions as the browser and a plain request get them. */
async function expectPlayableWithCaptions(page: Page, video: Locator, name: string) {
  await expect(video).toHaveAttribute('src', new RegExp(`/media/videos/${name}\\.webm$`));
  await expect(video).toHaveAttribute('controls', '');
  const src = (await video.getAttribute('src')) ?? '';
  const file = await page.request.get(src);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/webm');
  // WebM starts with the EBML magic number.
  expect((await file.body()).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  // Chromium reads the file's metadata: a real video of some seconds.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  expect(duration).toBeGreaterThan(5);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([1280, 720]);

  const track = video.locator('track');
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('srclang', 'en');
  await expect(track).toHaveAttribute('label', 'English');
  await expect(track).toHaveAttribute('default', '');
  const captions = await page.request.get(new URL((await track.getAttribute('src')) ?? '', page.url()).href);
  expect(captions.status()).toBe(200);
  expect(captions.headers()['content-type']).toBe('text/vtt; charset=utf-8');
  const text = await captions.text();
  expect(text.startsWith('WEBVTT')).toBe(true);
  const cues = [
    ...text.matchAll(/^(\d{2}):(\d{2}):(\d{2})\.(\d{3}) --> (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/gm),
  ].map((m) => {
    const [h1, m1, s1, ms1, h2, m2, s2, ms2] = m.slice(1).map(Number) as number[];
    return [
      (h1 ?? 0) * 3600 + (m1 ?? 0) * 60 + (s1 ?? 0) + (ms1 ?? 0) / 1000,
      (h2 ?? 0) * 3600 + (m2 ?? 0) * 60 + (s2 ?? 0) + (ms2 ?? 0) / 1000,
    ];
  });
  expect(cues.length).toBeGreaterThanOrEqual(3);
  for (const [start = 0, end = 0] of cues) {
    expect(end).toBeGreaterThan(start);
    expect(end).toBeLessThanOrEqual(duration + 0.5);
  }
  // Captions are on by default: Chromium parsed the file and shows the track.
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => [v.textTracks[0]?.mode, v.textTracks[0]?.cues?.length ?? 0]),
    )
    .toEqual(['showing', cues.length]);
}

test('the guidance dialog plays the page’s recorded video with captions, by keyboard, in light and dark', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({
    upn: 'finance@contoso.example',
    locale: 'en-US',
    path: '/billing/azure/cost-overview?tab=By+service',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Cost overview' })).toBeVisible();
  await page.getByRole('button', { name: 'Video guide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cost overview' });
  // In the embedded frame: the portal's player page (spec section 5).
  const video = dialog.frameLocator('iframe[title="Help video: Cost overview"]').locator('video');
  await expect(video).toHaveAccessibleName('Help video: Cost overview');
  await expectPlayableWithCaptions(page, video, 'cost-overview');
  await expectNoAxeViolations(page);

  // Keyboard: the Close button has the focus; the player is in the tab order just before it.
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(video).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await darkMode(page);
  await page.getByRole('button', { name: 'Video guide' }).click();
  await expect(dialog.frameLocator('iframe').locator('video')).toBeVisible();
  await expectNoAxeViolations(page);
  await close.click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('the videos area lists every recorded video and plays the chosen one with its captions', async ({
  signedIn,
}) => {
  const { context, page } = await signedIn({ upn: 'finance@contoso.example', locale: 'en-US' });
  const manifest = (await (await page.request.get('/media/videos/manifest.json')).json()) as {
    videos: { id: string; title: string; duration: number; files: Record<string, string> }[];
  };
  expect(manifest.videos.map((v) => v.id)).toEqual([
    'overview',
    'cost-overview',
    'licences',
    'saved-views',
    'search',
    'assistant',
  ]);
  for (const video of manifest.videos) {
    // Short walks: 10 to 30 s on an idle machine. The timing is honest, so a busy machine records
    // longer ones (over 90 s with both cores kept busy): no upper bound, which would test the
    // machine's speed.
    expect(video.duration).toBeGreaterThanOrEqual(10);
    for (const url of Object.values(video.files)) expect((await page.request.head(url)).status()).toBe(200);
  }

  await page.goto('/informational-videos-main-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  const list = page.getByRole('navigation', { name: 'All videos' });
  await expect(list.getByRole('link')).toHaveCount(manifest.videos.length);
  await list.getByRole('link', { name: /^Search/ }).click();
  await expect(page).toHaveURL(/\/informational-videos-main-dashboard\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page).toHaveTitle('Search');
  const video = page.getByRole('region', { name: 'Video: Search' }).frameLocator('iframe').locator('video');
  await expectPlayableWithCaptions(page, video, 'search');

  // It plays, and the caption of the moment shows.
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.activeCues?.length ?? 0))
    .toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  await expectNoAxeViolations(page);
  await darkMode(page);
  await expectNoAxeViolations(page);
  await context.close();
});
