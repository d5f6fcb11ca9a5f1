/**
 * `./portal test`: the example nginx configuration (deploy/nginx) serves the web build as
 * docs/deploy.md says. nginx is Debian's (`nginx-light`, installed when missing and running as
 * root; skipped with a message otherwise). The example runs as shipped but for what a loopback
 * test must change: the listen addresses, the certificate lines, the paths and the upstream
 * (a stand-in backend here). Checks: a client route gets the app's page with a fresh style
 * nonce in the page and its policy and is never cached; hashed assets are immutable and sent
 * precompressed; config.json is never cached; captions are text/vtt; a missing asset is a 404
 * (not the page); the backend's paths reach the backend.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const DIST = process.env.PORTAL_WEB_DIST ?? join(ROOT, 'web', 'dist');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

function nginxBinary(): string | undefined {
  if (NGINX) return NGINX;
  if (!root) return undefined;
  console.log("==> Installing Debian's nginx-light package");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    result = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'], {
      stdio: 'inherit',
      env,
    });
  }
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
}

const failures: string[] = [];
function check(what: string, ok: boolean, got: unknown) {
  if (ok) console.log(`  ok  ${what}`);
  else {
    console.log(`  FAIL ${what}: got ${JSON.stringify(got)}`);
    failures.push(what);
  }
}

/** A header of an answer, exactly. */
const checkHeader = (what: string, response: Response, name: string, expected: string) =>
  check(what, response.headers.get(name) === expected, response.headers.get(name));

/** As root, nginx's workers would run as nobody, who cannot read a checkout in a private folder. */
const root = userInfo().uid === 0;
const nginx = nginxBinary();
if (!nginx) {
  console.log(
    'nginx-check: nginx is not installed (Debian package nginx-light) and this is not root: skipped',
  );
  process.exit(0);
}
if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`nginx-check: no web build in ${DIST} (run pnpm run build)`);
  process.exit(1);
}

// A stand-in backend: answers whatever reaches it with the path it saw.
const backend = createServer((req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ backend: true, path: req.url }));
});
await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
const backendPort = (backend.address() as AddressInfo).port;

const work = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
const port = await freePort();
const plainPort = await freePort();
const example = readFileSync(join(ROOT, 'deploy', 'nginx', 'portal.conf'), 'utf8');
const site = example
  .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
  .replace(/^\s*ssl_certificate.*$/gm, '')
  .replace(/\/etc\/nginx\/snippets\//g, `${work}/snippets/`)
  .replace(/\/srv\/portal\/web\/dist/g, DIST)
  .replace(/^\s*server 10\.0\.0\.11:8080;.*$/m, `  server 127.0.0.1:${backendPort};`)
  .replace(/^\s*server 10\.0\.0\.12:8080;.*$/m, '')
  .replace(/listen 80;/, `listen 127.0.0.1:${plainPort};`);
mkdirSync(join(work, 'snippets'));
writeFileSync(
  join(work, 'snippets', 'portal-security-headers.conf'),
  readFileSync(join(ROOT, 'deploy', 'nginx', 'portal-security-headers.conf'), 'utf8'),
);
writeFileSync(join(work, 'portal.conf'), site);
writeFileSync(
  join(work, 'nginx.conf'),
  `worker_processes 1;
${root ? `user ${userInfo().username};` : ''}
pid ${work}/nginx.pid;
error_log ${work}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}; proxy_temp_path ${work}; fastcgi_temp_path ${work};
  uwsgi_temp_path ${work}; scgi_temp_path ${work};
  include ${work}/portal.conf;
}
`,
);
// A deployment's config.json, as an operator writes it beside the build.
const configWritten = !existsSync(join(DIST, 'config.json'));
if (configWritten)
  writeFileSync(join(DIST, 'config.json'), readFileSync(join(ROOT, 'deploy', 'config.example.json')));

const base = `http://127.0.0.1:${port}`;
try {
  execFileSync(nginx, ['-t', '-q', '-c', join(work, 'nginx.conf')], { stdio: 'inherit' });
  execFileSync(nginx, ['-c', join(work, 'nginx.conf')], { stdio: 'inherit' });
  console.log(`nginx-check: deploy/nginx/portal.conf on ${base}, serving ${DIST}`);

  const page = await fetch(`${base}/azure/cost-overview`);
  const html = await page.text();
  const policy = page.headers.get('Content-Security-Policy') ?? '';
  const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(html)?.[1] ?? '';
  check(
    'a client route is the app page',
    page.status === 200 && html.includes('<div id="root">'),
    page.status,
  );
  check(
    'its nonce is fresh and in style-src',
    /^[0-9a-f]{32}$/.test(nonce) && policy.includes(`'nonce-${nonce}'`),
    {
      nonce,
      policy,
    },
  );
  const again = /<meta name="csp-nonce" content="([^"]+)"/.exec(await (await fetch(`${base}/`)).text())?.[1];
  check('each answer has another nonce', Boolean(again) && again !== nonce, again);
  checkHeader('the page is never cached', page, 'Cache-Control', 'no-store');
  check(
    "the policy forbids what the backend's forbids",
    /object-src 'none'/.test(policy) && /frame-ancestors 'self'/.test(policy),
    policy,
  );
  checkHeader('nosniff', page, 'X-Content-Type-Options', 'nosniff');

  const script = readdirSync(join(DIST, 'assets')).find(
    (f) => f.endsWith('.js') && existsSync(join(DIST, 'assets', `${f}.gz`)),
  );
  const asset = await fetch(`${base}/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  await asset.arrayBuffer();
  checkHeader('a hashed asset is immutable', asset, 'Cache-Control', 'public, max-age=31536000, immutable');
  check(
    '…sent as its gzip copy, varying by encoding',
    asset.headers.get('Content-Encoding') === 'gzip' &&
      /Accept-Encoding/i.test(asset.headers.get('Vary') ?? ''),
    [asset.headers.get('Content-Encoding'), asset.headers.get('Vary')],
  );
  check('…with the policy', Boolean(asset.headers.get('Content-Security-Policy')), null);

  const config = await fetch(`${base}/config.json`);
  check(
    'config.json is served, never cached',
    config.status === 200 && config.headers.get('Cache-Control') === 'no-store',
    [config.status, config.headers.get('Cache-Control')],
  );
  await config.arrayBuffer();

  // The help videos' captions, when the videos are recorded (./portal test records them first).
  const videos = join(DIST, 'media', 'videos');
  const captions = existsSync(videos) ? readdirSync(videos).find((f) => f.endsWith('.vtt')) : undefined;
  if (captions) {
    const vtt = await fetch(`${base}/media/videos/${captions}`);
    await vtt.arrayBuffer();
    check(
      'captions are text/vtt',
      (vtt.headers.get('Content-Type') ?? '').startsWith('text/vtt'),
      vtt.headers.get('Content-Type'),
    );
  }
  const missing = await fetch(`${base}/assets/missing-0000.js`);
  await missing.arrayBuffer();
  check('a missing asset is a 404, not the page', missing.status === 404, missing.status);

  const plain = await fetch(`http://127.0.0.1:${plainPort}/overview`, { redirect: 'manual' });
  check(
    'plain HTTP is sent to HTTPS',
    plain.status === 301 && (plain.headers.get('Location') ?? '').startsWith('https://'),
    [plain.status, plain.headers.get('Location')],
  );

  const api = await fetch(`${base}/services/api-portal-customer/api/whois`);
  const answered = (await api.json()) as { backend?: boolean; path?: string };
  check(
    'the backend paths reach the backend',
    answered.backend === true && answered.path === '/services/api-portal-customer/api/whois',
    answered,
  );
} finally {
  spawnSync(nginx, ['-s', 'stop', '-c', join(work, 'nginx.conf')]);
  backend.close();
  if (configWritten) rmSync(join(DIST, 'config.json'), { force: true });
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`nginx-check: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('nginx-check: the example configuration serves the build as documented');
