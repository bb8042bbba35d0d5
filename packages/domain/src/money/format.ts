import { centsToBrl } from './cents';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** R$ with comma decimals; the space after R$ is U+00A0 as Intl gives it. */
export const formatBRL = (cents: number): string => brl.format(centsToBrl(cents));

export const formatPoints = (points: number): string => integer.format(Math.ceil(points));

export const formatPointsWithAlias = (points: number, shortAlias: string): string =>
  `${formatPoints(points)} ${shortAlias}`;
