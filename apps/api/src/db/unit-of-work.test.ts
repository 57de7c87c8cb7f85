import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { createFilesRepository } from '../modules/files/files.repository.ts';
import { offerPhotoUses } from '../modules/offers/index.ts';
import { createOutboxRepository } from '../modules/outbox/outbox.repository.ts';
import { createTestDatabase } from '../test/build-test-app.ts';
import { createAccount } from '../test/factories.ts';
import type { DatabaseHandle, Executor } from './client.ts';
import { bindRepositories, createUnitOfWork } from './unit-of-work.ts';

const factories = {
  accounts: createAccountsRepository,
  files: (db: Executor) => createFilesRepository(db, { photoInUse: offerPhotoUses }),
  outbox: createOutboxRepository,
};

describe('unit of work', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const message = (recipient: string) => ({
    region: 'us' as const,
    channel: 'email' as const,
    recipient,
    subject: 'Subject',
    text: 'Text',
  });
  const file = (ownerAccountId: number) => {
    const id = crypto.randomUUID();
    return {
      id,
      region: 'us' as const,
      ownerAccountId,
      kind: 'offer_image' as const,
      originalName: 'photo.jpg',
      storageKey: `offers/${id}`,
      width: 10,
      height: 10,
    };
  };

  it('commits the writes of every repository together', async () => {
    const owner = await createAccount(database.db);
    const unitOfWork = createUnitOfWork(database.db, factories);
    const fileId = await unitOfWork(async ({ accounts, files, outbox }) => {
      await accounts.update(owner.id, { firstName: 'Committed' });
      await outbox.add(message('committed@example.com'));
      return (await files.create(file(owner.id))).id;
    });
    const repositories = bindRepositories(database.db, factories);
    expect((await repositories.accounts.findById(owner.id))?.firstName).toBe('Committed');
    expect(await repositories.files.find(fileId)).toBeDefined();
    expect(await repositories.outbox.list('committed@example.com')).toHaveLength(1);
  });

  it('rolls back every repository when the work fails, and passes the error on', async () => {
    const owner = await createAccount(database.db, { firstName: 'Before' });
    const unitOfWork = createUnitOfWork(database.db, factories);
    let fileId: string | undefined;
    const failure = new Error('the work failed after writing');
    await expect(
      unitOfWork(async ({ accounts, files, outbox }) => {
        await accounts.update(owner.id, { firstName: 'After' });
        await outbox.add(message('rolled-back@example.com'));
        fileId = (await files.create(file(owner.id))).id;
        // Visible inside the transaction...
        expect(await files.find(fileId)).toBeDefined();
        throw failure;
      }),
    ).rejects.toBe(failure);
    // ...and gone after it.
    const repositories = bindRepositories(database.db, factories);
    expect((await repositories.accounts.findById(owner.id))?.firstName).toBe('Before');
    expect(await repositories.files.find(fileId!)).toBeUndefined();
    expect(await repositories.outbox.list('rolled-back@example.com')).toEqual([]);
  });
});
