/** Counting what a zlib stream inflates to, without keeping it: how decoding bombs are found before a decoder meets them. */
import { createInflate, inflateSync, constants as zlibConstants } from 'node:zlib';

/** Streams up to this size are inflated in one call; larger ones are counted as they stream, 1 MB at a time. */
const SMALL_STREAM = 1 << 20;

/**
 * How many bytes `input` inflates to, counted up to `limit` (a larger stream answers more than `limit`).
 * A damaged stream counts what came out before the damage. Nothing is kept.
 */
export async function inflatedSize(input: Buffer, limit: number): Promise<number> {
  // Most streams are small: one call. A large or damaged one is counted as it streams, 1 MB at a time.
  try {
    return inflateSync(input, { finishFlush: zlibConstants.Z_SYNC_FLUSH, maxOutputLength: Math.min(limit + 1, SMALL_STREAM) }).length;
  } catch {
    // over the small size, or damaged
  }
  return new Promise((resolve) => {
    const inflate = createInflate({ finishFlush: zlibConstants.Z_SYNC_FLUSH, chunkSize: 1 << 20 });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => resolve(size));
    inflate.end(input);
  });
}
