/**
 * The built Storybook (storybook-static/, `npm run build-storybook`) as the design system's home: every story
 * passes the accessibility panel's checks, and every stories file that documents a component has a docs page.
 *
 * One test per story, so the workers share them out. Each worker serves storybook-static/ itself (a small
 * static server on a free port; it uses none of the app's server, which playwright.config.ts starts for
 * every run anyway), opens iframe.html once and switches stories through Storybook's channel, as the
 * Storybook UI does, at the width the story asks for (its `viewport` global). A story is scanned once
 * Storybook says it has finished (STORY_FINISHED: rendered, play function done, animations settled), with
 * the panel's own axe settings. Playwright's 'storybook' project (playwright.config.ts), at 1280 px; stories tagged 'phone-width' are checked at 360 px too.
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as playwrightTest, type Browser, type Page } from '@playwright/test';
import { AXE_EXCLUDED_SELECTORS, AXE_TAGS } from '@design-system/a11y/axe-rules';
import { AXE_SOURCE } from './support/axe';
import { expect, test } from './support/test';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const staticDir = path.join(rootDir, 'storybook-static');
const storiesDir = path.join(rootDir, 'stories');

type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; name: string; importPath: string; tags?: string[] };

/**
 * The stories render in the public site's palette (preview.tsx's initial portalType) unless they name their
 * own. STORYBOOK_A11Y_PALETTES=customer,lender scans every story in those portal palettes too (the primary
 * colour of buttons, links and badges changes with the portal type); each palette adds a full pass.
 */
const EXTRA_PALETTES = (process.env.STORYBOOK_A11Y_PALETTES ?? '')
  .split(',')
  .map((palette) => palette.trim())
  .filter(Boolean);

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** Serves storybook-static/ on 127.0.0.1 at a port the system picks. */
async function serveStorybook(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(staticDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (!file.startsWith(staticDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': MIME_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const INDEX_FILE = path.join(staticDir, 'index.json');
const MISSING_INDEX = `${INDEX_FILE} is missing: run \`npm run build-storybook\` first`;

/** The built index's entries; none when Storybook is not built (the tests that need it then fail, saying so). */
function readIndex(): IndexEntry[] {
  if (!existsSync(INDEX_FILE)) return [];
  return Object.values((JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
}

/** The stories files under stories/, as the index names them ('./stories/X.stories.tsx'). */
function storiesFiles(dir = storiesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return storiesFiles(file);
    return entry.name.endsWith('.stories.tsx') ? [`./${path.relative(rootDir, file).split(path.sep).join('/')}`] : [];
  });
}

/** Storybook's channel events, recorded from the moment the preview creates its channel. */
function recordChannelEvents() {
  type Channel = { on: (event: string, listener: (...args: unknown[]) => void) => void };
  const log: { event: string; args: unknown[] }[] = [];
  let current: Channel | undefined;
  Object.assign(window, { __storybookEvents: log });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel: Channel) => {
      current = channel;
      for (const event of [
        'storyFinished',
        'storyMissing',
        'storyErrored',
        'storyThrewException',
        'playFunctionThrewException',
        'unhandledErrorsWhilePlaying',
      ]) {
        channel.on(event, (...args: unknown[]) => log.push({ event, args }));
      }
    },
  });
}

/**
 * The size the Storybook UI gives the story's frame: the story's `viewport` global, looked up in its
 * `viewport.options` parameter (the preview's viewports unless the story names its own); else the project's.
 */
async function storyViewport(page: Page, id: string): Promise<{ width: number; height: number } | { unknown: string } | null> {
  return page.evaluate(async (id) => {
    type Story = {
      storyGlobals: { viewport?: { value?: string; isRotated?: boolean } };
      parameters: { viewport?: { options?: Record<string, { styles: { width: string; height: string } }> } };
    };
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadStory: (s: { storyId: string }) => Promise<Story> } } })
      .__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    const value = story.storyGlobals.viewport?.value;
    if (!value) return null;
    const styles = story.parameters.viewport?.options?.[value]?.styles;
    if (!styles) return { unknown: value };
    const [width, height] = [Number.parseInt(styles.width, 10), Number.parseInt(styles.height, 10)];
    return story.storyGlobals.viewport?.isRotated ? { width: height, height: width } : { width, height };
  }, id);
}

/**
 * Shows a story (by the page's address when `url` is given, else through the channel) and waits for
 * Storybook's STORY_FINISHED; returns the errors it reported on the way (a story that throws, a failing play).
 */
async function showStory(page: Page, id: string, url?: string): Promise<string[]> {
  if (url) await page.goto(url);
  return page.evaluate(
    async ({ id, navigate }) => {
      const log = (window as unknown as { __storybookEvents: { event: string; args: unknown[] }[] }).__storybookEvents;
      const start = log.length;
      if (navigate) {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, ...args: unknown[]) => void } })
          .__STORYBOOK_ADDONS_CHANNEL__;
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }
      const from = navigate ? start : 0;
      const deadline = Date.now() + 15_000;
      for (;;) {
        const events = log.slice(from);
        const finished = events.find(
          ({ event, args }) => event === 'storyMissing' || (event === 'storyFinished' && (args[0] as { storyId: string }).storyId === id),
        );
        if (finished) {
          const status = finished.event === 'storyFinished' ? (finished.args[0] as { status: string }).status : 'missing';
          return events
            .filter(({ event }) => event !== 'storyFinished')
            .map(({ event, args }) => `${event}: ${JSON.stringify(args).slice(0, 500)}`)
            .concat(status === 'success' ? [] : [`story finished: ${status}`]);
        }
        if (Date.now() > deadline) return ['no storyFinished event in 15 s'];
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    { id, navigate: !url },
  );
}

type AxeViolation = { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

/**
 * Runs axe-core in the page as the accessibility panel does (@storybook/addon-a11y 10, src/a11yRunner.ts):
 * the document's body without Storybook's own elements, 'region' off (a component shown alone has no
 * landmarks), the rules of AXE_TAGS, less AXE_EXCLUDED_SELECTORS. Violations of every impact count.
 */
function runAxeAsThePanel(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(
    async ({ tags, excluded }) => {
      type Axe = {
        reset: () => void;
        configure: (config: unknown) => void;
        run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }>;
      };
      const axe = (window as unknown as { axe: Axe }).axe;
      axe.reset();
      axe.configure({ rules: [{ id: 'region', enabled: false }] });
      const result = await axe.run(
        { include: document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root', ...excluded] },
        { runOnly: { type: 'tag', values: tags }, rules: { region: { enabled: false } } },
      );
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { tags: AXE_TAGS, excluded: AXE_EXCLUDED_SELECTORS },
  );
}

const describeViolations = (violations: AxeViolation[]) =>
  violations.map((violation) =>
    [
      `[${violation.impact}] ${violation.id}: ${violation.help}`,
      ...violation.nodes.slice(0, 4).map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`),
    ].join('\n'),
  );

/**
 * A worker's Storybook preview: storybook-static/ served, iframe.html open in a page of its own with the
 * channel recorded and axe-core loaded, and which palette and story it shows now.
 */
type Preview = { page: Page; origin: string; palette: string | null; storyId: string | null };

async function openPreview(browser: Browser): Promise<{ preview: Preview; close: () => Promise<void> }> {
  const { server, origin } = await serveStorybook();
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(recordChannelEvents);
  // axe-core in the preview's own document only (the panel's copy is not in the frames a story shows).
  await page.addInitScript(`if (window === window.top) {\n${AXE_SOURCE}\n}`);
  const close = async () => {
    await context.close();
    await new Promise((resolve) => server.close(resolve));
  };
  return { preview: { page, origin, palette: null, storyId: null }, close };
}

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

// Playwright's own test, not ours: a story test uses the worker's preview, never a page of its own (ours would
// open one for each of the 200 tests); Storybook's channel reports what a story throws.
const storybookTest = playwrightTest.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const { preview, close } = await openPreview(browser);
      await use(preview);
      await close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Shows `story` in `palette` at the story's own width, through the channel as the Storybook UI does; the
 * preview is loaded afresh with it when it shows another palette (or none yet), and when the story is shown
 * already, which Storybook would not render again. `width` overrides the story's own. Returns Storybook's
 * errors and an unknown viewport name.
 */
async function showInPreview(preview: Preview, story: IndexEntry, palette: string, width?: { width: number; height: number }) {
  const { page } = preview;
  const url = `${preview.origin}/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true;portalType:${palette}`;
  let errors: string[] | null = null;
  if (preview.palette !== palette) {
    await page.setViewportSize(DEFAULT_VIEWPORT);
    errors = await showStory(page, story.id, url);
    preview.palette = palette;
    preview.storyId = story.id;
  }
  const viewport = width ?? (await storyViewport(page, story.id));
  await page.setViewportSize(viewport && 'width' in viewport ? viewport : DEFAULT_VIEWPORT);
  if (errors === null || viewport) errors = await showStory(page, story.id, preview.storyId === story.id ? url : undefined);
  preview.storyId = story.id;
  return { errors, unknownViewport: viewport && 'unknown' in viewport ? viewport.unknown : null };
}

test('every stories file that documents a component has a docs entry in the built index', () => {
  const index = readIndex();
  expect(index.length, MISSING_INDEX).toBeGreaterThan(0);
  const docs = new Set(index.filter((entry) => entry.type === 'docs').map((entry) => entry.importPath));
  const stories = new Set(index.filter((entry) => entry.type === 'story').map((entry) => entry.importPath));
  const files = storiesFiles();
  // The design system's components (stories/*.stories.tsx); the examples of stories/foundations/ and
  // stories/guides/ are shown on the MDX pages of those folders instead.
  const componentFiles = files.filter((file) => path.posix.dirname(file) === './stories');
  const withComponent = componentFiles.filter((file) => /^\s*component:\s*\S/m.test(readFileSync(path.join(rootDir, file), 'utf8')));
  expect(withComponent.length, 'stories files that name a component').toBeGreaterThan(0);
  expect(
    withComponent.filter((file) => !docs.has(file)),
    'stories files naming a component without a docs entry',
  ).toEqual([]);
  expect(
    files.filter((file) => !stories.has(file)),
    'stories files without a story in the index',
  ).toEqual([]);
});

const STORIES = readIndex().filter((entry) => entry.type === 'story');

test('the built Storybook has stories to check', () => {
  expect(STORIES.length, MISSING_INDEX).toBeGreaterThan(0);
});

/** Stories tagged so (the form steps and sections) are checked at phone width too, where a field could stick out. */
const PHONE_WIDTH_TAG = 'phone-width';
const PHONE_VIEWPORT = { width: 360, height: 740 };

/** Shows the story and checks it as the accessibility panel does; at phone width, also that nothing sticks out. */
async function checkStory(preview: Preview, story: IndexEntry, palette: string, width?: typeof PHONE_VIEWPORT) {
  const label = `${story.id} (${palette})${width ? ` at ${width.width} px` : ''}`;
  const { errors, unknownViewport } = await showInPreview(preview, story, palette, width);
  expect.soft(unknownViewport, `${label}: a viewport that is none of its viewport options`).toBeNull();
  expect.soft(errors, `${label}: Storybook's errors (a story that throws, a failing play function)`).toEqual([]);
  const violations = await runAxeAsThePanel(preview.page);
  expect.soft(describeViolations(violations).join('\n'), `${label}: accessibility violations`).toBe('');
  if (width) {
    const overflow = await preview.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect.soft(overflow, `${label}: horizontal overflow in px`).toBeLessThanOrEqual(0);
  }
}

// A test per story and palette; the panel's own automatic run is switched off (a11y.manual): this spec runs its scan.
for (const palette of ['public', ...EXTRA_PALETTES]) {
  for (const story of STORIES) {
    storybookTest(`${story.id} (${palette}) passes the accessibility panel checks`, ({ preview }) => checkStory(preview, story, palette));
    if (story.tags?.includes(PHONE_WIDTH_TAG)) {
      storybookTest(`${story.id} (${palette}) at 360 px passes the accessibility panel checks and fits`, ({ preview }) =>
        checkStory(preview, story, palette, PHONE_VIEWPORT),
      );
    }
  }
}
