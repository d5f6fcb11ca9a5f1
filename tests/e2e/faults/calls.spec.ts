import {
  clearRecords,
  expect,
  faultScreens,
  HOME,
  outcome,
  recordCalls,
  SESSION_OPS,
  SHELL,
  settled,
  TIMER_OPS,
  test,
  type Watched,
} from './harness.ts';

/**
 * The fault matrix's first project (harness.ts): each screen opened without faults shows itself
 * and records the contract operations it calls; the home page's calls are the shell's.
 */

test.describe.configure({ mode: 'parallel' });

for (const path of faultScreens()) {
  test(`${path} without faults: shown, its calls recorded`, async ({ watched: w }) => {
    await openAndRecord(w, path, path);
  });
}

test("the shell's calls: the home page opened anew", async ({ watched: w }) => {
  await openAndRecord(w, HOME, SHELL);
});

async function openAndRecord(w: Watched, path: string, name: string) {
  clearRecords('calls', name);
  await w.page.goto(path);
  await settled(w);
  expect(await outcome(w.page)).toBe('page shown');
  expect(w.errors).toEqual([]);
  // The session's refresh and the keepalive's timer are faulted on their own (screens.spec.ts).
  // (the home page's include the refresh: the shell's calls are what opening any page costs).
  const ops = [...w.seen].filter((op) => !TIMER_OPS.has(op) && (name === SHELL || !SESSION_OPS.has(op)));
  recordCalls(name, ops.sort());
}
