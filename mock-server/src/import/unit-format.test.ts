import { describe, expect, it } from 'vitest';
import { Database } from '../db/database.ts';
import { seedCosts } from '../seed/costs.ts';
import { seed } from '../seed/seed.ts';
import { readCsv } from './csv.ts';
import { demoExportCsv } from './demo-export.ts';
import { isFocusUnit } from './unit-format.ts';

/** The columns whose value format is FOCUS's Unit Format. */
const UNIT_COLUMNS = ['PricingUnit', 'ConsumedUnit', 'CommitmentDiscountUnit'];

describe("FOCUS's Unit Format", () => {
  it("takes the attribute's own examples and refuses what its validator refuses", () => {
    for (const unit of [
      'GB',
      'Seconds',
      'GB-Hours',
      'MB-Days',
      'GB-Months',
      'GB/Hour',
      'PB/Day',
      '1000 Tokens',
      '1000 Characters',
      'Units/3 Months',
      'Requests/Day',
      '1 Hour',
      '1 GB',
      'License-Months',
      'Request-Tokens',
      'Core-Hours/Day',
      'Milliseconds',
    ])
      expect([unit, isFocusUnit(unit)]).toEqual([unit, true]);
    // PricingUnit-C-003-O: a quantity before a composite, a time unit of another spelling, words in
    // lower case, GBs, a fraction.
    for (const unit of [
      '1 GB/Month',
      '1 License/Month',
      '100 RU/s',
      'gigabyte-seconds',
      'GBs',
      '0.5 Hours',
      'GB-Hour',
    ])
      expect([unit, isFocusUnit(unit)]).toEqual([unit, false]);
  });

  it('holds for every unit the demo export writes', async () => {
    let header: string[] | undefined;
    const units = new Map<string, number>();
    for await (const record of readCsv(demoExportCsv())) {
      if (!header) {
        header = record.fields;
        continue;
      }
      for (const column of UNIT_COLUMNS) {
        const index = header.indexOf(column);
        const value = index < 0 ? '' : (record.fields[index] ?? '');
        if (value !== '') units.set(value, (units.get(value) ?? 0) + 1);
      }
    }
    expect(header).toEqual(expect.arrayContaining(['PricingUnit', 'ConsumedUnit']));
    expect(units.size).toBeGreaterThan(2);
    expect([...units.keys()].filter((unit) => !isFocusUnit(unit))).toEqual([]);
  });

  it("holds for every unit of the demo seed's cost rows (its FOCUS view)", () => {
    const db = new Database(':memory:');
    seed(db);
    seedCosts(db, ['fabrikam']);
    const units = db
      .all<{ unit: string }>(
        'SELECT DISTINCT PricingUnit AS unit FROM focus_costs WHERE PricingUnit IS NOT NULL UNION SELECT DISTINCT ConsumedUnit FROM focus_costs WHERE ConsumedUnit IS NOT NULL',
      )
      .map((row) => row.unit);
    expect(units.length).toBeGreaterThan(2);
    expect(units.filter((unit) => !isFocusUnit(unit))).toEqual([]);
    db.close();
  });
});
