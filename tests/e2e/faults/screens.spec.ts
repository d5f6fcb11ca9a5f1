import {
  expect,
  FAULTS,
  type FaultItem,
  faultScreens,
  openWatched,
  planFaults,
  recordedCalls,
  recordRows,
  runItems,
  SHELL_PARTS,
  test,
  unfaulted,
} from './harness.ts';

/**
 * The fault matrix's second project (harness.ts): the plan made from the recorded calls, one test
 * per screen, per fault of the shell's calls, for the keepalive and for the session's refresh. Each
 * test checks the calls of its duty were faulted, and records its rows for the matrix.
 */

test.describe.configure({ mode: 'parallel' });

/** This test's items of the plan. */
function itemsOf(name: string): FaultItem[] {
  const { calls, shellOps } = recordedCalls();
  return planFaults(calls, shellOps).filter((item) => item.test === name);
}

async function check(name: string, rows: Awaited<ReturnType<typeof runItems>>, items: FaultItem[]) {
  recordRows(name, rows.rows);
  expect(rows.problems).toEqual([]);
  expect(unfaulted(items, rows.rows), 'calls of this test never faulted').toEqual([]);
}

for (const path of faultScreens()) {
  test(`${path}: its calls failing, a fallback, never a blank page, and back once the backend is`, async ({
    watched,
  }) => {
    const items = itemsOf(path);
    // A screen whose calls are all the shell's: the shell's tests fault them.
    test.skip(items.length === 0, 'no call of its own');
    await check(path, await runItems(watched, items), items);
  });
}

for (const fault of FAULTS)
  for (let part = 0; part < SHELL_PARTS; part += 1) {
    const name = `shell ${fault} ${part}`;
    test(`the shell's calls one by one × ${fault}, share ${part + 1} of ${SHELL_PARTS}`, async ({
      watched,
    }) => {
      const items = itemsOf(name);
      expect(items.length).toBeGreaterThan(0);
      await check(name, await runItems(watched, items), items);
    });
  }

test("the session's refresh failing four ways: the sign-in page, and the session back once it answers", async ({
  watched,
}) => {
  const items = itemsOf('session');
  await check('session', await runItems(watched, items), items);
});

test('the keepalive, brought on by the page clock, failing four ways: the page goes on', async ({
  browser,
  backend,
}) => {
  // A page of its own: the keepalive's clock is moved on by this test alone.
  const w = await openWatched(browser, backend);
  try {
    const items = itemsOf('timers');
    expect(items.map((item) => item.fault)).toEqual([...FAULTS]);
    await check('timers', await runItems(w, items), items);
    expect(w.violations).toEqual([]);
  } finally {
    await w.context.close();
  }
});
