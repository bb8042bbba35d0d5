import type { Operator } from '@portal/domain/operators';

/** The console session lives in this tab only: closing it signs the operator out. */
const TOKEN_KEY = 'console.token';
const OPERATOR_KEY = 'console.operator';

export const operatorToken = (): string | null => sessionStorage.getItem(TOKEN_KEY);

export function storeOperatorSession(token: string, operator: Operator): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(OPERATOR_KEY, JSON.stringify(operator));
}

export function storedOperator(): Operator | null {
  const raw = sessionStorage.getItem(OPERATOR_KEY);
  return raw && operatorToken() ? (JSON.parse(raw) as Operator) : null;
}

export function clearOperatorToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(OPERATOR_KEY);
  window.dispatchEvent(new Event('console-signed-out'));
}
