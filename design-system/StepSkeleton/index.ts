export { StepSkeleton } from './StepSkeleton';
