import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { Password } from '../validation/password.js';
import { PhoneNumber } from '../validation/phone.js';
import { LineText, PersonName } from '../validation/text.js';

export const LANGUAGES = ['fr', 'en', 'nl'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

export const CookieConsent = z.enum(['allow', 'essential']);

/** The two kinds of account a person registers: a family's, or an organization's. */
export const AccountType = z.enum(['parent', 'organization']);
export type AccountType = z.infer<typeof AccountType>;

const mismatch = { message: FieldErrorCode.passwordsMismatch };

/** An e-mail address as typed: trimmed and lower-cased before it is checked. */
export const Email = z.string().trim().toLowerCase().min(1).max(254).pipe(z.email());

export const PostalAddress = z
  .object({
    street: LineText(200),
    number: LineText(20),
    postal_code: LineText(20),
    city: LineText(100),
    country: z.string().trim().length(2),
  })
  .meta({ id: 'PostalAddress' });

const ADDRESS_LINES = ['street', 'number', 'postal_code', 'city'] as const;

/**
 * An address a person may leave empty, the one rule of every form that asks for one (a parent's
 * profile, a child's, an administrator's correction): with no line filled in (a form's empty
 * fields, the country alone) it is no address; otherwise the lines left out are blank, one
 * without a country is in Belgium, and the country code is upper case.
 */
export const OptionalPostalAddress = z.preprocess((value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const lines = value as Record<string, unknown>;
  const blank = ADDRESS_LINES.every(
    (line) => lines[line] == null || (typeof lines[line] === 'string' && !lines[line].trim()),
  );
  if (blank) return null;
  const filled: Record<string, unknown> = { ...lines };
  for (const line of ADDRESS_LINES) filled[line] ??= '';
  const country = lines.country;
  if (country === undefined || country === null || country === '') filled.country = 'BE';
  else if (typeof country === 'string') filled.country = country.toUpperCase();
  return filled;
}, PostalAddress.nullable());

/** The signed-in user, as `GET /auth/user/` returns it. */
export const CurrentUser = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    verified: z.boolean().describe('The e-mail address is confirmed'),
    social_account: z.boolean().describe('Signs in with Google or Microsoft'),
    first_name: z.string(),
    last_name: z.string(),
    language: Language,
    cookie_consent: CookieConsent.nullable(),
    phone: z.string().nullable(),
    address: PostalAddress.nullable(),
    account_type: AccountType.nullable().describe(
      'The type chosen on the registration form, kept until the account is given its role',
    ),
    is_verified: z
      .boolean()
      .describe('An administrator verified the organization the user owns (organization accounts)'),
    end_date: z.string().nullable().describe('End of the subscription (organizations), YYYY-MM-DD'),
    renews_automatically: z
      .boolean()
      .describe('Stripe renews the subscription by itself on its end date (organizations)'),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof CurrentUser>;

export const LoginRequest = z
  .object({ email: Email, password: z.string().min(1), remember: z.boolean().optional() })
  .meta({ id: 'LoginRequest' });

export const RegistrationRequest = z
  .object({
    email: Email,
    password1: Password,
    password2: z.string().min(1),
    first_name: PersonName(),
    last_name: PersonName(),
    language: Language.optional(),
    account_type: AccountType.optional().describe(
      'The tab the form was filled in: finishing the registration opens its form, on any device',
    ),
  })
  .refine((form) => form.password1 === form.password2, { ...mismatch, path: ['password2'] })
  .meta({ id: 'RegistrationRequest' });

export const ConfirmEmailRequest = z
  .object({ key: z.string().min(1).max(200) })
  .meta({ id: 'ConfirmEmailRequest' });

export const PasswordChangeRequest = z
  .object({ new_password1: Password, new_password2: z.string().min(1) })
  .refine((form) => form.new_password1 === form.new_password2, {
    ...mismatch,
    path: ['new_password2'],
  })
  .meta({ id: 'PasswordChangeRequest' });

export const PasswordResetRequest = z.object({ email: Email }).meta({ id: 'PasswordResetRequest' });

export const PasswordResetConfirmRequest = z
  .object({
    uid: z.uuid(),
    token: z.string().min(1).max(200),
    new_password1: Password,
    new_password2: z.string().min(1),
  })
  .refine((form) => form.new_password1 === form.new_password2, {
    ...mismatch,
    path: ['new_password2'],
  })
  .meta({ id: 'PasswordResetConfirmRequest' });

export const UserPreferences = z
  .object({ language: Language.optional(), cookie_consent: CookieConsent.nullable().optional() })
  .strict()
  .meta({ id: 'UserPreferences' });

export const SocialSignInRequest = z
  .object({
    code: z.string().min(1).max(4_000),
    code_verifier: z.string().min(43).max(128).optional(),
    redirect_uri: z.url({ protocol: /^https?$/ }),
    state: z.string().max(500).optional().describe('Checked by the browser; passed on as sent'),
    iss: z.string().max(500).optional().describe('The issuer the provider named in the redirect'),
    remember: z.boolean().optional(),
    language: Language.optional().describe('For an account created by this sign-in'),
  })
  .meta({ id: 'SocialSignInRequest' });

export const SocialProvider = z
  .object({
    name: z.enum(['google', 'microsoft']),
    authorization_endpoint: z.string(),
    client_id: z.string(),
    scope: z.string(),
  })
  .meta({ id: 'SocialProvider' });

/** A parent is reachable by telephone: the organizers of a stay call this number. */
export const FinalizeParentRequest = z
  .object({ phone: PhoneNumber, address: OptionalPostalAddress.optional() })
  .meta({ id: 'FinalizeParentRequest' });

export const FinalizeOrganizationRequest = z
  .object({ name: z.string().trim().min(1).max(200), phone: PhoneNumber })
  .meta({ id: 'FinalizeOrganizationRequest' });

/** Deleting an account: the user types their own e-mail address to confirm. */
export const DeleteAccountRequest = z
  .object({ confirmation: z.string().trim().toLowerCase().min(1) })
  .meta({ id: 'DeleteAccountRequest' });

export const Acknowledgement = z
  .object({ detail: z.string().describe('A stable key, like the error codes') })
  .meta({ id: 'Acknowledgement' });
export type Acknowledgement = z.infer<typeof Acknowledgement>;
