import { describe, expect, it } from 'vitest';
import { mantineClassesIn, stylesheetNamedFor, withoutUnusedMantineRules } from './unused-mantine-css';

const used = mantineClassesIn('const classes = { root: "m_11111111", label: "m_22222222" };');
const pruned = (css: string) => withoutUnusedMantineRules(css, used).replace(/\s+/g, ' ').trim();

describe("Mantine's rules in the stylesheet, kept only for the classes the app's code names", () => {
  it('finds the classes the code names', () => {
    expect([...used]).toEqual(['m_11111111', 'm_22222222']);
  });

  it('keeps the rules of used classes, and every rule that needs no Mantine class', () => {
    const css = '.m_11111111 { color: red } .m_11111111:where([data-size]) .m_22222222 { gap: 1px } :root { --x: 1 } .own_abc { margin: 0 }';
    expect(pruned(css)).toContain('.m_11111111:where([data-size]) .m_22222222');
    expect(pruned(css)).toContain(':root');
    expect(pruned(css)).toContain('.own_abc');
  });

  it('drops a rule whose selector needs a class no code names, and only that selector of a list', () => {
    expect(pruned('.m_33333333 { color: red }')).toBe('');
    expect(pruned('.m_11111111 .m_33333333 { color: red }')).toBe('');
    expect(pruned('.m_11111111, .m_33333333 { color: red }')).toBe('.m_11111111 { color: red }');
  });

  it('drops the at-rules left empty, and leaves keyframes alone', () => {
    expect(pruned('@media (min-width: 40em) { .m_33333333 { color: red } }')).toBe('');
    expect(pruned('@media (min-width: 40em) { .m_33333333 { color: red } .m_22222222 { color: blue } }')).toBe(
      '@media (min-width: 40em) { .m_22222222 { color: blue } }',
    );
    expect(pruned('@keyframes m_44444444 { from { opacity: 0 } to { opacity: 1 } }')).toContain('from { opacity: 0 }');
  });
});

it('names the pruned stylesheet after its own content, so a browser never keeps an older one under its name', () => {
  const first = stylesheetNamedFor('assets/style-DiUA0lgP.css', '.m_11111111{color:red}');
  expect(first).toMatch(/^assets\/style-[\w-]{8}\.css$/);
  expect(first).not.toBe('assets/style-DiUA0lgP.css');
  expect(stylesheetNamedFor('assets/style-DiUA0lgP.css', '.m_11111111{color:red}')).toBe(first);
  expect(stylesheetNamedFor('assets/style-DiUA0lgP.css', '.m_22222222{color:red}')).not.toBe(first);
});
