export { ContactFields, CONTACT_LABELS, type ContactFieldsProps } from './ContactFields';
export { DateField, type DateFieldProps } from './DateField';
export { ReviewList, type ReviewItem } from './ReviewList';
export { PolicyNumberInput, type PolicyNumberInputProps } from './PolicyNumberInput';
export { SignatureFields, SIGNATURE_TEXT, type SignatureFieldsProps } from './SignatureFields';
export { Acknowledgements, type AcknowledgementsProps } from './Acknowledgements';
export { DocumentList, DOCUMENT_LIST_TEXT, type DocumentEntryValue, type DocumentListProps } from './DocumentList';
