import { BrandingImagesStore, type BrandingState, brandingState } from '@portal/hooks/frame';
import { useStore } from '@portal/hooks/react';
import type { PortalSettings } from '@portal/sdk';
import { useEffect, useMemo } from 'react';
import { useApiQuery } from '../data/api-query.ts';
import { BRANDING_FILES, portalApi } from '../data/portal-endpoints.ts';

/** The branding state (hooks' brandingState), and where the logo images report what they did. */
export interface Branding {
  state: BrandingState;
  images: BrandingImagesStore;
}

const image = (read: { data?: Blob }) => (read.data?.type.startsWith('image/') ? read.data : undefined);

/**
 * Branding: when the tenant is branded, the logo, short logo and icon come from the files API
 * ('branding-logo', 'branding-short-logo', 'branding-icon' of brandedBy; the short logo falls
 * back to the icon); otherwise the settings' defaults. A failed image, or branding that cannot be
 * read, falls back to the defaults.
 */
export function useBranding(settings: PortalSettings | null | undefined): Branding {
  const branding = useApiQuery(portalApi.branding, [], { afterFirstContent: true });
  const branded = branding.data?.branded === true;
  // A file that cannot be read (or is not an image) shows the default instead.
  const fileRead = { enabled: branded, retry: false } as const;
  const logoRead = useApiQuery(portalApi.fileContent, [BRANDING_FILES.logo], fileRead);
  const shortLogoRead = useApiQuery(portalApi.fileContent, [BRANDING_FILES.shortLogo], fileRead);
  const iconRead = useApiQuery(portalApi.fileContent, [BRANDING_FILES.icon], fileRead);
  const pending =
    branding.isPending || (branded && [logoRead, shortLogoRead, iconRead].some((read) => read.isPending));
  const logo = branded ? image(logoRead) : undefined;
  const shortLogo = branded ? image(shortLogoRead) : undefined;
  const icon = branded ? image(iconRead) : undefined;

  // Object URLs live as long as the files they show.
  const urls = useMemo(
    () => ({
      logo: logo ? URL.createObjectURL(logo) : undefined,
      shortLogo: shortLogo ? URL.createObjectURL(shortLogo) : undefined,
      icon: icon ? URL.createObjectURL(icon) : undefined,
    }),
    [logo, shortLogo, icon],
  );
  useEffect(
    () => () => {
      if (urls.logo) URL.revokeObjectURL(urls.logo);
      if (urls.shortLogo) URL.revokeObjectURL(urls.shortLogo);
      if (urls.icon) URL.revokeObjectURL(urls.icon);
    },
    [urls],
  );

  const fallback = {
    logo: settings?.logoNormal ?? '/media/logo.svg',
    shortLogo: settings?.logoShort ?? '/media/logo-short.svg',
    icon: settings?.favIcon ?? '/favicon.svg',
  };
  const loading = settings === undefined || pending;
  const shownIcon = urls.icon ?? fallback.icon;

  useEffect(() => {
    if (loading) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = shownIcon;
    return () => {
      if (link?.href.startsWith('blob:')) link.href = '/favicon.svg';
    };
  }, [loading, shownIcon]);

  const images = useMemo(() => new BrandingImagesStore(), []);
  const outcomes = useStore(images);
  const logoSrc = urls.logo ?? fallback.logo;
  const shortLogoSrc = urls.shortLogo ?? urls.icon ?? fallback.shortLogo;
  const sources = useMemo(
    () => (loading ? undefined : { logo: logoSrc, shortLogo: shortLogoSrc, branded }),
    [loading, logoSrc, shortLogoSrc, branded],
  );
  const state = useMemo(() => brandingState(sources, outcomes), [sources, outcomes]);
  return { state, images };
}
