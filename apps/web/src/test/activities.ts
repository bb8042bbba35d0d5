// portal-test-fixture: test-only module; the production bundle test fails if a build contains it.
import type { Activity } from '@portal/domain/activities';

/** An activity as the search answers it, with the fields a test cares about overridden. */
export function testActivity(
  over: Partial<Activity> & Pick<Activity, 'activityId' | 'type' | 'name'>,
): Activity {
  const detail = {
    images: [{ url: '/files/a.jpg' }],
    address: 'Centro, Salvador',
    inclusions: [],
    locations: [{ location: { fullName: 'Salvador, Bahia, Brasil' } }],
  };
  const rates = [
    { name: 'Crianca', endAge: 11 },
    { name: 'Adulto', endAge: 99 },
  ];
  return {
    refToken: `token-${over.activityId}`,
    description: 'Descrição curta.',
    descriptionAdditional: '',
    pictureUrl: '/files/a.jpg',
    location: 'Salvador',
    locationId: '2927408',
    locationFull: 'Salvador, Bahia, Brasil',
    price: 100,
    pointsPrice: null,
    duration: 2,
    weekDays: 'Seg, Qua',
    weekDaysList: '1;3',
    avaiableDates: [],
    daysBeforeCancellationPolicy: 2,
    freeCancellation: true,
    promotionalCombo: false,
    ...(over.type === 'Transfer'
      ? { transferPassengerRate: [{ name: 'Adulto', endAge: 99 }], transfer: detail }
      : over.type === 'Passeio'
        ? { tourPassengerRate: rates, tour: detail }
        : { ticketPassengerRate: rates, ticket: detail }),
    ...over,
  };
}
