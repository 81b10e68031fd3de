/**
 * The e-mail a person gets when staff move their request to another status: where it stands and where to see it
 * (/dashboard, for the requests it shows). Pure, so the back office shows the very words before the change is
 * made, and the server sends them.
 */
import { AGENCY } from '@site/agency';
import { routes } from '@site/paths';
import { type SubmissionStatus, submissionKindLabel, submissionStatusLabel } from './submission-kinds';

const STATUS_MAIL_KIND = 'status-update';

export function statusMail(item: { referenceNumber: string; kind: string; email: string }, status: SubmissionStatus, siteOrigin: string) {
  return {
    kind: STATUS_MAIL_KIND,
    to: item.email,
    referenceNumber: item.referenceNumber,
    subject: `Your request ${item.referenceNumber}: ${submissionStatusLabel(status)}`,
    text: [
      `Your ${submissionKindLabel(item.kind).toLowerCase()} with reference ${item.referenceNumber} is now: ${submissionStatusLabel(status)}.`,
      '',
      ...(item.kind === 'quote'
        ? []
        : [`You can see where it stands at ${siteOrigin}${routes.requestStatus(item.referenceNumber)} with your e-mail address.`, '']),
      `Questions? Reply to this e-mail or call us at ${AGENCY.phone}.`,
      '',
      AGENCY.name,
    ].join('\n'),
  };
}
