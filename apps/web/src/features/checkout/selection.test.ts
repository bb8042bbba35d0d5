import { beforeEach, describe, expect, it } from 'vitest';
import { campaign77, member } from '../../test/fixtures';
import { readCheckoutSelection } from './selection';
import { storeFlightSelection, storeHotelSelection } from '../../test/checkoutSelections';

beforeEach(() => window.sessionStorage.clear());

describe('readCheckoutSelection', () => {
  it('flight: the search the offer came from, its recommendation and the chosen IDA and VOLTA, total in centavos and in points', () => {
    storeFlightSelection({ adults: 2, children: 1, infants: 1 });
    const selection = readCheckoutSelection(member);
    expect(selection).toMatchObject({
      type: 'FLIGHT',
      category: 'flight',
      totalCents: 150000,
      pointsTotal: 75000,
      base: {
        recommendationid: 'REC-1',
        goingSegmentId: 'IDA-1',
        returnSegmentId: 'VOLTA-1',
        search: {
          qtAdult: 2,
          qtChild: 1,
          qtBaby: 1,
          flightSegments: [
            { departureAirport: 'GRU', arrivelAirport: 'SSA', departureDate: '2030-03-10' },
            { departureAirport: 'SSA', arrivelAirport: 'GRU', departureDate: '2030-03-17' },
          ],
        },
      },
    });
  });

  it('points follow the campaign markup, rounded up', () => {
    storeFlightSelection({ adults: 1 });
    const marked = {
      ...member,
      campaign: { ...campaign77, pointsMarkup: { ...campaign77.pointsMarkup, flight: 10 } },
    };
    expect(readCheckoutSelection(marked)?.pointsTotal).toBe(82500);
  });

  it('hotel: address code, stay dates, guests room by room, one rate per room with its tax', () => {
    storeHotelSelection({ qtAdult: 3, qtChild: 1, qtRooms: 2 });
    const selection = readCheckoutSelection(member);
    expect(selection).toMatchObject({
      type: 'HOTEL',
      category: 'hotel',
      totalCents: 62000,
      pointsTotal: 31000,
      base: {
        addressCode: 'ADDR-1',
        checkinDate: '2030-03-10',
        checkoutDate: '2030-03-13',
        qtAdult: 3,
        qtChild: 1,
        qtBaby: 0,
        childAge: [5],
        qtRooms: 2,
        rooms: [
          { adults: 2, seniorsAges: [], childAges: [5] },
          { adults: 1, seniorsAges: [], childAges: [] },
        ],
        roomIds: [
          { roomId: 'r-0-300', tax: 300 },
          { roomId: 'r-1-320', tax: 320 },
        ],
      },
    });
  });

  it('null without a current search, a stored selection, or with a room still missing', () => {
    expect(readCheckoutSelection(member)).toBeNull();
    storeFlightSelection({ adults: 1 });
    window.sessionStorage.removeItem('selectedFlight');
    expect(readCheckoutSelection(member)).toBeNull();
    storeHotelSelection({ qtAdult: 2, qtRooms: 2 });
    const rooms = JSON.parse(window.sessionStorage.getItem('selectedRoom') ?? '[]') as unknown[];
    window.sessionStorage.setItem('selectedRoom', JSON.stringify([rooms[0], null]));
    expect(readCheckoutSelection(member)).toBeNull();
    window.sessionStorage.setItem('buscaAtual', JSON.stringify('Carro'));
    expect(readCheckoutSelection(member)).toBeNull();
  });
});
