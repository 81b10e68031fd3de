export { ContactFields, type ContactFieldsProps } from './ContactFields';
export { DateField, type DateFieldProps } from './DateField';
export { ReviewList, type ReviewItem } from './ReviewList';
export { PolicyNumberInput, type PolicyNumberInputProps } from './PolicyNumberInput';
export { SignatureFields, type SignatureFieldsProps } from './SignatureFields';
export { Acknowledgements, type AcknowledgementsProps } from './Acknowledgements';
export { DocumentList, type DocumentEntryValue, type DocumentListProps } from './DocumentList';
