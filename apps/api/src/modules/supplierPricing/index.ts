import { consoleModule } from '../../plugins/operatorGuard';
import { exchangeRateConsoleRoutes } from './console';
import type { FlightMarkupsService } from './markup';
import type { ExchangeRatesService } from './service';

/** The money settings of real flights in the console: exchange rates and flight markups. */
export const supplierPricingConsole = consoleModule<{
  exchangeRates: ExchangeRatesService;
  flightMarkups: FlightMarkupsService;
}>('supplier-pricing-console', exchangeRateConsoleRoutes);
