/**
 * Rewrites the placeholders of `sql`: `replace` gets each one as written (`?`, or numbered as
 * SQLite allows, `?3`) and answers its new text. Quoted text, quoted names and `--` comments are
 * left as they are.
 */
export function rewritePlaceholders(sql: string, replace: (placeholder: string) => string): string {
  let out = '';
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i] as string;
    if (char === "'" || char === '"') {
      const end = sql.indexOf(char, i + 1);
      const stop = end < 0 ? sql.length : end;
      out += sql.slice(i, stop + 1);
      i = stop;
    } else if (char === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end < 0 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (char === '?') {
      let placeholder = '?';
      while (/\d/.test(sql[i + 1] ?? '')) {
        placeholder += sql[i + 1];
        i += 1;
      }
      out += replace(placeholder);
    } else {
      out += char;
    }
  }
  return out;
}

/** The placeholders of a multi-row `VALUES` list: `rows` rows of `width` values ('(?, ?), (?, ?)'). */
export function valuesPlaceholders(rows: number, width: number): string {
  const row = `(${Array(width).fill('?').join(', ')})`;
  return Array(rows).fill(row).join(', ');
}
