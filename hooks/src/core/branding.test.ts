import { describe, expect, it } from 'vitest';
import { BrandingImagesStore, brandingState } from './branding.ts';

const sources = { logo: 'blob:logo', shortLogo: '/media/logo-short.svg', branded: true };

describe('the branding state', () => {
  it('shows both skeletons while the branding is read, with no addresses and not branded', () => {
    const images = new BrandingImagesStore();
    expect(brandingState(undefined, images.getSnapshot())).toEqual({
      logo: undefined,
      shortLogo: undefined,
      skeleton: { logo: true, shortLogo: true },
      complete: { logo: false, shortLogo: false },
      shown: { logo: false, shortLogo: false },
      branded: false,
    });
  });

  it("keeps an image's skeleton until the image itself has loaded, then completes it", () => {
    const images = new BrandingImagesStore();
    expect(brandingState(sources, images.getSnapshot())).toMatchObject({
      logo: 'blob:logo',
      skeleton: { logo: true, shortLogo: true },
      branded: true,
    });
    images.loaded('logo', 'blob:logo');
    expect(brandingState(sources, images.getSnapshot())).toMatchObject({
      skeleton: { logo: false, shortLogo: true },
      complete: { logo: true, shortLogo: false },
      shown: { logo: true, shortLogo: false },
    });
  });

  it('completes an image that cannot load without showing it, and a new address starts again', () => {
    const images = new BrandingImagesStore();
    images.failed('shortLogo', '/media/logo-short.svg');
    expect(brandingState(sources, images.getSnapshot())).toMatchObject({
      skeleton: { shortLogo: false },
      complete: { shortLogo: true },
      shown: { shortLogo: false },
    });
    // Another tenant's branding: the old outcome says nothing of the new image.
    const next = { ...sources, shortLogo: 'blob:other' };
    expect(brandingState(next, images.getSnapshot())).toMatchObject({
      skeleton: { shortLogo: true },
      complete: { shortLogo: false },
    });
  });

  it('tells its listeners only of a new outcome', () => {
    const images = new BrandingImagesStore();
    let heard = 0;
    images.subscribe(() => heard++);
    images.loaded('logo', 'a');
    images.loaded('logo', 'a');
    images.failed('logo', 'a');
    expect(heard).toBe(2);
  });
});
