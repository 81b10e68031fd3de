import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import previewAnnotations from '../../.storybook/preview';

// Before any composeStories: stories composed earlier would render without the DesignSystemProvider decorator.
setProjectAnnotations([previewAnnotations]);

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Every stories file, in subfolders too (stories/foundations/, stories/guides/...).
const storyFiles = import.meta.glob<StoriesModule>('../../stories/**/*.stories.tsx', { eager: true });

/**
 * jsdom computes no colours (contrast is checked in the browser), a story is not a whole page (landmarks), and
 * a frame's page is not loaded in jsdom (the signing page's document): frames are the e2e suite's to check.
 */
const AXE_OPTIONS: axe.RunOptions = {
  iframes: false,
  rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  resultTypes: ['violations'],
};

async function seriousAxeViolations(element: Element) {
  const { violations } = await axe.run(element, AXE_OPTIONS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`);
}

test('stories were found', () => {
  expect(Object.keys(storyFiles).length).toBeGreaterThan(0);
});

// Named by their path under stories/, so two files of the same name in different folders stay apart.
describe.each(Object.entries(storyFiles).map(([path, storiesModule]) => [path.replace('../../stories/', ''), storiesModule] as const))(
  '%s',
  (_file, storiesModule) => {
    const stories = Object.entries(composeStories(storiesModule)) as [string, ComposedStory][];

    test('exports at least one story', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    // A whole form walked step by step (stories/guides) outlasts the 30 s default late in a full run on a busy machine.
    test.each(stories)('%s renders, plays and has no serious accessibility violations', { timeout: 90_000 }, async (_name, Story) => {
      const canvasElement = document.createElement('div');
      document.body.appendChild(canvasElement);
      try {
        await Story.run({ canvasElement });
        expect(canvasElement).not.toBeEmptyDOMElement();
        expect(await seriousAxeViolations(canvasElement)).toEqual([]);
      } finally {
        canvasElement.remove();
      }
    });
  },
);
