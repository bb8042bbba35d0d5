import { describe, expect, it } from 'vitest';
import { experienceCatalogue } from '../src/seed/experiences';

describe("the seeded experiences' texts", () => {
  const catalogue = experienceCatalogue();

  it('never list one experience twice in a city (the same dinner)', () => {
    const names = catalogue.map((e) => `${e.cityIbge} ${e.name}`);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('name a meeting point, not the city and state said beside it', () => {
    expect(catalogue.filter((e) => e.localization.includes(e.cityName))).toEqual([]);
  });

  it("say '1 hora', never '1 horas'", () => {
    expect(catalogue.filter((e) => /\b1 horas\b/.test(e.description))).toEqual([]);
    expect(catalogue.some((e) => e.description.includes('Duração aproximada de 1 hora.'))).toBe(
      true,
    );
  });
});
