import type { components } from '@portal/sdk';
type PageDescription = components['schemas']['PageDescription'];
/** One node of the demo portal's menu; `name` is the route below /billing. */
export interface MenuNode {
    name: string;
    displayName: string;
    description?: string;
    icon?: string;
    features?: string[];
    tags?: string[];
    /** Personas that see the item; none means every persona. */
    personas?: string[];
    assistanceSrc?: string;
    /** The page; a persona may get its own description (for example other tabs). */
    page?: PageDescription;
    pageByPersona?: Record<string, PageDescription>;
    children?: MenuNode[];
}
/** The demo portal: Azure cost, Microsoft 365 licences, recommendations, security, alerts, settings. */
export declare const PORTAL_MENU: MenuNode[];
/** The videos area (/informational-videos-main-dashboard); its default child is 'overview'. */
export declare const VIDEOS_MENU: MenuNode[];
export {};
