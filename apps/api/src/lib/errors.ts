/** A failure the client is told about: status, user-facing text and a stable code. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

export const badRequest = (message: string, code?: string, fields?: Record<string, string>) =>
  new AppError(400, message, code, fields);
export const unauthorized = (message: string, code = 'UNAUTHORIZED') =>
  new AppError(401, message, code);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, message, code);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);
export const tooManyRequests = (message: string) => new AppError(429, message, 'RATE_LIMITED');
