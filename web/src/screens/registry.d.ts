import type { ComponentType } from 'react';
/** Props every screen gets. */
export interface ScreenProps {
  componentKey: string;
  title: string;
  description: string;
}
export interface ScreenDefinition {
  key: string;
  title: string;
  description: string;
  load: () => Promise<{
    default: ComponentType<ScreenProps>;
  }>;
}
/**
 * The screens a ui page or tab names by component key (spec section 2, lazy content screens).
 * One registry: the dynamic page, the menu and the unknown-key placeholder all read it.
 */
export declare const SCREENS: readonly ScreenDefinition[];
/** The screen of a component key; undefined for an unknown key (the error placeholder shows). */
export declare function findScreen(key: string | undefined): ScreenDefinition | undefined;
