/**
 * What start-up does for secrets at rest, after the migrations (which do not have the key) and before the
 * server answers: seal what is still plain and rewrap what an older key sealed (sealed-columns.ts), then deal
 * with links written readable before mail secrets were sealed (links-written-before.ts). Every step may run
 * again, and on several instances at once, without doing anything twice.
 */
import type { Knex } from 'knex';
import type { Logger } from '../../http/logger';
import type { AtRestEncryption } from '../encryption';
import type { SetupLinkOptions } from '../staff/staff-members';
import { resendStoppedInvitations, sealWaitingDownloadLinks } from './links-written-before';
import { sealSecretsAtRest } from './sealed-columns';

export async function upgradeSecretsAtRest(db: Knex, encryption: AtRestEncryption, { setupLinks, logger }: { setupLinks: SetupLinkOptions; logger: Logger }) {
  const { sealed, rewrapped } = await sealSecretsAtRest(db, encryption);
  const downloadLinksSealed = await sealWaitingDownloadLinks(db, encryption);
  const invitationsResent = await resendStoppedInvitations(db, setupLinks);
  if (sealed + rewrapped + downloadLinksSealed + invitationsResent > 0) {
    logger.info({ sealed, rewrapped, downloadLinksSealed, invitationsResent }, 'secrets at rest upgraded');
  }
}
