/**
 * A signed document's summary in the reader's language: /dashboard and the account say its labels, the form's
 * title, the file's size and the moment it was signed (the month named, never 11/25) in Spanish to a Spanish page;
 * the back office and the English pages read it exactly as before. Until contracts/i18n/summary-words.ts is joined
 * into contracts/i18n/api-messages.ts, its words are said through it here, then through the API's.
 */
import { describe, expect, it } from 'vitest';
import { summaryLanguage, type SummaryLanguage } from '@contracts/forms/summary-language';
import { SUMMARY_WORDS_IN_SPANISH } from '@contracts/i18n/summary-words';
import { textsIn } from '@site/i18n/catalogue';
import { useFreshDatabase } from '../../../tests/support/fresh-database';
import type { SigningDocumentRow } from './signing-context';
import { signedDocumentSource, signedDocumentSummary } from './signed-document-summary';

const API_SPANISH = summaryLanguage('es', textsIn('es'));
const SPANISH: SummaryLanguage = { ...API_SPANISH, say: (english, values) => SUMMARY_WORDS_IN_SPANISH[english] ?? API_SPANISH.say(english, values) };

describe("a signed document's summary", () => {
  const t = useFreshDatabase('sqlite');

  const signed = async (sizeBytes: number): Promise<SigningDocumentRow> => {
    const [upload] = await t
      .db('uploads')
      .insert({
        stored_name: `stored-${sizeBytes}`,
        original_name: 'residency.pdf',
        mime_type: 'application/pdf',
        size_bytes: sizeBytes,
        sha256: 'a'.repeat(64),
        created_at: new Date(),
      })
      .returning('id');
    const uploadId = Number(typeof upload === 'object' ? upload.id : upload);
    return {
      document_id: 'document-1',
      session_hash: 'h'.repeat(64),
      upload_id: uploadId,
      signing_copy_upload_id: uploadId,
      page_count: 1,
      form_type: 'proofofresidency',
      first_name: 'Rosa',
      last_name: 'Díaz',
      email: 'rosa@example.com',
      policy_number: 'CIT-4455667',
      status: 'sealed',
      signed_name: 'Rosa Díaz',
      reference_number: 'SIG-AAAA1111',
      // 2:05:09 PM in New York.
      signed_at: new Date('2026-11-25T19:05:09Z'),
      sealed_upload_id: null,
      sealed_sha256: null,
      sealed_at: null,
      download_key_hash: null,
    };
  };

  it('is in English as before by default, and said in English: the back office reads it so', async () => {
    const row = await signed(1536);
    const english = [
      { label: 'Form', value: 'Proof of Residency' },
      { label: 'Document', value: 'residency.pdf (1.5 KB)' },
      { label: 'Name', value: 'Rosa Díaz' },
      { label: 'Email', value: 'rosa@example.com' },
      { label: 'Policy Number', value: 'CIT-4455667' },
      { label: 'Signed As', value: 'Rosa Díaz' },
      { label: 'Signed At', value: '11/25/2026 2:05:09 PM ET' },
    ];
    expect(await signedDocumentSummary(t.db, row)).toEqual(english);
    expect(await signedDocumentSummary(t.db, row, summaryLanguage('en', textsIn('en')))).toEqual(english);
    expect(await signedDocumentSource.read(row, t.db)).toEqual({ title: 'Proof of Residency', email: 'rosa@example.com', details: english });
  });

  it('says its labels, the form, the size and the moment in Spanish; the title stays English for the page to say', async () => {
    const row = await signed(181);
    const spanish = [
      { label: 'Formulario', value: 'Prueba de residencia' },
      { label: 'Documento', value: 'residency.pdf (181 bytes)' },
      { label: 'Nombre', value: 'Rosa Díaz' },
      { label: 'Correo electrónico', value: 'rosa@example.com' },
      { label: 'Número de póliza', value: 'CIT-4455667' },
      { label: 'Firmado como', value: 'Rosa Díaz' },
      { label: 'Fecha y hora de la firma', value: '25 de noviembre de 2026 a las 2:05 p.m. (hora del Este)' },
    ];
    expect(await signedDocumentSummary(t.db, row, SPANISH)).toEqual(spanish);
    expect(await signedDocumentSource.read(row, t.db, SPANISH)).toEqual({ title: 'Proof of Residency', email: 'rosa@example.com', details: spanish });
  });

  it('leaves out what is not there yet: a document not signed has no signature lines', async () => {
    const row = { ...(await signed(2048)), status: 'sent' as const, signed_name: '', signed_at: null };
    expect((await signedDocumentSummary(t.db, row, SPANISH)).map((line) => line.label)).toEqual([
      'Formulario',
      'Documento',
      'Nombre',
      'Correo electrónico',
      'Número de póliza',
    ]);
  });
});
