import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SearchType } from '@portal/domain';
import { paths } from '../routes';
import { readBusSearch } from '../storage/busSearch';
import { readCarSearch } from '../storage/carSearch';
import { readEntertainmentPlace } from '../storage/entertainmentSearch';
import { readExperienceDraft } from '../storage/experienceSearch';
import { readFlySearch } from '../storage/flySearch';
import { readHotelDraft } from '../storage/hotelSearch';
import { readSearchType } from '../storage/readSearchType';
import { useSignedUser } from '../session/sessionContext';
import { categoryTitles, searchSummaryCopy } from './messages';

interface Item {
  label: string;
  value: string;
}

const withWeekday = (date: string | null, weekday: string | null) =>
  date ? (weekday ? `${weekday}, ${date}` : date) : '';

/** What the bar shows for each category. */
export function summaryItems(type: SearchType): Item[] {
  const items: Item[] = [];
  const push = (label: string, value: string | null | undefined) => {
    if (value) items.push({ label, value });
  };
  switch (type) {
    case 'Aéreo': {
      const fly = readFlySearch();
      if (!fly) return items;
      push(
        'Origem',
        fly.origem?.airportName
          ? `${fly.origem.airportName} (${fly.origem.iata})`
          : fly.origem?.iata,
      );
      push(
        'Destino',
        fly.destino?.airportName
          ? `${fly.destino.airportName} (${fly.destino.iata})`
          : fly.destino?.iata,
      );
      push(searchSummaryCopy.outbound, fly.datas.dataIda);
      if (fly.idavolta) push(searchSummaryCopy.inbound, fly.datas.dataVolta);
      return items;
    }
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
 * Search summary bar (subHeaderSearch): the category title, what was searched and 'Editar' (→ /).
 * Pass `type` or let it read buscaAtual; renders nothing without a current search.
 */
export function SearchSummaryBar({
  type,
  titleComponent = 'h1',
}: {
  type?: SearchType;
  titleComponent?: 'h1' | 'h2';
}) {
  const current = type ?? readSearchType();
  if (!current) return null;
  const items = summaryItems(current);
  return (
    <Paper
      component="section"
      aria-label={searchSummaryCopy.summaryLabel}
      variant="outlined"
      sx={{ px: 2, py: 1.5, mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, md: 3 } }}>
        <Typography component={titleComponent} variant="h6" fontWeight={800}>
          {categoryTitles[current]}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, md: 3 }, m: 0, flex: 1 }}
        >
          {items.map((item) => (
            <Box key={item.label} sx={{ display: 'flex', gap: 0.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {item.label}:
              </Typography>
              <Typography component="dd" variant="body2" fontWeight={600} sx={{ m: 0 }}>
                {item.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Link component={RouterLink} to={paths.home} fontWeight={700}>
          {searchSummaryCopy.edit}
        </Link>
      </Box>
    </Paper>
  );
}

/**
 * The search summary bar of a search-area page that has its own title (checkout, hotel detail),
 * when the campaign layout enables subHeaderSearch.
 */
export function PageSearchSummary() {
  const user = useSignedUser();
  return user.campaign.campaignConfigLayout.subHeaderSearch ? (
    <SearchSummaryBar titleComponent="h2" />
  ) : null;
}
