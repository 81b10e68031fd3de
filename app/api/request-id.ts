/**
 * A submission's idempotency id: 32 random hex characters. crypto.randomUUID exists only on secure pages
 * (HTTPS, localhost); getRandomValues everywhere.
 */
export const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
