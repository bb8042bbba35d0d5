import type { SearchType } from '@portal/domain/products';
import { readBusSearch } from '../storage/busSearch';
import { readCarSearch } from '../storage/carSearch';
import { readEntertainmentPlace } from '../storage/entertainmentSearch';
import { readExperienceDraft } from '../storage/experienceSearch';
import { readHotelDraft } from '../storage/hotelSearch';
import { searchSummaryCopy } from './messages';
import { presentItems, SummaryList, type SummaryItem } from './SummaryList';

const withWeekday = (date: string | null, weekday: string | null) =>
  date ? (weekday ? `${weekday}, ${date}` : date) : '';

/** What the bar shows for a category other than flights (`flightSummaryItems`). */
function productSummaryItems(type: Exclude<SearchType, 'Aéreo'>): SummaryItem[] {
  const items: SummaryItem[] = [];
  const push = (label: string, value: string | null | undefined) => {
    items.push(...presentItems([[label, value]]));
  };
  switch (type) {
    case 'Hotel': {
      const hotel = readHotelDraft();
      if (!hotel) return items;
      push(
        'Cidade',
        hotel.cidade
          ? [hotel.cidade.cityName, hotel.cidade.parentName].filter(Boolean).join(', ')
          : null,
      );
      push(searchSummaryCopy.checkIn, withWeekday(hotel.datas.dataIda, hotel.datas.diaSemanaIda));
      push(
        searchSummaryCopy.checkOut,
        withWeekday(hotel.datas.dataVolta, hotel.datas.diaSemanaVolta),
      );
      return items;
    }
    case 'Carro': {
      const car = readCarSearch();
      if (!car) return items;
      const pickup = car.localRetirada?.address.address || car.cidadeRetirada?.description;
      const dropoff = car.mesmoLocal
        ? pickup
        : car.localDevolucao?.address.address || car.cidadeDevolucao?.description;
      push(
        searchSummaryCopy.pickUp,
        pickup ? `${pickup} - ${car.datas.dataIda} ${car.horaRetirada}` : null,
      );
      push(
        searchSummaryCopy.dropOff,
        dropoff ? `${dropoff} - ${car.datas.dataVolta ?? ''} ${car.horaDevolucao}` : null,
      );
      return items;
    }
    case 'Rodoviário': {
      const bus = readBusSearch();
      if (!bus) return items;
      push('Origem', bus.origem?.name);
      push('Destino', bus.destino?.name);
      push(searchSummaryCopy.outbound, bus.datas.dataIda);
      if (bus.idavolta) push(searchSummaryCopy.inbound, bus.datas.dataVolta);
      return items;
    }
    case 'Experiencias': {
      const experience = readExperienceDraft();
      if (!experience) return items;
      push(
        'Cidade',
        experience.cidade
          ? [experience.cidade.cityName, experience.cidade.stateName].filter(Boolean).join(', ')
          : null,
      );
      push(
        searchSummaryCopy.checkIn,
        withWeekday(experience.datas.dataIda, experience.datas.diaSemanaIda),
      );
      push(
        searchSummaryCopy.checkOut,
        withWeekday(experience.datas.dataVolta, experience.datas.diaSemanaVolta),
      );
      return items;
    }
    case 'Entretenimento': {
      push('Cidade', readEntertainmentPlace()?.cityName);
      return items;
    }
  }
}

/**
 * The summary of a hotel, car, bus, experience or entertainment search. Its own module, fetched
 * when shown: these searches' stored values are checked with zod, which a flight page never loads.
 */
export default function ProductSummaryItems({ type }: { type: Exclude<SearchType, 'Aéreo'> }) {
  return <SummaryList items={productSummaryItems(type)} />;
}
