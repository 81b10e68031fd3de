/**
 * One address, one key: what the proof, the day's slots and the held mail are filed under. Domains are
 * case-insensitive and, in practice, so are the local parts of every mailbox people use.
 */
export const addressKey = (address: string) => address.trim().toLowerCase();
