// What both provider verifications share: the committed pact files, and the verifier run per pact.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';

process.env.PACT_DO_NOT_TRACK ??= 'true';

/** The pact files the consumer tests write (pacts/pacts). */
export const PACT_DIR = join(import.meta.dirname, '..', '..', 'pacts', 'pacts');

interface PactFile {
  provider: { name: string };
  interactions: { description: string; pending?: boolean; providerStates?: { name: string }[] }[];
}

/** One pact file: its path, the provider it names and its interactions. */
export interface Pact {
  file: string;
  provider: string;
  interactions: PactFile['interactions'];
}

/** Every pact of the folder, in file name order. */
export function readPacts(dir: string = PACT_DIR): Pact[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
      return { file, provider: pact.provider.name, interactions: pact.interactions };
    });
}

/**
 * Copies of the pacts with no interaction pending, so their failures fail the verification too:
 * the reference backend implements the whole contract, pending operations included.
 */
export function withoutPending(pacts: readonly Pact[]): Pact[] {
  const dir = mkdtempSync(join(tmpdir(), 'pacts-strict-'));
  return pacts.map((pact) => {
    const content = JSON.parse(readFileSync(pact.file, 'utf8')) as PactFile;
    content.interactions = content.interactions.map((interaction) => ({ ...interaction, pending: false }));
    const file = join(dir, pact.file.split('/').pop() ?? 'pact.json');
    writeFileSync(file, JSON.stringify(content));
    return { ...pact, file, interactions: content.interactions };
  });
}

/** The names of the provider states the pacts use, each once. */
export function stateNames(pacts: readonly Pact[]): string[] {
  return [
    ...new Set(
      pacts.flatMap((pact) =>
        pact.interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((s) => s.name)),
      ),
    ),
  ];
}

/**
 * What to print when a verification rejects. Failed interactions are already printed by the
 * verifier itself, readably, above its error (which repeats them as a JSON dump); anything else
 * (an unreachable backend, a bad option) is printed as it comes.
 */
function failureNote(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes('Failures:') ? '(the failed interactions are listed above)' : message;
}

/**
 * Verifies each pact in turn against `providerBaseUrl` with the given verifier options (state
 * handlers or a state-change URL). Resolves to true when all passed.
 */
export async function verifyPacts(
  pacts: readonly Pact[],
  options: Omit<VerifierOptions, 'provider' | 'pactUrls'> & { providerBaseUrl: string },
): Promise<boolean> {
  // Each verification prints every interaction with its outcome, and the failures at the end.
  let passed = true;
  for (const pact of pacts) {
    console.log(`Verifying ${pact.provider} (${pact.file.split('/').pop()})`);
    try {
      await new Verifier({
        logLevel: 'error',
        ...options,
        provider: pact.provider,
        pactUrls: [pact.file],
      }).verifyProvider();
    } catch (error) {
      passed = false;
      console.error(failureNote(error));
    }
  }
  const interactions = pacts.flatMap((pact) => pact.interactions);
  const pending = interactions.filter((interaction) => interaction.pending === true).length;
  console.log(
    passed
      ? `Pact provider verification: ${interactions.length} interactions of ${pacts.length} pacts verified${
          pending > 0
            ? ` (${pending} of them pending: their failures are reported above and fail nothing)`
            : ''
        }.`
      : 'Pact provider verification failed.',
  );
  return passed;
}
