export * from './brasiliaTime';
export * from './cpf';
export * from './masks';
export * from './input';
export * from './portuguese';
export * from './text';
