/**
 * Sealing benchmark (issue 11): sealing a signed 10-page PDF (stamp, signing certificate page, PKCS#7
 * signature with the agency's certificate) against loading and saving the same PDF unchanged with pdf-lib,
 * in the same run. The ratio says what the seal adds to the least any PDF rewrite costs.
 *
 *   npx tsx bench/seal-pdf.ts
 *   BENCH_PAGES=50 BENCH_ROUNDS=40 npx tsx bench/seal-pdf.ts
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { makeSelfSignedP12 } from '@bff/services/signing/certificate';
import { sealPdf, type SealInput } from '@bff/services/signing/seal-pdf';

const PAGES = Number(process.env.BENCH_PAGES ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

async function documentOf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    const sheet = document.addPage([612, 792]);
    for (let line = 0; line < 40; line += 1)
      sheet.drawText(`Page ${page}, line ${line + 1}: the residential lease agreement and its terms.`, { x: 48, y: 740 - line * 17, size: 10, font });
  }
  return document.save();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(rounds: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

const pdf = await documentOf(PAGES);
const certificate = { p12: makeSelfSignedP12('Benchmark seal', 'bench'), passphrase: 'bench' };
const at = new Date();
const input: SealInput = {
  signingCopy: pdf,
  documentId: '00000000-0000-4000-8000-000000000000',
  documentName: 'lease.pdf',
  formTitle: 'Proof of Residency',
  signer: { name: 'Rosa Diaz', typedName: 'Rosa Diaz', email: 'rosa@example.com', emailProof: 'not proved', policyNumber: 'CIT-4455667' },
  originalSha256: 'a'.repeat(64),
  signingCopySha256: 'a'.repeat(64),
  signedAt: at,
  trail: ['sent', 'opened', 'consented', 'signed'].map((action, index) => ({
    documentId: '00000000-0000-4000-8000-000000000000',
    sequence: index + 1,
    action: action as 'sent',
    at,
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (bench)',
    details: {},
    previousHash: '0'.repeat(64),
    hash: 'b'.repeat(64),
  })),
  verifyUrl: 'https://www.keystone-insurance.example/verify',
};

// Warm-up, then the two measures alternated so that a busy moment of the machine falls on both.
await timed(3, async () => (await PDFDocument.load(pdf)).save());
await timed(3, () => sealPdf(input, certificate));
const unchanged: number[] = [];
const sealed: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  unchanged.push(...(await timed(1, async () => (await PDFDocument.load(pdf)).save())));
  sealed.push(...(await timed(1, () => sealPdf(input, certificate))));
}
const size = (await sealPdf(input, certificate)).length;
console.log(`\nSealing a ${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KB), median of ${ROUNDS} rounds\n`);
console.log(`load + save unchanged (baseline): ${median(unchanged).toFixed(1)} ms`);
console.log(`seal (stamp, certificate page, PKCS#7): ${median(sealed).toFixed(1)} ms, ${(size / 1024).toFixed(0)} KB sealed`);
console.log(`ratio: ${(median(sealed) / median(unchanged)).toFixed(1)}x the baseline`);
