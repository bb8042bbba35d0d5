import { useState } from 'react';
import { Alert, Box, Button, Stack, TableCell, Typography } from '@mui/material';
import { memberCareMessages, type ImportReport } from '@portal/domain/operators';
import { useImportCsv, type CsvImportKind } from '../api/importCsv';
import { useCampaignFormat } from '../useCampaignFormat';
import { ConsoleTable } from '../ConsoleTable';
import { adminMessages } from '../messages';

const m = adminMessages.members;

/**
 * A CSV file of members or of points credits: checked first (a dry run names each bad line);
 * the import is offered only for a clean file, and the API imports a file once.
 */
export function CsvImport({ campaignId, kind }: { campaignId: number; kind: CsvImportKind }) {
  const upload = useImportCsv(campaignId, kind);
  const format = useCampaignFormat();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const title = kind === 'members' ? m.membersFile : m.creditsFile;
  const report: ImportReport | undefined = upload.data;
  const points = (n: number) => format.points(campaignId, n);
  const send = (dryRun: boolean) => {
    if (file) upload.mutate({ csv: file.csv, dryRun });
  };
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h4" variant="subtitle2">
        {title}
      </Typography>
      <Typography variant="body2">
        {kind === 'members' ? m.membersFileHelp : m.creditsFileHelp}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component="label" variant="outlined" size="small">
          {m.chooseFile(title)}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={m.chooseFile(title)}
            onChange={async (event) => {
              const picked = event.target.files?.[0];
              event.target.value = '';
              if (!picked) return;
              upload.reset();
              setFile({ name: picked.name, csv: await picked.text() });
            }}
          />
        </Button>
        {file && <Typography variant="body2">{file.name}</Typography>}
        <Button
          size="small"
          variant="contained"
          disabled={!file || upload.isPending}
          onClick={() => send(true)}
        >
          {m.check}
        </Button>
      </Stack>
      {upload.error && <Alert severity="error">{upload.error.message}</Alert>}
      {report && report.errors.length > 0 && (
        <>
          <Alert severity="error">
            {m.fileErrors(report.errors.length)} {memberCareMessages.fileNotClean}
          </Alert>
          <ConsoleTable
            aria-label={m.fileErrors(report.errors.length)}
            columns={[m.line, m.problem]}
            rows={report.errors}
            rowKey={(error) => error.line}
            cells={(error) => (
              <>
                <TableCell>{error.line}</TableCell>
                <TableCell>{error.messages.join(' ')}</TableCell>
              </>
            )}
          />
        </>
      )}
      {report?.alreadyImported && <Alert severity="info">{m.alreadyImported}</Alert>}
      {report?.imported && (
        <Alert severity="success">{m.imported(report.lines, points(report.points))}</Alert>
      )}
      {report && !report.imported && !report.alreadyImported && report.errors.length === 0 && (
        <Stack spacing={1} sx={{ justifyItems: 'start' }}>
          <Alert severity="info">{m.fileClean(report.lines, points(report.points))}</Alert>
          <Button
            variant="contained"
            sx={{ justifySelf: 'start' }}
            disabled={upload.isPending}
            onClick={() => send(false)}
          >
            {m.importFile(report.lines)}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
