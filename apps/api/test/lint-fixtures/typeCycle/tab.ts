import type { Campaign } from './campaign';

export interface Tab {
  label: string;
  campaign: Campaign;
}
