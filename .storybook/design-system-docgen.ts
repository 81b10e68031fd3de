import { existsSync } from 'node:fs';
import path from 'node:path';
import { builtinHandlers, builtinResolvers, ERROR_CODES, makeFsImporter, parse } from 'react-docgen';
import type { Plugin } from 'vite';

const SOURCE_EXTENSIONS = ['.tsx', '.ts'];

/** The error react-docgen takes for "leave this import unresolved". */
const notFollowed = (reason: string) => Object.assign(new Error(reason), { code: 'MODULE_NOT_FOUND' });

/** A module of ours: an alias (`@design-system/...`) or a relative import, resolved to its .ts(x) file. */
function lookupOwnModule(aliases: Record<string, string>) {
  return (specifier: string, basedir: string): string => {
    const alias = Object.keys(aliases).find((prefix) => specifier === prefix || specifier.startsWith(`${prefix}/`));
    const base = alias ? aliases[alias] + specifier.slice(alias.length) : specifier.startsWith('.') ? path.resolve(basedir, specifier) : null;
    // A package (the icons above all: tens of thousands of lines) is never read: its types show by name.
    if (base === null) throw notFollowed(`${specifier} is a package`);
    const candidates = [
      base,
      ...SOURCE_EXTENSIONS.map((extension) => `${base}${extension}`),
      ...SOURCE_EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
    ];
    const found = candidates.find((candidate) => path.extname(candidate) && existsSync(candidate));
    if (!found) throw notFollowed(`${specifier} not found from ${basedir}`);
    return found;
  };
}

/**
 * Props tables for the design system's components, from react-docgen. Storybook's own docgen plugin reads every
 * source file and follows imports into packages: @tabler/icons-react alone doubled the Storybook build. This one
 * reads the design system's components and the modules of ours they import, nothing else.
 */
export function designSystemDocgen(designSystemDir: string, aliases: Record<string, string>): Plugin {
  const importer = makeFsImporter(lookupOwnModule(aliases));
  const handlers = Object.values(builtinHandlers);
  const resolver = new builtinResolvers.FindExportedDefinitionsResolver();
  return {
    name: 'agency:design-system-docgen',
    enforce: 'pre',
    transform(source, id) {
      if (!id.startsWith(designSystemDir) || !id.endsWith('.tsx') || id.endsWith('.test.tsx')) return undefined;
      try {
        const documentation = parse(source, { resolver, handlers, importer, filename: id });
        const assignments = documentation
          .filter((component) => component.displayName && new RegExp(`\\b(function|const) ${component.displayName}\\b`).test(source))
          .map(({ displayName, ...info }) => `;${displayName}.__docgenInfo=${JSON.stringify({ displayName, ...info })};`);
        return assignments.length ? { code: source + assignments.join(''), map: null } : undefined;
      } catch (error) {
        if ((error as { code?: string }).code === ERROR_CODES.MISSING_DEFINITION) return undefined;
        throw error;
      }
    },
  };
}
