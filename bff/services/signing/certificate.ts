/**
 * The agency's signing certificate, a PKCS#12 file: SIGNING_P12_FILE (with SIGNING_P12_PASSPHRASE) when set;
 * otherwise a self-signed one made when the first document is sealed and kept in the database, so every instance and every
 * restart seals with the same one. The kept one (its PKCS#12 file and its passphrase) is sealed with the at-rest
 * key, so a copy of the database cannot seal PDFs in the agency's name. A self-signed seal proves a PDF unchanged since we sealed it; a reader
 * trusts its signer only once told to trust the certificate (or the agency sets one from a CA).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import { AGENCY } from '@site/agency';
import type { Database } from '../../db/database';
import type { AtRestEncryption } from '../encryption';

export type SigningCertificate = { p12: Buffer; passphrase: string };

export const SIGNING_CERTIFICATES_TABLE = 'signing_certificates';
const NAME = 'self-signed';
const VALID_YEARS = 10;

/** The columns of a kept certificate that are sealed at rest, each bound to the certificate's name. */
export const SIGNING_CERTIFICATE_SEALED_COLUMNS = ['p12_base64', 'passphrase'] as const;
export const signingCertificateContext = (column: (typeof SIGNING_CERTIFICATE_SEALED_COLUMNS)[number], name: string) =>
  `${SIGNING_CERTIFICATES_TABLE}.${column}:${name}`;

export function makeSelfSignedP12(commonName: string, passphrase: string): Buffer {
  // Node makes the key (native, fast); forge writes the certificate and the PKCS#12 file around it.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(Date.now() - 60_000);
  certificate.validity.notAfter = new Date(Date.now() + VALID_YEARS * 365 * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: AGENCY.name },
    { name: 'countryName', value: 'US' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

export async function loadSigningCertificate(
  db: Database,
  encryption: AtRestEncryption,
  configured: { p12File?: string; passphrase?: string },
): Promise<SigningCertificate> {
  if (configured.p12File) return { p12: await readFile(configured.p12File), passphrase: configured.passphrase ?? '' };
  const existing = await db(SIGNING_CERTIFICATES_TABLE).select('name').where('name', NAME).first();
  if (!existing) {
    const passphrase = randomBytes(18).toString('base64url');
    const p12 = makeSelfSignedP12(`${AGENCY.name} document seal`, passphrase);
    // Two instances starting together: whichever stores first wins, and both read that one.
    await db(SIGNING_CERTIFICATES_TABLE)
      .insert({
        name: NAME,
        p12_base64: encryption.seal(p12.toString('base64'), signingCertificateContext('p12_base64', NAME)),
        passphrase: encryption.seal(passphrase, signingCertificateContext('passphrase', NAME)),
        created_at: new Date(),
      })
      .onConflict('name')
      .ignore();
  }
  const row = await db(SIGNING_CERTIFICATES_TABLE).select('p12_base64', 'passphrase').where('name', NAME).first();
  return {
    p12: Buffer.from(encryption.open(row.p12_base64 as string, signingCertificateContext('p12_base64', NAME)), 'base64'),
    passphrase: encryption.open(row.passphrase as string, signingCertificateContext('passphrase', NAME)),
  };
}
