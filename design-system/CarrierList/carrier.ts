/** A carrier of the directory (seed 001 §3). Empty strings stand for what is not known; the list hides them. */
export type Carrier = {
  id: number;
  name: string;
  website: string;
  paymentUrl: string;
  claimsUrl: string;
  claimsPhone: string;
  billingPhone: string;
  overnightPaymentAddress: string;
  logoPath: string;
};

/** What the directory is for: paying a premium or filing a claim. */
export type CarrierListMode = 'payment' | 'claim';

/** Seed 001 §2: a case-insensitive substring match on the name; an empty search shows all. */
export function filterCarriersByName<T extends Pick<Carrier, 'name'>>(carriers: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...carriers];
  return carriers.filter((carrier) => carrier.name.toLowerCase().includes(needle));
}

/** A telephone href: digits only, or with the country code +1 in front (the older carrier page). */
export function carrierTelHref(phone: string, countryCode: boolean): string {
  const digits = phone.replace(/\D/g, '');
  return countryCode ? `tel:+1${digits.replace(/^1(?=\d{10}$)/, '')}` : `tel:${digits}`;
}
