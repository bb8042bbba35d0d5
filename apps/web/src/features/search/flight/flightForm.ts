import { createFormControl } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { flightSearchFormSchema, type FlightSearchFormValues } from '@portal/domain/flights';
import type { DeferredFormMaker } from '../../../shared/forms/useDeferredForm';

/*
 * What the 'Aéreo' form needs once a person uses it, fetched then rather than with the home:
 * react-hook-form over the domain's flight search rules, and the search request 'Buscar' sends.
 */

export { flightSearchQuery } from '../../../shared/search/flightSearch';
export { flightRequest } from '../../../shared/search/flightDraft/storedFlightRequest';

/** The form's react-hook-form form, made from the values chosen so far. */
export const makeFlightForm: DeferredFormMaker<FlightSearchFormValues> = (values) =>
  createFormControl<FlightSearchFormValues>({
    defaultValues: values,
    resolver: zodResolver(flightSearchFormSchema),
  });
