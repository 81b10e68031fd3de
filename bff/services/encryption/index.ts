/**
 * The at-rest encryption a server uses, checked against its database before anything else reads a secret: a
 * database whose secrets were sealed under a key this server lacks stops the start with a clear message
 * (rather than failing sign-ins and mail one by one, or sealing new values under a second key).
 */
import type { Knex } from 'knex';
import type { EncryptionKeySettings } from '../../config';
import { APP_SECRETS_TABLE, appSecretContext } from '../app-secrets';
import { createAtRestEncryption, SealedValueError, type AtRestEncryption } from './at-rest';
import { loadEncryptionKeys } from './keys';

export { createAtRestEncryption, type AtRestEncryption } from './at-rest';

const CHECK_NAME = 'encryption-key-check';
const CHECK_CONTEXT = appSecretContext(CHECK_NAME);
const CHECK_TEXT = 'keystone at-rest key check';

export async function openAtRestEncryption(db: Knex, settings: EncryptionKeySettings): Promise<AtRestEncryption> {
  const encryption = createAtRestEncryption(loadEncryptionKeys(settings));
  await refuseKeyOfAnotherDatabase(db, encryption);
  await db(APP_SECRETS_TABLE)
    .insert({ name: CHECK_NAME, value: encryption.seal(CHECK_TEXT, CHECK_CONTEXT), created_at: new Date() })
    .onConflict('name')
    .ignore();
  const { value } = await db(APP_SECRETS_TABLE).select('value').where({ name: CHECK_NAME }).first();
  opensOrStops(() => {
    if (encryption.open(value, CHECK_CONTEXT) !== CHECK_TEXT) throw new SealedValueError('The key check does not match.');
  });
  if (!encryption.isCurrent(value))
    await db(APP_SECRETS_TABLE)
      .where({ name: CHECK_NAME })
      .update({ value: encryption.rewrap(value, CHECK_CONTEXT) });
  return encryption;
}

function opensOrStops(open: () => void): void {
  try {
    open();
  } catch (error) {
    if (!(error instanceof SealedValueError)) throw error;
    throw new Error(
      `This database's secrets are sealed under an encryption key this server does not have (${error.message}). ` +
        `Set APP_ENCRYPTION_KEY to that key, or keep the new one in APP_ENCRYPTION_KEY and the old one in APP_ENCRYPTION_KEYS_PREVIOUS.`,
      { cause: error },
    );
  }
}

/**
 * Without a key check row (a fresh database, or one whose row was removed), the other sealed app secrets must
 * open: a server with the wrong key would otherwise write a check row of its own and lock the right key out.
 */
async function refuseKeyOfAnotherDatabase(db: Knex, encryption: AtRestEncryption): Promise<void> {
  if (await db(APP_SECRETS_TABLE).where({ name: CHECK_NAME }).first()) return;
  const secrets: { name: string; value: string }[] = await db(APP_SECRETS_TABLE).select('name', 'value');
  for (const { name, value } of secrets.filter((secret) => encryption.isSealed(secret.value))) {
    opensOrStops(() => encryption.open(value, `app_secrets:${name}`));
  }
}
