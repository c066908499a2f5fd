// Every call to the API goes through here: the one door (api-fetch.ts), and a failed answer turned
// into an ApiError with the contract's code and message, once for every caller.
import { apiFetch } from './api-fetch';
import { apiErrorFrom } from './api-error';

/** The answer of a successful call; a failed one throws its ApiError (its text is what the user reads). */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await apiFetch(path, init);
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** The same, read as JSON. */
export async function apiJson<Answer>(path: string, init: RequestInit = {}): Promise<Answer> {
  return (await apiRequest(path, init)).json() as Promise<Answer>;
}
