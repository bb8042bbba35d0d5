export * from './schema';
export * from './console';
export * from './mailPreview';
export * from './programmeSettings';
export * from './audit';
export * from './reports';
export * from './blankCampaign';
export * from './memberCare';
