import { z } from 'zod';
import { defineEndpoint } from '../api/endpoint';
import {
  captchaSchema,
  loginBodySchema,
  loginHeadersSchema,
  loginResultSchema,
  userInfoBodySchema,
  userInfoSchema,
} from './auth.schemas';

export const authEndpoints = {
  captcha: defineEndpoint({
    method: 'GET',
    path: '/api/admin/code',
    summary: 'A new captcha picture and its single-use id (expires after 2 minutes)',
    access: 'public',
    isolation: 'public',
    kind: 'envelope',
    response: captchaSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/login',
    summary: 'Log in with user name, password and the captcha answer',
    access: 'public',
    isolation: 'public',
    headers: loginHeadersSchema,
    body: loginBodySchema,
    kind: 'envelope',
    response: loginResultSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/admin/user/logout',
    summary: 'Revoke the current token',
    access: 'session',
    isolation: 'self',
    kind: 'envelope',
    response: z.null(),
  }),
  userInfo: defineEndpoint({
    method: 'POST',
    path: '/api/admin/get-user-info',
    summary: "The logged-in user's name, avatar, roles and authorities",
    access: 'session',
    isolation: 'self',
    body: userInfoBodySchema,
    kind: 'envelope',
    response: userInfoSchema,
  }),
} as const;
