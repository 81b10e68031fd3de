/**
 * bench/site-performance: what a phone visitor gets from the public site.
 *
 * - Initial JavaScript per page (gzip bytes over the wire until the page is idle, no scrolling), and the
 *   size of every route chunk in the build.
 * - Lighthouse (mobile preset, Debian's Chromium) performance, accessibility, best practices and SEO of each
 *   page, FCP, LCP and TBT, the median of BENCH_RUNS runs (3), next to a baseline measured in the same run: a
 *   bare static HTML page served from this process. Issue 27's pages in both languages unless BENCH_PAGES says.
 *
 * Run: `npm run bench:site` (builds first; BENCH_SKIP_BUILD=1 reuses dist/). Prints only; exits 0 unless
 * something crashed.
 *
 * Lighthouse is not in the root install (some 150 packages that nothing else needs, on every CI run): it is
 * bench/lighthouse's own package, installed there on the first run (`npm ci --prefix bench/lighthouse`).
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Lighthouse's own package (its package.json pins the version, its package-lock.json the rest). */
const LIGHTHOUSE_DIR = path.join(ROOT, 'bench/lighthouse');
const LIGHTHOUSE_BIN = path.join(LIGHTHOUSE_DIR, 'node_modules/.bin/lighthouse');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Issue 27's pages: home, the product grid, a guide, About Us, a quote form and customer service, in both languages. */
const ISSUE_PAGES = ['/', '/chooseproducts', '/products/floodinsurance', '/aboutus', '/quotes/auto?productType=Auto+Insurance', '/customerservice'];
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ISSUE_PAGES.flatMap((pagePath) => [pagePath, pagePath === '/' ? '/es' : `/es${pagePath}`]);
/** Lighthouse's figures move from run to run on a shared machine: each page's are the median of this many. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1200, tbtMs: 50 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function startSite(port: number, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(dataDir, 'app.db'),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/csrf-token`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error('the site did not start');
}

/** The baseline: a bare, fast HTML page, so the scores below can be read against what this machine gives. */
async function startBaseline(): Promise<Server> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="description" content="Baseline"><title>Baseline</title></head><body><main><h1>Baseline page</h1><p>Plain HTML, no script.</p></main></body></html>';
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** JavaScript a phone downloads for a page until it is idle, without scrolling (bytes on the wire). */
async function initialJavaScript(baseUrl: string, pagePath: string): Promise<{ bytes: number; files: string[] }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((flag) => flag !== '--headless=new') });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const scripts: Promise<{ name: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.sizes().then((sizes) => ({ name: new URL(request.url()).pathname, bytes: sizes.responseBodySize })));
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    return { bytes: loaded.reduce((sum, script) => sum + script.bytes, 0), files: loaded.map((script) => script.name) };
  } finally {
    await browser.close();
  }
}

type PackageJson = { version?: string; dependencies?: Record<string, string> };
const readPackageJson = (file: string): PackageJson | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PackageJson) : undefined);

/** Installs bench/lighthouse's package when it is missing, or holds another version than its package.json pins. */
function ensureLighthouse(): void {
  const pinned = readPackageJson(path.join(LIGHTHOUSE_DIR, 'package.json'))?.dependencies?.lighthouse;
  const installed = readPackageJson(path.join(LIGHTHOUSE_DIR, 'node_modules/lighthouse/package.json'))?.version;
  if (existsSync(LIGHTHOUSE_BIN) && installed === pinned) return;
  console.log(
    installed
      ? `Lighthouse ${installed} is installed in bench/lighthouse, ${pinned} is pinned: npm ci --prefix bench/lighthouse ...`
      : 'Lighthouse is not installed (it is kept out of the root install): npm ci --prefix bench/lighthouse ...',
  );
  execFileSync('npm', ['ci', '--prefix', 'bench/lighthouse', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (!existsSync(LIGHTHOUSE_BIN)) throw new Error(`npm ci --prefix bench/lighthouse did not install ${LIGHTHOUSE_BIN}`);
}

/** Lighthouse runs in its own process; asynchronously, because the baseline page is served from this one. */
type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number; fcpMs: number; lcpMs: number; tbtMs: number };

/** Lighthouse now and then fails to record a load's trace (NO_NAVSTART, "please run Lighthouse again"): it is run again. */
const TRACE_NOT_RECORDED = /Something went wrong with recording the trace/;
const MOST_TRIES = 3;

async function lighthouseReport(url: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await promisify(execFile)(
        LIGHTHOUSE_BIN,
        [url, '--only-categories=performance,accessibility,best-practices,seo', '--output=json', '--quiet', `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
        { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
      );
      return stdout;
    } catch (error) {
      const stderr = String((error as { stderr?: unknown }).stderr ?? '');
      if (attempt >= MOST_TRIES || !TRACE_NOT_RECORDED.test(stderr)) throw error;
      console.log(`  Lighthouse did not record ${url}'s trace (try ${attempt} of ${MOST_TRIES}): again`);
    }
  }
}

async function lighthouseOnce(url: string): Promise<Scores> {
  const report = JSON.parse(await lighthouseReport(url));
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
  };
}

/** Each figure's median over RUNS runs of Lighthouse. */
async function lighthouse(url: string): Promise<Scores> {
  const runs: Scores[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouseOnce(url));
  const median = (key: keyof Scores) => runs.map((scores) => scores[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  return Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(key as keyof Scores)])) as Scores;
}

function routeChunks(): { name: string; gzip: number }[] {
  const assets = path.join(ROOT, 'dist/app/assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzip: gzipSync(readFileSync(path.join(assets, name))).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

async function main() {
  ensureLighthouse();
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const port = await freePort();
  const site = await startSite(port, dataDir);
  const baseline = await startBaseline();
  const siteUrl = `http://127.0.0.1:${port}`;
  try {
    console.log('Route chunks in the build (gzip):');
    for (const chunk of routeChunks()) console.log(`  ${kb(chunk.gzip).padStart(7)} KB  ${chunk.name}`);

    const base = await lighthouse(`http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`);
    console.log(
      `\nLighthouse mobile (median of ${RUNS}), baseline (bare HTML): performance ${base.performance}, accessibility ${base.accessibility}, best practices ${base.bestPractices}, SEO ${base.seo}, FCP ${base.fcpMs} ms, LCP ${base.lcpMs} ms, TBT ${base.tbtMs} ms\n`,
    );
    console.log('page                          JS until idle   perf  (÷ baseline)  a11y  b.p.   SEO   FCP ms  LCP ms  TBT ms  verdict');
    for (const pagePath of PAGES) {
      const js = await initialJavaScript(siteUrl, pagePath);
      const score = await lighthouse(`${siteUrl}${pagePath}`);
      const pass =
        score.performance >= TARGETS.performance &&
        score.accessibility >= TARGETS.accessibility &&
        score.bestPractices >= TARGETS.bestPractices &&
        score.seo >= TARGETS.seo &&
        score.lcpMs <= TARGETS.lcpMs &&
        score.tbtMs < TARGETS.tbtMs;
      console.log(
        `${pagePath.padEnd(30)}${`${kb(js.bytes)} KB`.padStart(13)}  ${String(score.performance).padStart(5)}  ${(score.performance / base.performance).toFixed(2).padStart(12)}  ${String(score.accessibility).padStart(4)}  ${String(score.bestPractices).padStart(4)}  ${String(score.seo).padStart(4)}  ${String(score.fcpMs).padStart(7)} ${String(score.lcpMs).padStart(7)} ${String(score.tbtMs).padStart(7)}  ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log(
      `\ntargets (issue 27): performance ${TARGETS.performance}, LCP <= ${TARGETS.lcpMs} ms, TBT < ${TARGETS.tbtMs} ms; accessibility, best practices and SEO ${TARGETS.seo}. The JavaScript before the first paint is a test: tests/e2e/page-weight.spec.ts`,
    );
  } finally {
    site.kill();
    baseline.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
