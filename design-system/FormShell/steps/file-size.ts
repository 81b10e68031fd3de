/**
 * A file's size in the page's language: the contracts' fileSizeIn (contracts/file-size.ts), which a request's
 * summary writes sizes with too, so the upload list and the summary say a size alike.
 */
export { fileSizeIn } from '@contracts/file-size';
