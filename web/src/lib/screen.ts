import type { ComponentType } from 'react';
import type { ScreenQuery } from '../data/screen-queries.ts';

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
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
  /** What the screen reads as soon as it shows: asked beside its code when a reload opens it. */
  queries?: readonly ScreenQuery[];
}
