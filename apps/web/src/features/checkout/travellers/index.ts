export {
  TravellersSection,
  type TravellersHandle,
  type TravellersResult,
  type TravellersSectionProps,
} from './TravellersSection';
export { CheckoutSummary } from '../summary/CheckoutSummary';
