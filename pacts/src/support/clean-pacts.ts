import { mkdirSync, rmSync } from 'node:fs';
import { PACT_DIR } from './paths.ts';

/**
 * Vitest global setup of the consumer project: every run starts from an empty pacts/ folder, so an
 * interaction removed from the tests never lingers in the committed pact files (Pact merges into
 * existing files otherwise).
 */
export default function cleanPactDir(): void {
  rmSync(PACT_DIR, { recursive: true, force: true });
  mkdirSync(PACT_DIR, { recursive: true });
}
