import { useCallback, useState } from 'react';
import { documentSigningContract, SIGNING_MESSAGES, type TSigningLinkRequest } from '@contracts/document-signing';
import { browserSessionId, SESSION_HEADER } from '../../api/browser-session';
import { api } from '../../api/client';
import { sendMultipart } from '../../api/upload';

/** The contract's messages, kept in English: the page says them in its language. */
const M = SIGNING_MESSAGES;

export type SignerDetails = Omit<TSigningLinkRequest, 'formType' | 'documentId'>;

const serverMessage = (body: unknown, fallback: string) => {
  const message = (body as { message?: unknown } | null)?.message;
  const errors = (body as { errors?: Record<string, string[]> } | null)?.errors;
  const first = errors && Object.values(errors)[0]?.[0];
  return first ?? (typeof message === 'string' ? message : fallback);
};

/**
 * The state-insurer flow's calls and where it stands (seed 001 §4): upload (its progress: the first half is
 * the file being sent, then 50% while the server prepares it), the signing link, and whether it was signed.
 */
export function useDocumentSigning(formType: string) {
  const [progress, setProgress] = useState<number | null>(null);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [signingUrl, setSigningUrl] = useState<string | null>(null);
  /** The address the signed copy goes to, as given for the link in use. */
  const [signerEmail, setSignerEmail] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [linkFieldErrors, setLinkFieldErrors] = useState<Record<string, string[]>>({});
  const [requesting, setRequesting] = useState(false);

  const upload = useCallback(async (file: File | null) => {
    if (!file) return setUploadError(M.noFile);
    setUploadError(null);
    setDocumentId(null);
    setProgress(0);
    const form = new FormData();
    form.append('sessionId', browserSessionId());
    form.append('document', file);
    try {
      const response = await sendMultipart(documentSigningContract.uploadDocument, form, {
        headers: { [SESSION_HEADER]: browserSessionId() },
        onProgress: (percent) => setProgress(percent / 2),
      });
      if (response.status === 201) {
        setProgress(100);
        setDocumentId(response.body.documentId);
      } else setUploadError(serverMessage(response.body, M.uploadFailed));
    } catch {
      setUploadError(M.uploadFailed);
    } finally {
      setProgress(null);
    }
  }, []);

  const requestLink = useCallback(
    async (signer: SignerDetails) => {
      setLinkError(null);
      setLinkFieldErrors({});
      if (!documentId) return setLinkError(M.uploadFirst);
      setRequesting(true);
      try {
        const response = await api.documentSigning.generateSigningLink({
          body: { ...signer, formType, documentId },
          headers: { [SESSION_HEADER]: browserSessionId() },
          quiet: true,
        });
        if (response.status === 200) {
          setSigningUrl(response.body.signingUrl);
          setSignerEmail(signer.email.trim());
        } else {
          if (response.status === 422) setLinkFieldErrors(response.body.errors);
          setLinkError(serverMessage(response.body, M.linkFailed));
        }
      } catch {
        setLinkError(M.linkFailed);
      } finally {
        setRequesting(false);
      }
    },
    [documentId, formType],
  );

  const clearFile = useCallback(() => {
    setDocumentId(null);
    setUploadError(null);
  }, []);

  return {
    progress,
    documentId,
    uploadError,
    upload,
    clearFile,
    signingUrl,
    signerEmail,
    closeSigning: () => setSigningUrl(null),
    linkError,
    linkFieldErrors,
    requesting,
    requestLink,
  };
}
