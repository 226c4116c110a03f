import { z } from 'zod';
import { lineText } from './common';
import { LIMITS, ROLES } from './constants';
import { LANGUAGES } from './languages';

export const loginRequestSchema = z.object({
  username: lineText('Username')
    .min(1, 'Username is required')
    .max(LIMITS.usernameMax * 4),
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  role: z.enum(ROLES),
  username: z.string(),
  /** The language chosen on the Account page; null when not chosen (the screens follow the browser). */
  language: z.enum(LANGUAGES).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
