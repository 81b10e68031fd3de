/**
 * Every described submission form (contracts/forms) shows one summary everywhere (issue 22): a request sent
 * through the public API as the browser sends it is, in the agency's notice, the e-mailed receipt, the back
 * office's page and /dashboard, exactly its descriptor's `describe` of the request its body makes (the lines
 * its review step showed: app/features/policy-changes/described-forms.test.tsx), and the inbox lists it
 * under the descriptor's person. Each form's requests are its samples' `sent` (`<form>.samples.ts`).
 * Both databases run this same suite (suite-groups.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formRoute, type AnySubmissionForm, type DescribedDocument } from '@contracts/forms';
import { confirmationMail } from '@contracts/forms/confirmation';
import { FORM_SAMPLES } from '@contracts/forms/samples';
import { POLICY_CHANGE_DOCUMENTS_TABLE } from '@bff/services/submissions/documents';
import { summaryLanguage } from '@contracts/forms/summary-language';
import { textsIn } from '@site/i18n/catalogue';
import { deliveredText } from '../support/mail-secrets';
import { multipartOf } from '../support/policy-change-forms';
import { enrolStaff, signedInCookie } from '../support/staff';
import type { DatabaseKind } from '../support/test-server';
import { unique, useApi } from './support';

/** What the body's files are, as a summary shows them. */
const documentsOf = (form: AnySubmissionForm, parsed: unknown): DescribedDocument[] =>
  form.split(parsed).documents.map(({ file, type, description }) => ({
    type: type ?? '',
    description: description ?? '',
    name: (file as File).name,
    sizeBytes: (file as File).size,
  }));

const linesOf = (details: { label: string; value: string }[]) => details.map(({ label, value }) => `${label}: ${value}`);

export function defineSubmissionFormsContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);
  let staffCookie: string;
  beforeAll(async () => {
    staffCookie = await signedInCookie(t.server.db, await enrolStaff(t.server.db));
  });

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${t.server.baseUrl}${path}`, { method: 'POST', body, headers: { 'x-csrf-token': t.csrf.token, cookie: t.csrf.cookie, ...headers } });

  const cases = FORM_SAMPLES.flatMap(({ form, sent }) => sent.map((sample, index) => [`${form.name} #${index + 1}`, form, sample] as const));

  describe.each(cases)('%s', (_, form, sample) => {
    it('is summarised by its descriptor in the notice, the receipt, the back office and /dashboard, and listed under its person', async () => {
      const email = `person.${unique()}@example.com`;
      const body = sample({ firstName: 'Jordan', lastName: 'Lee', email });
      const parsed = formRoute(form).body.parse(body);
      const { request } = form.split(parsed);
      const expected = form.describe(request, documentsOf(form, parsed));
      const person = form.person(request);
      expect(person.email).toBe(email);

      const sent = await post(formRoute(form).path, multipartOf(body));
      expect(sent.status).toBe(201);
      const { referenceNumber } = (await sent.json()) as { referenceNumber: string };
      expect(referenceNumber.startsWith(`${form.referencePrefix}-`)).toBe(true);

      const notice = await t.server.db('mail_outbox').where({ kind: form.notice.kind, reference_number: referenceNumber }).first();
      expect(notice.subject).toBe(form.notice.subject(request, referenceNumber));
      expect(notice.text_body.split('\n').slice(2)).toEqual(linesOf(expected));

      // Every form mails the person a confirmation: our words, its title, the reference and the status link, nothing they typed.
      const confirmations = await t.server.db('mail_outbox').where({ kind: 'confirmation', reference_number: referenceNumber });
      expect(confirmations).toHaveLength(1);
      expect(confirmations[0]).toMatchObject({ recipient: email, status: 'pending', subject: `We received your request: ${form.title} (${referenceNumber})` });
      expect(confirmations[0].text_body).toContain(`/dashboard?reference=${referenceNumber}`);
      const ours = confirmationMail({
        title: form.title,
        nextStep: form.confirmationNextStep,
        to: email,
        referenceNumber,
        siteOrigin: t.server.deps.config.siteOrigin,
        locale: 'en',
      });
      expect(confirmations[0].text_body).toBe(ours.text);
      expect(confirmations[0].text_body).not.toContain('Jordan');

      // A form whose success screen offers no receipt (document management) has none sent.
      const receipt = await post('/api/send-receipt', JSON.stringify({ email, reference_number: referenceNumber }), { 'content-type': 'application/json' });
      expect(receipt.status).toBe(form.receipt ? 202 : 422);
      const mail = await t.server.db('mail_outbox').where({ kind: 'receipt', reference_number: referenceNumber }).first();
      if (form.receipt) expect(mail.text_body).toContain(['', ...linesOf(expected), ''].join('\n'));
      else expect(mail).toBeUndefined();

      const headers = { cookie: `${t.csrf.cookie}; ${staffCookie}` };
      const detail = await (await fetch(`${t.server.baseUrl}/api/admin/submissions/${referenceNumber}`, { headers })).json();
      expect(detail).toMatchObject({ title: form.title, details: expected });
      expect(detail.item).toMatchObject({
        kind: form.kind,
        name: person.name,
        email: person.email,
        policyNumber: person.policyNumber.toUpperCase(),
        locale: 'en',
      });

      const status = await post('/api/request-status', JSON.stringify({ referenceNumber, email }), { 'content-type': 'application/json' });
      expect(await status.json()).toMatchObject({ referenceNumber, title: form.title, details: expected });
    });

    it('sent from a Spanish page, is confirmed in Spanish, and staff see the language it was made in', async () => {
      const email = `persona.${unique()}@example.com`;
      const sent = await post(formRoute(form).path, multipartOf(sample({ firstName: 'Lucía', lastName: 'Hernández', email })), {
        'accept-language': 'es-US,es;q=0.9',
      });
      expect(sent.status).toBe(201);
      const { referenceNumber, message } = (await sent.json()) as { referenceNumber: string; message: string };
      expect(message).not.toBe(form.successMessage);
      const confirmation = await t.server.db('mail_outbox').where({ kind: 'confirmation', reference_number: referenceNumber }).first();
      expect(confirmation.subject).toMatch(new RegExp(`^Recibimos su solicitud: .+ \\(${referenceNumber}\\)$`));
      expect(confirmation.text_body).toBe(
        confirmationMail({
          title: form.title,
          nextStep: form.confirmationNextStep,
          to: email,
          referenceNumber,
          siteOrigin: t.server.deps.config.siteOrigin,
          locale: 'es',
        }).text,
      );
      expect(confirmation.text_body).toContain(`Su número de referencia es ${referenceNumber}.`);
      const headers = { cookie: `${t.csrf.cookie}; ${staffCookie}` };
      const detail = await (await fetch(`${t.server.baseUrl}/api/admin/submissions/${referenceNumber}`, { headers })).json();
      expect(detail.item.locale).toBe('es');
      // Staff read its summary in English, whatever language it was made in.
      const parsed = formRoute(form).body.parse(sample({ firstName: 'Lucía', lastName: 'Hernández', email }));
      expect(detail.details).toEqual(form.describe(form.split(parsed).request, documentsOf(form, parsed)));

      // Its receipt, asked for from the Spanish page, is in Spanish: our words and the descriptor's summary said in Spanish;
      // the address is asked to prove itself first, in Spanish, with a link to the Spanish page.
      const receipt = await post('/api/send-receipt', JSON.stringify({ email, reference_number: referenceNumber }), {
        'content-type': 'application/json',
        'accept-language': 'es-US,es;q=0.9',
      });
      if (!form.receipt) return;
      expect(receipt.status).toBe(202);
      expect(((await receipt.json()) as { message: string }).message).toBe(`Comprobante enviado a ${email}`);
      const inSpanish = form.describe(form.split(parsed).request, documentsOf(form, parsed), summaryLanguage('es', textsIn('es')));
      const held = await t.server.db('mail_outbox').where({ kind: 'receipt', reference_number: referenceNumber }).first();
      expect(held.subject).toBe(`Su comprobante de Keystone Insurance Agency: ${referenceNumber}`);
      expect(held.text_body).toContain(['', ...linesOf(inSpanish), ''].join('\n'));
      expect(held.text_body).toContain('Gracias por su envío a Keystone Insurance Agency.');
      const proof = await t.server.db('mail_outbox').where({ kind: 'address-proof', recipient: email }).first();
      expect(proof.subject).toBe('Confirme su dirección de correo electrónico para Keystone Insurance Agency');
      expect(deliveredText(t.server.deps.encryption, proof)).toMatch(/\/es\/confirm-email#[A-Za-z0-9_-]{43}$/m);
    });

    it("takes text posing as a received file (another's upload's name) for no file: never a 500, never their upload", async () => {
      const fileFields = Object.keys(form.uploads.fileFields).filter((field) => !field.includes('['));
      for (const field of fileFields) {
        const sent = { ...sample({ firstName: 'Jordan', lastName: 'Lee', email: `person.${unique()}@example.com` }), [field]: null };
        const body = multipartOf(sent);
        body.append(`${field}[storedName]`, 'an-upload-of-someone-else');
        body.append(`${field}[originalName]`, 'theirs.pdf');
        const response = await post(formRoute(form).path, body);
        expect([201, 422], `${field}: ${response.status}`).toContain(response.status);
        const { referenceNumber } = (await response.json()) as { referenceNumber?: string };
        if (!referenceNumber) continue;
        // Only the documents sent at the form's other fields, if any (an auto change's list).
        const others = form.split(formRoute(form).body.parse(sent)).documents.length;
        expect(await t.server.db(POLICY_CHANGE_DOCUMENTS_TABLE).where({ reference_number: referenceNumber })).toHaveLength(others);
      }
    });
  });
}
