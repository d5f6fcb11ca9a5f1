import type { PortalSettings } from '@portal/sdk';
import { useEffect, useMemo } from 'react';
import { BRANDING_FILES, BRANDING_QUERY_KEY } from '../data/portal-keys.ts';
import { useApiQuery } from '../data/use-api-query.ts';
import { usePortal } from '../lib/portal-context.tsx';

export interface BrandingState {
  logo: string | undefined;
  shortLogo: string | undefined;
  /** Skeletons show until the images are known. */
  loading: boolean;
  branded: boolean;
}

interface BrandingFiles {
  branded: boolean;
  logo: Blob | undefined;
  shortLogo: Blob | undefined;
  icon: Blob | undefined;
}

const image = (result: { ok: boolean; data?: Blob }) =>
  result.ok && result.data?.type.startsWith('image/') ? result.data : undefined;

/**
 * Branding: when the tenant is branded, the logo, short logo and icon come from the files API
 * ('branding-logo', 'branding-short-logo', 'branding-icon' of brandedBy; the short logo falls
 * back to the icon); otherwise the settings' defaults. A failed image, or branding that cannot be
 * read, falls back to the defaults.
 */
export function useBranding(settings: PortalSettings | null | undefined): BrandingState {
  const { api } = usePortal();
  const files = useApiQuery<BrandingFiles>(BRANDING_QUERY_KEY, async (signal) => {
    const branding = await api.settings.branding({ signal });
    if (!branding.ok) return branding;
    if (!branding.data.branded)
      return {
        ok: true,
        status: 200,
        data: { branded: false, logo: undefined, shortLogo: undefined, icon: undefined },
      };
    const [logo, shortLogo, icon] = await Promise.all([
      api.settings.fileContent(BRANDING_FILES.logo, { signal }),
      api.settings.fileContent(BRANDING_FILES.shortLogo, { signal }),
      api.settings.fileContent(BRANDING_FILES.icon, { signal }),
    ]);
    return {
      ok: true,
      status: 200,
      data: { branded: true, logo: image(logo), shortLogo: image(shortLogo), icon: image(icon) },
    };
  });

  // Object URLs live as long as the files they show.
  const urls = useMemo(
    () => ({
      logo: files.data?.logo ? URL.createObjectURL(files.data.logo) : undefined,
      shortLogo: files.data?.shortLogo ? URL.createObjectURL(files.data.shortLogo) : undefined,
      icon: files.data?.icon ? URL.createObjectURL(files.data.icon) : undefined,
    }),
    [files.data],
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
  const loading = settings === undefined || files.isPending;
  const icon = urls.icon ?? fallback.icon;

  useEffect(() => {
    if (loading) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (link) link.href = icon;
    return () => {
      if (link?.href.startsWith('blob:')) link.href = '/favicon.svg';
    };
  }, [loading, icon]);

  return {
    logo: urls.logo ?? fallback.logo,
    shortLogo: urls.shortLogo ?? urls.icon ?? fallback.shortLogo,
    loading,
    branded: files.data?.branded === true,
  };
}
