import { consoleModule } from '../../plugins/operatorGuard';
import { operatorRoutes } from './routes';
import type { OperatorsService } from './service';

/** Console accounts: the operators' sign-in and their management by admins. */
export const operatorsConsole = consoleModule<{ operators: OperatorsService }>(
  'operators-console',
  operatorRoutes,
);
