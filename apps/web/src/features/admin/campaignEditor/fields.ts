import type { CampaignEditorValues, NewCampaign } from '@portal/domain/operators';
import { FormCheckbox, FormTextField } from '../FormFields';

/** The editor's fields, typed by its form's values. */
export const CampaignField = FormTextField<CampaignEditorValues>;
export const CampaignCheckbox = FormCheckbox<CampaignEditorValues>;
export type CampaignForm = { values: CampaignEditorValues; saved: NewCampaign };
