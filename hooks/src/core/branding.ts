import { Store } from './store.ts';

/** The two images of the side menu's logo link: the full logo, and the short one of a collapsed menu. */
export type BrandingImage = 'logo' | 'shortLogo';

/** Where the images come from, once known (the branding answer and its files, or the defaults). */
export interface BrandingSources {
  readonly logo: string;
  readonly shortLogo: string;
  readonly branded: boolean;
}

export type PerImage<T> = { readonly [image in BrandingImage]: T };

/**
 * The branding state (spec section 3): the logo and short-logo URLs, skeleton flags, completion
 * flags and the branded flag. An image's skeleton shows until the image itself has loaded, not
 * only until its address is known; an image that cannot load completes without showing.
 */
export interface BrandingState {
  /** The images' addresses; undefined while the branding is still being read. */
  readonly logo: string | undefined;
  readonly shortLogo: string | undefined;
  /** Show the skeleton in the image's place. */
  readonly skeleton: PerImage<boolean>;
  /** The image has finished: loaded, or failed. */
  readonly complete: PerImage<boolean>;
  /** The image loaded and shows. */
  readonly shown: PerImage<boolean>;
  readonly branded: boolean;
}

/** What the images did, by address: a record of an older address says nothing of the new one. */
export type BrandingImageOutcomes = PerImage<{ readonly src: string; readonly ok: boolean } | undefined>;

/** The images' outcomes as the browser reports them (load or error events). */
export class BrandingImagesStore extends Store<BrandingImageOutcomes> {
  constructor() {
    super({ logo: undefined, shortLogo: undefined });
  }

  loaded(image: BrandingImage, src: string): void {
    this.#settle(image, src, true);
  }

  failed(image: BrandingImage, src: string): void {
    this.#settle(image, src, false);
  }

  #settle(image: BrandingImage, src: string, ok: boolean): void {
    this.set((s) => (s[image]?.src === src && s[image]?.ok === ok ? s : { ...s, [image]: { src, ok } }));
  }
}

/** The branding state from where the images come from (undefined while unknown) and what they did. */
export function brandingState(
  sources: BrandingSources | undefined,
  outcomes: BrandingImageOutcomes,
): BrandingState {
  const per = <T>(value: (image: BrandingImage) => T) =>
    ({ logo: value('logo'), shortLogo: value('shortLogo') }) as PerImage<T>;
  const outcome = (image: BrandingImage) => {
    const record = outcomes[image];
    return sources !== undefined && record?.src === sources[image] ? record : undefined;
  };
  return {
    logo: sources?.logo,
    shortLogo: sources?.shortLogo,
    skeleton: per((image) => outcome(image) === undefined),
    complete: per((image) => outcome(image) !== undefined),
    shown: per((image) => outcome(image)?.ok === true),
    branded: sources?.branded ?? false,
  };
}
