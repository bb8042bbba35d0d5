// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import { emptyTravellerForm, type TravellerForm } from '../src/checkout/travellers';

/** An adult traveller `name` SOUZA, born 10/05/1985, with a CNH; `extra` changes any field. */
export const souzaTraveller = (
  name: string,
  extra: Partial<TravellerForm> = {},
): TravellerForm => ({
  ...emptyTravellerForm,
  name,
  lastName: 'SOUZA',
  birthdate: '10/05/1985',
  gender: 'F',
  documentType: 'CNH',
  documentNumber: '12345678901',
  ...extra,
});
