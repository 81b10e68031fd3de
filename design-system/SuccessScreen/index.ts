export { SuccessScreen, type SuccessAction, type SuccessScreenProps } from './SuccessScreen';
export type { ReceiptOption } from './ReceiptForm';
