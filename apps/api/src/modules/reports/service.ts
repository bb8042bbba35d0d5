import type { Report, ReportQuery } from '@portal/domain/operators';
import type { ReportsRepository } from './repository';

const TOP_DESTINATIONS = 10;

/** The console's reports: the period's rows per day and product, and its top destinations. */
export function reportsService(repository: ReportsRepository) {
  return {
    async report(query: ReportQuery): Promise<Report> {
      const period = { from: query.from, to: query.to, campaignId: query.campaignId };
      const [rows, topDestinations] = await Promise.all([
        repository.rows(period),
        repository.topDestinations(period, TOP_DESTINATIONS),
      ]);
      return { rows, topDestinations };
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
