// The sorting benchmark's page (issue 15): the portal's own DataTable over TableController in client
// mode with 100,000 generated rows, the same every time (a seeded generator), built by the portal's
// Vite setup and served by the backend at /__table/index.html. tests/bench/table.ts sorts it.

import { useTableController } from '@portal/hooks/react';
import type { TableColumn } from '@portal/hooks/tables';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DataTable } from '../../src/ui/data-table/data-table.tsx';
import '../../src/theme/theme.css.ts';

const ROWS = 100_000;

interface Resource {
  id: string;
  name: string;
  service: string;
  region: string;
  /** EUR, a decimal string with two decimals (exact, never a float). */
  cost: string;
  /** ISO date. */
  date: string;
}

const SERVICES = [
  'Virtual Machines',
  'Storage',
  'App Service',
  'SQL Database',
  'Cosmos DB',
  'Key Vault',
  'Functions',
  'Kubernetes Service',
  'Bandwidth',
  'Log Analytics',
  'Container Registry',
  'Azure Monitor',
];
const REGIONS = ['westeurope', 'northeurope', 'eastus', 'eastus2', 'westus', 'uksouth', 'francecentral'];
const WORDS = ['prod', 'test', 'dev', 'shared', 'data', 'web', 'api', 'batch', 'core', 'edge', 'ml'];

/** Mulberry32: a small seeded generator, so every run sorts the same rows. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(count: number): Resource[] {
  const next = random(15);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const cents = Math.floor(next() * 2_500_000) - 50_000;
    const sign = cents < 0 ? '-' : '';
    const abs = Math.abs(cents);
    return {
      id: String(i),
      name: `${pick(WORDS)}-${pick(WORDS)}-${(Math.floor(next() * 0xffffff) >>> 0).toString(16).padStart(6, '0')}`,
      service: pick(SERVICES),
      region: pick(REGIONS),
      cost: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`,
      date: new Date(start + Math.floor(next() * 700) * 86_400_000).toISOString().slice(0, 10),
    };
  });
}

const columns: TableColumn<Resource>[] = [
  { id: 'name', header: 'Resource', value: (r) => r.name },
  { id: 'service', header: 'Service', value: (r) => r.service },
  { id: 'region', header: 'Region', value: (r) => r.region },
  { id: 'cost', header: 'Cost', kind: 'amount', currency: 'EUR', value: (r) => r.cost },
  { id: 'date', header: 'Date', kind: 'date', value: (r) => r.date },
];

// Through JSON, as the portal's rows arrive from the backend (flat strings, no shared objects).
const rows: Resource[] = JSON.parse(JSON.stringify(generate(ROWS)));

function TableBench() {
  const { table } = useTableController({ columns, rows, locale: 'en-US' });
  return (
    <main>
      <h1>Cost by resource</h1>
      <DataTable table={table} label="Cost by resource" locale="en-US" height={600} />
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <TableBench />
  </StrictMode>,
);
