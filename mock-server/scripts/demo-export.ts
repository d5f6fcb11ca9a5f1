/**
 * `./portal demo-export [PATH]`: writes Tailspin Toys' cost export (import/demo-export.ts), the
 * gzip CSV its admin (admin@tailspin.example) imports in the settings' Cost data tab, or with
 * `./portal import-focus PATH --tenant tailspin`, to fill the tenant's cost screens. Default
 * PATH: tailspin-focus-2026-08-10.csv.gz in the current folder.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_EXPORT_DAYS, DEMO_EXPORT_SPIKE, demoExportGzip } from '../src/import/demo-export.ts';

const path = resolve(process.argv[2] ?? 'tailspin-focus-2026-08-10.csv.gz');
const bytes = demoExportGzip();
writeFileSync(path, bytes);
console.log(
  `${path}: Tailspin Toys' FOCUS export, ${DEMO_EXPORT_DAYS.first} to ${DEMO_EXPORT_DAYS.last}, ` +
    `${Math.ceil(bytes.length / 1024)} KB, a cost spike on ${DEMO_EXPORT_SPIKE.day}.\n` +
    'Import it signed in as admin@tailspin.example (Settings, Cost data), or with\n' +
    `  ./portal import-focus ${path} --tenant tailspin`,
);
