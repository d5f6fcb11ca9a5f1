import { describe, expect, it } from 'vitest';
import { captionsOf, helpPlayerUrl, playerVideo } from './player-source.ts';

const ORIGIN = 'https://portal.example';

describe('the help video player page', () => {
  it("is addressed with the video's path and title, and plays only that", () => {
    const url = helpPlayerUrl('/media/videos/search.webm', 'Search & find', ORIGIN);
    expect(url).toBe('/help-player.html?src=%2Fmedia%2Fvideos%2Fsearch.webm&title=Search+%26+find');
    expect(playerVideo(url.slice(url.indexOf('?')), ORIGIN)).toEqual({
      src: '/media/videos/search.webm',
      title: 'Search & find',
    });
    expect(captionsOf('/media/videos/search.webm')).toBe('/media/videos/search.vtt');
  });

  it('refuses another origin, a script address, a page and anything outside /media/', () => {
    for (const src of [
      'https://evil.example/media/a.webm',
      '//evil.example/media/a.webm',
      'javascript:alert(1)',
      '/media/docs/page.html',
      '/api/whois.webm',
      '/media/../api/x.webm',
    ])
      expect(playerVideo(`?src=${encodeURIComponent(src)}`, ORIGIN)).toBeUndefined();
    expect(playerVideo('', ORIGIN)).toBeUndefined();
  });
});
