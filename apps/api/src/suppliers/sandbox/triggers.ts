/**
 * Documented sandbox inputs that reach the failure paths (docs/sandbox.md). Any place code of a
 * search (airport, hotel addressCode, car location or airport, bus station id, experience
 * cityId, entertainment route) set to one of these answers with that failure.
 */
export const SANDBOX_TRIGGERS = {
  conflict: 'ZZC',
  timeout: 'ZZT',
  empty: 'ZZE',
} as const;

export type SandboxTrigger = keyof typeof SANDBOX_TRIGGERS;

export const SANDBOX_CONFLICT_MESSAGE =
  'Não foi possível concluir a pesquisa: o fornecedor recusou a consulta para este destino.';

export function triggerOf(...codes: Array<string | null | undefined>): SandboxTrigger | null {
  for (const c of codes) {
    const up = c?.toUpperCase();
    if (up === SANDBOX_TRIGGERS.conflict) return 'conflict';
    if (up === SANDBOX_TRIGGERS.timeout) return 'timeout';
    if (up === SANDBOX_TRIGGERS.empty) return 'empty';
  }
  return null;
}

export function isTriggerCode(code: string | null | undefined): boolean {
  return triggerOf(code) !== null;
}
