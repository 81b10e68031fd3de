export { SavingIndicator } from './SavingIndicator';
