import type { PortalSettings } from '@portal/sdk';
import { useEffect, useState } from 'react';
import type { Portal } from '../app/portal-context.tsx';

export interface BrandingState {
  logo: string | undefined;
  shortLogo: string | undefined;
  /** Skeletons show until the images are known. */
  loading: boolean;
  branded: boolean;
}

/**
 * Branding: when the tenant is branded, the logo and icon come from the files API
 * ('branding-logo', 'branding-icon' of brandedBy); otherwise the settings' defaults. A failed
 * image is ignored in favour of the default.
 */
export function useBranding(portal: Portal, settings: PortalSettings | null | undefined): BrandingState {
  const [state, setState] = useState<BrandingState>({
    logo: undefined,
    shortLogo: undefined,
    loading: true,
    branded: false,
  });

  useEffect(() => {
    if (settings === undefined) return;
    let live = true;
    const urls: string[] = [];
    const fallback = {
      logo: settings?.logoNormal ?? '/media/logo.svg',
      shortLogo: settings?.logoShort ?? '/media/logo-short.svg',
      icon: settings?.favIcon ?? '/favicon.svg',
    };
    void (async () => {
      const branding = await portal.api.settings.branding();
      let logo = fallback.logo;
      let icon = fallback.icon;
      let branded = false;
      if (branding.ok && branding.data.branded) {
        branded = true;
        const [logoFile, iconFile] = await Promise.all([
          portal.api.settings.fileContent('branding-logo'),
          portal.api.settings.fileContent('branding-icon'),
        ]);
        if (logoFile.ok && logoFile.data.type.startsWith('image/')) {
          logo = URL.createObjectURL(logoFile.data);
          urls.push(logo);
        }
        if (iconFile.ok && iconFile.data.type.startsWith('image/')) {
          icon = URL.createObjectURL(iconFile.data);
          urls.push(icon);
        }
      }
      if (!live) {
        // Cleaned up while loading: these URLs were made after the cleanup ran.
        for (const url of urls) URL.revokeObjectURL(url);
        return;
      }
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (link) link.href = icon;
      setState({
        logo,
        shortLogo: branded && icon !== fallback.icon ? icon : fallback.shortLogo,
        loading: false,
        branded,
      });
    })();
    return () => {
      live = false;
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (link?.href.startsWith('blob:')) link.href = '/favicon.svg';
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, [portal, settings]);

  return state;
}
