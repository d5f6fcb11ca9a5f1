/**
 * Saves text as a CSV file through a Blob and an object URL, revoked once the download started.
 * A byte-order mark goes first so spreadsheets read the file as UTF-8.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click hands the Blob to the download; revoking in the same task can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** 'Cost by resource' → 'cost-by-resource.csv'. */
export function csvFileName(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'table'}.csv`;
}
