import type { CheckoutTravellerPlan } from '@portal/domain/checkout';
import {
  TravellerForms,
  TravellersBlock,
  type TravellerFieldArray,
} from '../travellers/TravellerList';
import { carCheckoutCopy as copy } from './messages';

/** 'Dados do Condutor': the driver of the rented car, with an address. Members start with their own data. */
export function CarDriverSection({
  plan,
  fields,
}: {
  plan: Extract<CheckoutTravellerPlan, { type: 'CAR' }>;
  fields: TravellerFieldArray;
}) {
  return (
    <TravellersBlock title={copy.title}>
      <TravellerForms
        plan={plan}
        fields={fields}
        legend={() => copy.legend}
        addressLabel={() => copy.address}
        addressPlaceholder={copy.addressPlaceholder}
      />
    </TravellersBlock>
  );
}
