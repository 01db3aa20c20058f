/**
 * The error body of requirements §10.5: {title, message, errors?}. Services throw `HttpError`; the app's error
 * handler turns it into a response. Anything else becomes a 500 without details.
 */
export type ErrorBody = { title: string; message: string; errors?: Record<string, string[]> };

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429 | 500 | 503,
    readonly title: string,
    message?: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? title);
  }

  body(): ErrorBody {
    return { title: this.title, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}

export const notFound = (title = "Not found", message?: string) => new HttpError(404, title, message);
