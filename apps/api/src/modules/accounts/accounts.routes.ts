import {
  ConfirmCodeInputSchema,
  DeleteAccountInputSchema,
  editContactDataInputSchema,
  ForgottenPasswordInputSchema,
  IdParamsSchema,
  MESSAGES,
  registerInputSchema,
  ResendCodeInputSchema,
  ResetPasswordInputSchema,
  ResetPasswordQuerySchema,
  UpdateEmailInputSchema,
  updatePayoutInputSchema,
  UpdatePasswordInputSchema,
  UpdatePhoneInputSchema,
  UPLOADS,
} from '@marketplace/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseWith } from '../../http/parse-with.ts';
import { readUpload } from '../../http/uploads.ts';
import { BadRequestError } from '../../shared/errors.ts';
import type { SessionsService } from '../sessions/index.ts';
import { refreshTokenOf } from '../sessions/index.ts';
import { fallbackAvatarSvg } from './fallback-avatar.ts';
import type { CredentialsService } from './accounts-credentials.service.ts';
import type { AccountDeletionService } from './accounts-deletion.service.ts';
import type { PayoutDataService } from './accounts-payout.service.ts';
import type { RegistrationService } from './accounts-registration.service.ts';
import type { AccountsService } from './accounts.service.ts';
import { EMPTY, media, objectOf, STRING } from '../../http/docs.ts';

/** What the body's schema (the US edition's, a person's) cannot say of the account types (docs/decisions/116). */
const REGISTRATION_RULES =
  "A person's account needs first_name, last_name and birth_day; a company's, company_name and vat_id (a valid tax number of the edition): the schema says so by `account.type`; the other type's fields are dropped. The address rules are the edition's (the document shows the US one's).";
const CONTACT_DATA_RULES =
  "By the account's type (not in the body): a person's needs first_name and last_name, a company's company_name and vat_id (a valid tax number of the edition). The address rules are the edition's (the document shows the US one's).";
/** What the body's schema cannot say of when `password` is needed. */
const PAYOUT_RULES =
  "The edition's account fields (the document shows the US one's; the Polish edition takes `account.iban`). `password` (not trimmed) is the account's password: giving payout data the first time, or the same data again, needs none; replacing the account's payout data needs it (400 on `password` without it or with a wrong one; a password given is always checked, under the same limit as a password change). A replacement holds payouts for 72 hours (`payout.holdUntil` of the answer) and is e-mailed to the account's address.";

/** The registration's fields required by account type, in the wire's names (the schema can say it). */
/** `account.data` with these fields present and not empty. */
const dataWith = (...fields: string[]) => ({
  properties: {
    account: {
      properties: {
        data: {
          properties: Object.fromEntries(fields.map((field) => [field, { type: 'string', minLength: 1 }])),
          required: fields,
        },
      },
    },
  },
});
const REGISTRATION_TYPE_RULE = {
  if: {
    properties: { account: { properties: { type: { const: 'person' } }, required: ['type'] } },
    required: ['account'],
  },
  then: dataWith('first_name', 'last_name', 'birth_day'),
  else: dataWith('company_name', 'vat_id'),
};

export async function accountsRoutes(
  app: FastifyInstance,
  {
    accounts,
    registration,
    credentials,
    sessions,
    accountDeletion,
    payoutData,
  }: {
    accountDeletion: AccountDeletionService;
    payoutData: PayoutDataService;
    accounts: AccountsService;
    registration: RegistrationService;
    credentials: CredentialsService;
    sessions: Pick<SessionsService, 'familyOf'>;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: authentication answers 401 before the body is even validated.
  const signedIn = { onRequest: app.authenticate };
  const principalOf = (request: FastifyRequest) => request.principal!;

  // Bodies whose rules depend on the edition or the account are parsed in the handler; the API
  // documentation shows the US edition's (decision 105).
  routes.post(
    '/api/accounts/register',
    {
      config: {
        proofOfWork: 'registration',
        docsBody: registerInputSchema('us'),
        answers: { 200: objectOf({ uuid: STRING }), 429: 'ErrorBody' },
        docsDescription: REGISTRATION_RULES,
        docsBodyRules: [REGISTRATION_TYPE_RULE],
      },
    },
    async (request) => {
      const input = parseWith(registerInputSchema(request.region), request.body);
      return registration.register(request.region, input, request.ip);
    },
  );

  routes.post(
    '/api/short-codes/confirm',
    {
      config: {
        answers: {
          200: objectOf({ purpose: STRING }),
          429: 'ErrorBody',
          404: 'ErrorBody',
          409: 'ErrorBody',
          410: 'ErrorBody',
        },
      },
      schema: { body: ConfirmCodeInputSchema },
    },
    async (request) => registration.confirmCode(request.region, request.body.uuid, request.body.code),
  );

  routes.post(
    '/api/short-codes/resend',
    {
      config: {
        answers: { 200: objectOf({ uuid: STRING }), 429: 'ErrorBody', 404: 'ErrorBody', 410: 'ErrorBody' },
      },
      schema: { body: ResendCodeInputSchema },
    },
    async (request) => {
      await registration.resendCode(request.region, request.body.uuid, request.ip);
      return { uuid: request.body.uuid };
    },
  );

  routes.post(
    '/api/accounts/forgotten-password',
    {
      config: { proofOfWork: 'password-reset', answers: { 200: EMPTY, 429: 'ErrorBody' } },
      schema: { body: ForgottenPasswordInputSchema },
    },
    async (request) => {
      await credentials.requestPasswordReset(request.region, request.body, request.ip);
      return {};
    },
  );

  routes.post(
    '/api/accounts/:id/reset-password',
    { config: { docsBody: ResetPasswordInputSchema, answers: { 200: EMPTY, 429: 'ErrorBody' } } },
    async (request) => {
      const params = IdParamsSchema.safeParse(request.params);
      const query = ResetPasswordQuerySchema.safeParse(request.query);
      if (!params.success || !query.success) throw new BadRequestError(MESSAGES.invalidLink);
      const body = parseWith(ResetPasswordInputSchema, request.body);
      await credentials.resetPassword(request.region, params.data.id, query.data, body.newPassword.first);
      return {};
    },
  );

  routes.get(
    '/api/profile/:id',
    { config: { answers: { 200: 'PublicProfileDto' } }, schema: { params: IdParamsSchema } },
    async (request) => accounts.publicProfile(request.params.id, request.region),
  );

  routes.get('/api/accounts/my', { ...signedIn, config: { answers: { 200: 'UserDto' } } }, async (request) =>
    accounts.me(principalOf(request).accountId, request.region),
  );

  routes.get(
    '/api/stats/my-profile',
    { ...signedIn, config: { answers: { 200: 'ProfileStatsDto' } } },
    async (request) => accounts.profileStats(principalOf(request).accountId, request.region),
  );

  routes.post(
    '/api/accounts/my/edit-contact-data',
    {
      ...signedIn,
      config: {
        docsBody: editContactDataInputSchema('us', 'person'),
        answers: { 200: 'UserDto' },
        docsDescription: CONTACT_DATA_RULES,
      },
    },
    async (request) => {
      const { accountId } = principalOf(request);
      const me = await accounts.me(accountId, request.region);
      const input = parseWith(editContactDataInputSchema(request.region, me.type), request.body);
      return accounts.editContactData(accountId, request.region, input);
    },
  );

  routes.post(
    '/api/accounts/my/update-phone',
    {
      config: { answers: { 200: objectOf({ uuid: STRING }), 409: 'ErrorBody', 429: 'ErrorBody' } },
      ...signedIn,
      schema: { body: UpdatePhoneInputSchema },
    },
    async (request) =>
      credentials.requestContactChange(principalOf(request).accountId, request.region, {
        phone: request.body.phone,
      }),
  );

  routes.post(
    '/api/accounts/my/update-email',
    {
      config: { answers: { 200: objectOf({ uuid: STRING }), 409: 'ErrorBody', 429: 'ErrorBody' } },
      ...signedIn,
      schema: { body: UpdateEmailInputSchema },
    },
    async (request) =>
      credentials.requestContactChange(principalOf(request).accountId, request.region, {
        email: request.body.email,
      }),
  );

  routes.post(
    '/api/accounts/my/update-password',
    {
      config: { answers: { 200: EMPTY, 429: 'ErrorBody' } },
      ...signedIn,
      schema: { body: UpdatePasswordInputSchema },
    },
    async (request) => {
      // The session that changes the password stays: the one its access token names (the refresh
      // cookie is scoped to /api/sessions and does not reach this path).
      const currentFamily =
        principalOf(request).familyId ?? (await sessions.familyOf(refreshTokenOf(request)));
      await credentials.updatePassword(
        principalOf(request).accountId,
        request.region,
        { oldPassword: request.body.oldPassword, newPassword: request.body.newPassword.first },
        currentFamily,
      );
      return {};
    },
  );

  // Delete my account (decision 078): the password confirms it; 409 names what is still open.
  routes.post(
    '/api/accounts/my/delete',
    {
      config: { answers: { 200: EMPTY, 409: 'ErrorBody', 429: 'ErrorBody' } },
      ...signedIn,
      schema: { body: DeleteAccountInputSchema },
    },
    async (request) => {
      await accountDeletion.deleteAccount(
        principalOf(request).accountId,
        request.region,
        request.body.password,
      );
      return {};
    },
  );

  // Replacing payout data the account has needs its password (a 400 on `password` without it or
  // with a wrong one), holds payouts for 72 hours and e-mails the owner; the first ones need none.
  const payoutDocs = {
    docsBody: updatePayoutInputSchema('us'),
    answers: { 200: 'UserDto', 429: 'ErrorBody' },
    docsDescription: PAYOUT_RULES,
  } as const;
  routes.post('/api/accounts/my/update-payout', { ...signedIn, config: payoutDocs }, async (request) => {
    const { accountId } = principalOf(request);
    await payoutData.updatePayout(
      accountId,
      request.region,
      parseWith(updatePayoutInputSchema(request.region), request.body),
    );
    return accounts.me(accountId, request.region);
  });

  routes.post(
    '/api/accounts/my/upload-avatar',
    {
      ...signedIn,
      config: {
        answers: { 200: objectOf({ avatar: STRING }), 429: 'ErrorBody' },
        docsUpload: UPLOADS.avatar,
      },
    },
    async (request) => {
      const upload = await readUpload(request, UPLOADS.avatar);
      return accounts.uploadAvatar(principalOf(request).accountId, request.region, upload);
    },
  );

  routes.delete(
    '/api/accounts/my/remove-avatar',
    { ...signedIn, config: { answers: { 200: EMPTY } } },
    async (request) => {
      await accounts.removeAvatar(principalOf(request).accountId, request.region);
      return {};
    },
  );

  routes.get(
    '/avatar-fallback/:initials',
    {
      config: { salesChannel: false, answers: { 200: media('image/svg+xml', 'An avatar of the initials') } },
      schema: { params: z.object({ initials: z.string().max(40) }) },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(fallbackAvatarSvg(request.params.initials.replace(/\.svg$/, ''))),
  );
}
