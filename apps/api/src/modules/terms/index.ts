import { consoleModule } from '../../plugins/operatorGuard';
import type { CampaignsService } from '../campaigns/service';
import { termConsoleRoutes } from './routes';
import type { TermsService } from './service';

/** A campaign's terms of use in the console. */
export const termsConsole = consoleModule<{ terms: TermsService; campaigns: CampaignsService }>(
  'terms-console',
  termConsoleRoutes,
);
