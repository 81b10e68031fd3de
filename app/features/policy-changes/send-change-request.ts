import type { AppRoute } from '@ts-rest/core';
import { ZPolicyChangeResponse, type TPolicyChangeResponse, type TPortalType } from '@contracts/policy-changes/shared';
import { submitForm } from '../../api/submission-answer';
import { multipartFormData } from '@contracts/multipart-names';
import { sendMultipart } from '../../api/upload';
import { CHANGE_FORM_WORDS } from './content';

type MultipartRoute = AppRoute & { method: 'POST'; contentType: 'multipart/form-data' };

/**
 * Sends a change form's values to its endpoint as multipart (the names the contract reads back), with the
 * page's request id and portal type; resolves with the reference and receipt token, rejects with what to show.
 */
export const sendChangeRequest = (
  route: MultipartRoute,
  values: object,
  { requestId, customerType, onProgress }: { requestId: string; customerType: TPortalType; onProgress: (percent: number) => void },
) =>
  submitForm<TPolicyChangeResponse>(
    () => sendMultipart(route, multipartFormData({ requestId, customerType, ...values }), { onProgress }),
    ({ body }) => {
      const parsed = ZPolicyChangeResponse.safeParse(body);
      return parsed.success ? parsed.data : undefined;
    },
    CHANGE_FORM_WORDS,
  );
