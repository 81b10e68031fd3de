/**
 * The change forms not described yet (contracts/forms) summarise with the descriptors' helpers
 * (contracts/policy-changes/change-form.ts), so every change request says the same words. Porting the last of
 * them removes this file.
 */
export { documentsValue } from '@contracts/policy-changes/change-form';
