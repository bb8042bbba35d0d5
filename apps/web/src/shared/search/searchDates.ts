import { ddMM, ddMMyyyy, isoDate, weekday } from '../format';

/** The dates every stored search draft carries (`datas`), as the forms and the home cards write them. */
export interface SearchDates {
  /** dd/MM/yyyy */
  dataIda: string;
  /** dd/MM/yyyy, null for one-way searches */
  dataVolta: string | null;
  /** 'dd/MM - dd/MM' */
  abreviada: string;
  diaSemanaIda: string;
  diaSemanaVolta: string | null;
  /** yyyy-MM-dd */
  startDate: string;
  /** yyyy-MM-dd, null for one-way searches */
  endDate: string | null;
}

export function buildDates(start: Date, end: Date | null): SearchDates {
  return {
    dataIda: ddMMyyyy(start),
    dataVolta: end ? ddMMyyyy(end) : null,
    abreviada: end ? `${ddMM(start)} - ${ddMM(end)}` : ddMM(start),
    diaSemanaIda: weekday(start),
    diaSemanaVolta: end ? weekday(end) : null,
    startDate: isoDate(start),
    endDate: end ? isoDate(end) : null,
  };
}
