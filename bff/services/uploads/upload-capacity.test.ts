import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import { createUploadCapacity, NoUploadSpaceError } from './upload-capacity';

const silent = pino({ level: 'silent' });

describe('upload capacity', () => {
  const t = useFreshDatabase('sqlite');
  const capacity = (quotaBytes: number, freeBytes = 10 ** 12, minFreeBytes = 0) =>
    createUploadCapacity({ db: t.db, dir: '/nonexistent/uploads', settings: { quotaBytes, minFreeBytes }, logger: silent }, async () => freeBytes);

  it('gives the last room to one of two uploads arriving together, and takes it back when released', async () => {
    const room = capacity(100);
    const outcomes = await Promise.allSettled([room.reserve(60), room.reserve(60)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(NoUploadSpaceError);
    (outcomes.find((outcome) => outcome.status === 'fulfilled') as PromiseFulfilledResult<() => void>).value();
    await expect(room.reserve(60)).resolves.toBeTypeOf('function');
  });

  it('counts the documents kept, and the disk space that must stay free', async () => {
    await t
      .db('uploads')
      .insert({ stored_name: 'a'.repeat(32), original_name: 'a.pdf', mime_type: 'application/pdf', size_bytes: 90, sha256: 'x', created_at: new Date() });
    await expect(capacity(100).reserve(20)).rejects.toMatchObject({ reason: 'quota', status: 507 });
    await expect(capacity(1000).reserve(20)).resolves.toBeTypeOf('function');
    await expect(capacity(1000, 500, 490).reserve(20)).rejects.toMatchObject({ reason: 'disk' });
  });

  it('finds the free space of a folder not made yet from its nearest parent', async () => {
    const real = createUploadCapacity({ db: t.db, dir: '/tmp/no/such/folder/yet', settings: { quotaBytes: 10 ** 12, minFreeBytes: 0 }, logger: silent });
    await expect(real.reserve(1)).resolves.toBeTypeOf('function');
  });
});
