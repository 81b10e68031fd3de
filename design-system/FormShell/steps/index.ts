export { ContactFields, CONTACT_LABELS, type ContactFieldsProps } from './ContactFields';
export { DateField, type DateFieldProps } from './DateField';
export { ReviewList, type ReviewItem } from './ReviewList';
export { PolicyNumberInput, type PolicyNumberInputProps } from './PolicyNumberInput';
