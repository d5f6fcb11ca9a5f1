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
  load: () => Promise<{ default: ComponentType<ScreenProps> }>;
}
