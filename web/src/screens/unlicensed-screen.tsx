import { UnlicensedCard } from '../features/reports/components/unlicensed-card.tsx';
import type { ScreenProps } from './registry.ts';

/**
 * The unlicensed placeholder: a page of a feature the tenant's licence does not include says so,
 * with the page's description and what to do, as the report view does for an unlicensed report.
 * The card is the screen's region (named 'Unlicensed feature' by its heading).
 */
export default function UnlicensedScreen({ description }: ScreenProps) {
  return <UnlicensedCard report={{ description }} />;
}
