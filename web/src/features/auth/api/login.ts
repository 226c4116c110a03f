import { isLanguage, type LoginRequest, type LoginResponse } from '@harbour/contract';
import { apiRequest, type Parser } from '@/lib/api-client';

/** Checked by hand rather than with the contract's zod schema, so the sign-in page stays small. */
const loginResponseParser: Parser<LoginResponse> = {
  parse(data) {
    const read = (name: string): unknown =>
      typeof data === 'object' && data !== null ? Reflect.get(data, name) : undefined;
    const token = read('token');
    const role = read('role');
    const username = read('username');
    const language = read('language');
    if (typeof token !== 'string' || !token || (role !== 'admin' && role !== 'user')) {
      throw new Error('Unexpected sign-in response');
    }
    return {
      token,
      role,
      username: typeof username === 'string' ? username : '',
      language: isLanguage(language) ? language : null,
    };
  },
};

/** POST /auth/login. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest('/auth/login', loginResponseParser, { method: 'POST', body: credentials });
}
