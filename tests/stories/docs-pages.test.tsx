import type { Meta } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { USAGE_HEADINGS } from '../../stories/docs/usage';

type StoriesModule = { default: Meta };

const storyFiles = import.meta.glob<StoriesModule>('../../stories/*.stories.tsx', { eager: true });
const designSystemModules = import.meta.glob<Record<string, unknown>>(['../../design-system/**/*.tsx', '!../../design-system/**/*.test.tsx'], { eager: true });
/** The pages and forms: every design-system name they import. */
const pageSources = import.meta.glob<string>(['../../app/**/*.{ts,tsx}', '!../../app/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });

/**
 * Stories files whose page documents something other than one design-system component; their docs pages still
 * carry usage text. Keep it short: a design-system component gets a stories file of its own.
 */
const NOT_ONE_COMPONENT: Record<string, string> = {
  'ChangeFormSteps.stories.tsx': 'the shared steps side by side in one form shell; each step also has a stories file of its own',
  'ChangeFormSections.stories.tsx': "sections of the app's change forms (app/features), not design-system components",
  'CarrierEditForm.stories.tsx': 'a back-office form of the app (app/features/back-office/carriers), not a design-system component',
};

const fileName = (path: string) => path.split('/').pop() ?? path;

/** Every component the design system exports (a function or a forwardRef named with a capital), by name. */
const designSystemComponents = new Map<string, unknown>();
for (const moduleExports of Object.values(designSystemModules)) {
  for (const [name, value] of Object.entries(moduleExports)) {
    const isComponent = typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
    if (/^[A-Z][a-z]/.test(name) && isComponent) designSystemComponents.set(name, value);
  }
}

const metas = Object.entries(storyFiles).map(([path, storiesModule]) => [fileName(path), storiesModule.default] as const);
/** The components with a props table: each meta's component and its subcomponents (tabs of the same table). */
const documented = new Set<unknown>(metas.flatMap(([, meta]) => [meta.component, ...Object.values(meta.subcomponents ?? {})]));

/** The text under each usage heading, or undefined when the heading is missing. */
function usageSections(markdown: string) {
  return USAGE_HEADINGS.map((heading, index) => {
    const start = markdown.indexOf(`## ${heading}\n`);
    if (start < 0) return [heading, undefined] as const;
    const next = USAGE_HEADINGS[index + 1];
    const end = next ? markdown.indexOf(`## ${next}\n`, start) : markdown.length;
    return [heading, markdown.slice(start + heading.length + 4, end < 0 ? markdown.length : end).trim()] as const;
  });
}

test('the list of pages that are not one component names stories files that exist', () => {
  const files = metas.map(([file]) => file);
  for (const file of Object.keys(NOT_ONE_COMPONENT)) expect(files).toContain(file);
});

describe.each(metas)('%s docs page', (file, meta) => {
  test.skipIf(file in NOT_ONE_COMPONENT)('its meta documents one design-system component (the props table)', () => {
    expect(meta.component, 'meta.component is not set').toBeDefined();
    expect([...designSystemComponents.values()], 'meta.component is not exported from design-system/').toContain(meta.component);
  });

  test('its usage text has what it is for, when not to use it and its accessibility', () => {
    const description: unknown = meta.parameters?.docs?.description?.component;
    expect(typeof description, 'no parameters.docs.description.component: use usage() from stories/docs/usage').toBe('string');
    for (const [heading, text] of usageSections(description as string)) {
      expect(text, `"${heading}" is missing or empty`).toBeTruthy();
    }
  });
});

test('every design-system component a page or form uses has a docs page', () => {
  const imported = new Set<string>();
  for (const source of Object.values(pageSources)) {
    for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@design-system\/[^']+'/g)) {
      for (const name of names.split(',').map((part) => part.trim())) if (designSystemComponents.has(name)) imported.add(name);
    }
  }
  const undocumented = [...imported].filter((name) => !documented.has(designSystemComponents.get(name))).sort();
  expect(undocumented).toEqual([]);
});
