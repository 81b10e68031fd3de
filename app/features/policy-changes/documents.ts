import { formatFileSize } from '@contracts/file-size';
import { CHANGE_FORM_CONTENT } from './content';

/** A chosen document as a review or summary shows it: its name and size, or 'None'. */
export const documentSummary = (file: File | null) => (file ? `${file.name} (${formatFileSize(file.size)})` : CHANGE_FORM_CONTENT.none);
