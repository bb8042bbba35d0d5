import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { filesWithCardData, logLinesWithCardData } from '../support/cardLeaks';

/**
 * Run after every journey of its configuration (the journeys' project names it as teardown),
 * whichever journeys ran: the server's data directory and its log hold no card data.
 */
test('no card number or security code in the database, the files or the API log after the journeys', () => {
  const { dataDir, apiLog } = test.info().project.metadata as { dataDir: string; apiLog: string };
  expect(filesWithCardData(dataDir)).toEqual([]);
  expect(logLinesWithCardData(apiLog)).toEqual([]);
  // The log was really captured: it holds the journeys' requests.
  expect(readFileSync(apiLog, 'utf8')).toContain('"url":"/api/');
});
