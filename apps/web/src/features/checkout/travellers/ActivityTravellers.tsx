import { passengerBandLabel } from '@portal/domain/activities';
import { type CheckoutTravellerPlan } from '@portal/domain/checkout';
import { activityTravellersCopy as copy } from './activityMessages';
import { TravellerForms, TravellersBlock, type TravellerFieldArray } from './TravellerList';

/** One form per participant (adults, then children): the experience needs each one's address. */
export function ExperienceTravellers({
  plan,
  fields,
}: {
  plan: Extract<CheckoutTravellerPlan, { type: 'EXPERIENCE' }>;
  fields: TravellerFieldArray;
}) {
  return (
    <TravellersBlock title={copy.experienceTitle}>
      <TravellerForms
        plan={plan}
        fields={fields}
        legend={(index) =>
          copy.participant(index + 1, index < plan.adults ? copy.adult : copy.child, index === 0)
        }
        addressLabel={(index) => copy.address(index + 1)}
      />
    </TravellersBlock>
  );
}

/** One form per passenger of an activity: every one gives gender, document, e-mail and phone. */
export function EntertainmentTravellers({
  plan,
  fields,
}: {
  plan: Extract<CheckoutTravellerPlan, { type: 'ENTERTAINMENT' }>;
  fields: TravellerFieldArray;
}) {
  return (
    <TravellersBlock title={copy.entertainmentTitle}>
      <TravellerForms
        plan={plan}
        fields={fields}
        legend={(index) =>
          copy.passenger(index + 1, passengerBandLabel(plan.bands[index] ?? ''), index === 0)
        }
      />
    </TravellersBlock>
  );
}
