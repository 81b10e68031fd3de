/** What the build plugins read of Rolldown's output bundle, and which chunk holds the app's boot script. */

export type Chunk = { type: 'chunk'; fileName: string; imports: string[]; moduleIds: string[]; code: string };
export type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array };
export type Bundle = Record<string, Chunk | Asset>;

const BOOT_MODULE = /[\\/]app[\\/]main\.tsx$/;

export const chunksOf = (bundle: Bundle): Chunk[] => Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');

/** The chunk of index.html's entry, which holds app/main.tsx; none in Storybook's build. */
export const bootChunkOf = (bundle: Bundle): Chunk | undefined => chunksOf(bundle).find((chunk) => chunk.moduleIds.some((id) => BOOT_MODULE.test(id)));
