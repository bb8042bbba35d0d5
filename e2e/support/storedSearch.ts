/**
 * A flight search `daysAhead` days ahead (returning a week later unless `oneWay`) as the home form
 * stores it in sessionStorage (`flySearch`), and the search type beside it (`buscaAtual`):
 * opening /busca/resultado-pesquisa after storing both shows its results. Kept free of Playwright
 * so the benches take it too.
 */
export function storedFlightSearch(
  from: string,
  to: string,
  { oneWay = false, daysAhead = 30 }: { oneWay?: boolean; daysAhead?: number } = {},
): { flySearch: string; type: string } {
  const airport = (iata: string) => ({
    iata,
    airportName: iata,
    description: iata,
    countryName: 'Brasil',
    countryIso: 'BR',
    cityName: iata,
    stateName: '',
  });
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const start = day(daysAhead);
  const end = oneWay ? null : day(daysAhead + 7);
  const flySearch = JSON.stringify({
    origem: airport(from),
    destino: airport(to),
    datas: {
      dataIda: start,
      dataVolta: end,
      abreviada: oneWay ? start : '',
      diaSemanaIda: '',
      diaSemanaVolta: oneWay ? null : '',
      startDate: start,
      endDate: end,
    },
    adultos: 1,
    criancas: 0,
    bebes: 0,
    idavolta: !oneWay,
    tarifasBagagem: false,
    apenasVoosDiretos: false,
  });
  return { flySearch, type: JSON.stringify('Aéreo') };
}
