import { z } from 'zod';
import { lineText } from './common';
import { LIMITS, ROLES } from './constants';

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
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
