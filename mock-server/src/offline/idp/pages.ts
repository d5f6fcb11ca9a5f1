/** Pages of the local identity provider: plain HTML, one same-origin stylesheet, no scripts. */
import { escapeHtml } from '../../domain/escape-html.ts';

export const PAGE_STYLES = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f5f7fa; color: #1b1f24; }
main { box-sizing: border-box; width: min(24rem, calc(100vw - 2rem)); background: #fff; border: 1px solid #c9d1db; border-radius: 8px; padding: clamp(1rem, 5vw, 2rem); }
h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
p { line-height: 1.5; }
label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
input { width: 100%; box-sizing: border-box; padding: 0.6rem; font: inherit; border: 1px solid #4a5360; border-radius: 4px; }
button { margin-top: 1.5rem; width: 100%; padding: 0.7rem; font: inherit; font-weight: 600; color: #fff; background: #0b5cad; border: 0; border-radius: 4px; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
.error { color: #a4262c; font-weight: 600; }
.hint { color: #4a5360; font-size: 0.9rem; }
@media (prefers-color-scheme: dark) {
  body { background: #121417; color: #e8ebef; }
  main { background: #1c2026; border-color: #3a424d; }
  input { background: #121417; color: #e8ebef; border-color: #b3bcc7; }
  button { background: #7db4ff; color: #0b1320; }
  .error { color: #ff9aa2; }
  .hint { color: #b3bcc7; }
}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/oidc/assets/login.css">
</head>
<body>
<main aria-labelledby="page-title">
${body}
</main>
</body>
</html>`;
}

export function loginPage(options: { action: string; username?: string; error?: string }): string {
  const error = options.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(options.error)}</p>`
    : '';
  const described = options.error ? ' aria-describedby="form-error"' : '';
  return page(
    'Sign in - Local identity provider',
    `<h1 id="page-title">Sign in</h1>
<p class="hint">Local identity provider of the reference backend. Every demo account uses the password <strong>demo</strong>.</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="username">Account</label>
<input id="username" name="username" type="email" autocomplete="username" required value="${escapeHtml(options.username ?? '')}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** Submits the provider's logout form at once, so signing out needs no confirmation. */
export const LOGOUT_SCRIPT = `
const form = document.getElementById('op.logoutForm');
if (form) {
  const confirm = document.createElement('input');
  confirm.type = 'hidden';
  confirm.name = 'logout';
  confirm.value = 'yes';
  form.appendChild(confirm);
  form.submit();
}`;

/** The provider's logout form; a same-origin script submits it, the button serves without scripts. */
export function logoutPage(form: string): string {
  return page(
    'Signing out',
    `<h1 id="page-title">Signing out</h1>
${form}
<p>Signing you out…</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>
<script src="/oidc/assets/logout.js"></script>`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1 id="page-title">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}
