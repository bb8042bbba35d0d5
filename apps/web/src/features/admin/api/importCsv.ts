import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importReportSchema, type CsvUpload } from '@portal/domain/operators';
import { consoleRequest } from './client';
import { adminKeys } from './keys';

/** What a CSV file brings: members with opening balances, or points credits. */
export type CsvImportKind = 'members' | 'points';

/** Checks (dry run) or imports a CSV file; the API imports a given file once. */
export function useImportCsv(campaignId: number, kind: CsvImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: CsvUpload) =>
      consoleRequest(`/api/console/campaigns/${campaignId}/${kind}/import`, {
        method: 'POST',
        body: upload,
        schema: importReportSchema,
      }),
    onSuccess: (report) =>
      report.imported
        ? client.invalidateQueries({ queryKey: [...adminKeys.all, 'members'] })
        : undefined,
  });
}
