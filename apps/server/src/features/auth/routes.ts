import { loginRequestOtp, loginValidateOtp, logout, signupRequestOtp, signupValidateOtp } from '@krishimitra/contract';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../http/authenticate.ts';
import { clientIp } from '../../http/client-ip.ts';
import { type App, schemaOf } from '../../http/route.ts';
import type { OtpService } from './otp-service.ts';
import type { TokenService } from './tokens.ts';

export function authRoutes(app: App, otp: OtpService, tokens: TokenService, requireUser: (r: FastifyRequest) => Promise<void>) {
  app.post(loginRequestOtp.path, { schema: schemaOf(loginRequestOtp) }, (request) =>
    otp.requestLogin(request.body, clientIp(request)));
  app.post(signupRequestOtp.path, { schema: schemaOf(signupRequestOtp) }, (request) =>
    otp.requestSignup(request.body, clientIp(request)));
  app.post(loginValidateOtp.path, { schema: schemaOf(loginValidateOtp) }, (request) =>
    otp.validateLogin(request.body, clientIp(request)));
  app.post(signupValidateOtp.path, { schema: schemaOf(signupValidateOtp) }, (request) =>
    otp.validateSignup(request.body, clientIp(request)));
  app.post(logout.path, { schema: schemaOf(logout), onRequest: requireUser }, async (request) => {
    await tokens.revoke(callerOf(request).tokenId);
    return { detail: ['Logged out.'] };
  });
}
