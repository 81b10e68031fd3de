/**
 * The inbox knows every person (issue 21): one submission of every kind of contracts/back-office/submission-kinds.ts,
 * sent through the public API as the person's browser sends it, is listed in GET /api/admin/submissions with
 * the person's name and found by their last name. A described form's kind sends its first sample (`<form>.samples.ts`);
 * any other kind without a submitter here does not compile.
 * Both databases run this same suite (suite-groups.ts).
 */
import { beforeAll, expect, it } from 'vitest';
import { SUBMISSION_KINDS, type SubmissionKind } from '@contracts/back-office/submission-kinds';
import { formRoute, type DescribedForm } from '@contracts/forms';
import { SAMPLE_PERSON } from '@contracts/forms/form-samples';
import { FORM_SAMPLES } from '@contracts/forms/samples';
import { multipartOf } from '../support/policy-change-forms';
import { newSessionId, SIGNER, signingApi } from '../support/signing-flow';
import { enrolStaff, signedInCookie } from '../support/staff';
import type { DatabaseKind } from '../support/test-server';
import { simpleQuote, unique, useApi } from './support';

/** A last name no other submission of the run has: letters only, as names are. */
const uniqueLastName = () => `Quill${unique().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

type Submitted = { referenceNumber: string; name: string };

export function defineInboxPeopleContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);
  let cookie: string;

  beforeAll(async () => {
    cookie = `${t.csrf.cookie}; ${await signedInCookie(t.server.db, await enrolStaff(t.server.db))}`;
  });

  const headers = () => ({ 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie });
  const referenceOf = async (response: Response) => {
    const body = (await response.json()) as { referenceNumber?: string; reference_number?: string };
    const referenceNumber = body.referenceNumber ?? body.reference_number;
    if (response.status >= 300 || !referenceNumber) throw new Error(`answered ${response.status}: ${JSON.stringify(body)}`);
    return referenceNumber;
  };
  const postForm = async (path: string, form: FormData) =>
    referenceOf(await fetch(`${t.server.baseUrl}${path}`, { method: 'POST', body: form, headers: headers() }));

  /** Sends one submission of each kind with this last name; answers its reference and the name the inbox should show. */
  const SUBMIT: Record<SubmissionKind, (lastName: string) => Promise<Submitted>> = {
    // Each described form's first sample (`<form>.samples.ts`), from Jordan with this last name.
    ...(Object.fromEntries(
      FORM_SAMPLES.map(({ form, sent }) => [
        form.kind,
        async (lastName: string) => ({
          referenceNumber: await postForm(formRoute(form).path, multipartOf(sent[0]({ ...SAMPLE_PERSON, lastName }))),
          name: `${SAMPLE_PERSON.firstName} ${lastName}`,
        }),
      ]),
    ) as Record<DescribedForm['kind'], (lastName: string) => Promise<Submitted>>),
    quote: async (lastName) => {
      const response = await fetch(`${t.server.baseUrl}/api/submit-quote`, {
        method: 'POST',
        body: JSON.stringify(simpleQuote({ first_name: 'Ada', last_name: lastName })),
        headers: { ...headers(), 'content-type': 'application/json' },
      });
      return { referenceNumber: await referenceOf(response), name: `Ada ${lastName}` };
    },
    // The state-insurer upload signed in our frame: indexed when it is signed.
    signature: async (lastName) => {
      const api = signingApi(t.server.baseUrl, t.csrf);
      const sessionId = newSessionId();
      const { documentId } = (await (await api.upload(sessionId)).json()) as { documentId: string };
      const linked = await api.signingLink(sessionId, { ...SIGNER, lastName, documentId });
      if (linked.status !== 200) throw new Error(`signing link answered ${linked.status}: ${await linked.text()}`);
      const token = ((await linked.json()) as { signingUrl: string }).signingUrl.split('/sign/')[1]!;
      expect((await api.consent(token)).status).toBe(200);
      expect((await api.sign(token, `${SIGNER.firstName} ${lastName}`)).status).toBe(200);
      const row = await t.server.db('signing_documents').where({ document_id: documentId }).first('reference_number');
      return { referenceNumber: String(row.reference_number), name: `${SIGNER.firstName} ${lastName}` };
    },
  };

  it('has a submitter for every kind the inbox lists', () => {
    expect(Object.keys(SUBMIT).sort()).toEqual(SUBMISSION_KINDS.map((k) => k.value).sort());
  });

  it.each(SUBMISSION_KINDS.map((k) => [k.label, k.value] as const))('a %s is listed with its person and found by their last name', async (_, kindOf) => {
    const lastName = uniqueLastName();
    const { referenceNumber, name } = await SUBMIT[kindOf](lastName);
    for (const q of [lastName, lastName.toLowerCase().slice(0, 6), `${name.split(' ')[0]} ${lastName}`]) {
      const response = await fetch(`${t.server.baseUrl}/api/admin/submissions?${new URLSearchParams({ q })}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      const { items } = (await response.json()) as { items: { referenceNumber: string; kind: string; name: string }[] };
      expect(
        items.find((item) => item.referenceNumber === referenceNumber),
        `q=${q}`,
      ).toMatchObject({ kind: kindOf, name });
    }
  });
}
