import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import {
  createUser,
  randomClientAddress,
  sessionFrom,
  TEST_PASSWORD,
} from '../../accounts/accounts.fixture.js';

/** The roles of content.manage, and every other signed-in kind of user (refused with 403). */
export const CMS_ROLES = ['Editor', 'Admin'] as const;
export const NOT_CMS_ROLES = [
  'CustomerSupport',
  'DealerSupport',
  'Financial',
  'Marketing',
  'meXSupport',
  'AdManager',
  'customer',
] as const;

/** A bearer token of a new user with the role (`customer`: no role at all). */
export async function cmsTokenOf(app: NestExpressApplication, role: string): Promise<string> {
  const user = await createUser(app, role === 'customer' ? {} : { roles: [`Role_Interaid_${role}`] });
  const res = await request(app.getHttpServer())
    .post('/api/account/jwt/anmelden')
    .set('X-Forwarded-For', randomClientAddress())
    .send({ UserName: user.email, Password: TEST_PASSWORD })
    .expect(200);
  return sessionFrom(res).token;
}
