import type { AppMessages } from './fr.js';

export const en: AppMessages = {
  app: {
    name: 'Stages',
    tagline: 'Holiday and activity camps in Belgium',
    menu: { home: 'Home' },
    account: {
      sign_in: 'Sign in',
      sign_out: 'Sign out',
      finish_registration: 'Finish my registration',
      sign_in_title: 'Sign in',
      email: 'E-mail address',
      password: 'Password',
      password_confirmation: 'Confirm password',
      remember: 'Stay signed in',
      forgot: 'Forgot your password?',
      no_account: 'No account yet?',
      create_account: 'Create an account',
      have_account: 'Already have an account?',
      or: 'or',
      with_google: 'Continue with Google',
      with_microsoft: 'Continue with Microsoft',
      first_name: 'First name',
      last_name: 'Last name',
      phone: 'Phone',
      organization_name: 'Organization name',
      register_title: 'Create an account',
      register_as_parent: 'Parent',
      register_as_organization: 'Organization',
      register_parent_hint: 'Enrol your children in camps and find all your documents.',
      register_organization_hint: 'Publish your camps and keep track of enrolments.',
      password_rule_hint:
        'At least 8 characters, with a lowercase letter, an uppercase letter, a digit and a special character.',
      confirm_prompt_title: 'Confirm your e-mail address',
      confirm_prompt_text:
        'We have sent a confirmation link to %{email}. Open it to activate your account.',
      confirm_prompt_resend: 'Resend the link',
      confirmation_sent: 'A new confirmation e-mail has been sent.',
      confirming: 'Confirming your e-mail address…',
      confirmed_title: 'E-mail address confirmed',
      confirmed_text: 'Thank you! Your e-mail address has been confirmed.',
      continue: 'Continue',
      choice_title: 'Which type of account?',
      choice_text: 'Choose once and for all how you will use Stages.',
      finalize_parent_title: 'Your parent profile',
      finalize_organization_title: 'Your organization',
      finalize_organization_hint:
        'An administrator will check your organization before you can publish camps.',
      save: 'Save',
      reset_title: 'Forgotten password',
      reset_text:
        'Enter your e-mail address: if an account exists, you will receive a link to choose a new password.',
      reset_send: 'Send the link',
      reset_sent:
        'If an account exists for this address, an e-mail is on its way. Remember to check your spam folder.',
      new_password: 'New password',
      new_password_title: 'Choose a new password',
      reset_done: 'Your password has been changed. You can now sign in.',
      social_waiting: 'Signing in…',
      social_signed_in: 'Signed in, one moment…',
      back_home: 'Back to the home page',
    },
    landing: {
      title: 'Camps that help children grow',
      subtitle:
        'Find a camp for your children close to home, enrol them in a few clicks, and keep invoices and certificates in one place.',
      browse: 'Browse camps',
      parents_title: 'For parents',
      parents_text:
        'Compare camps by date, age and place, enrol your children and pay by bank transfer.',
      organizers_title: 'For organizers',
      organizers_text: 'Publish your camps, follow enrolments and payments, export your lists.',
      documents_title: 'Paperwork in order',
      documents_text:
        'Invoices, health-insurance certificates and childcare tax certificates (281.86).',
    },
  },
  errors: {
    form: {
      required: 'This field is required',
      invalid: 'Invalid value',
      invalid_email: 'Invalid e-mail address',
      password_rule:
        'The password must be at least 8 characters long and include a lowercase letter, an uppercase letter, a digit and a special character',
      passwords_mismatch: 'Passwords do not match',
      invalid_enterprise_number: 'Invalid enterprise number',
      invalid_vat: 'Invalid VAT number',
      invalid_iban: 'Invalid IBAN',
      invalid_bic: 'Invalid BIC',
      fill_all_fields: 'Please fill in all fields',
      too_short: 'Too short',
      too_long: 'Too long',
      too_small: 'Too small',
      too_big: 'Too big',
      unknown_field: 'Unknown field',
    },
    auth: {
      invalid_credentials: 'Invalid password or e-mail address',
      not_authenticated: 'You need to be signed in',
      email_not_confirmed: 'You need to confirm your e-mail address first',
      already_has_role: 'An account type has already been chosen for this account',
      wrong_role: 'Your account does not have the required role',
      session_expired: 'Your session has expired, please sign in again',
      session_revoked: 'Your session was closed for security reasons, please sign in again',
      csrf_failed: 'Request refused: please reload the page',
      too_many_attempts: 'Too many attempts, please try again in a few minutes',
      provider_not_configured: 'This sign-in option is not available',
      social_sign_in_failed: 'Something went wrong while signing in',
      social_email_exists: 'An account already uses this address: sign in with its password',
    },
    registration: {
      email_exists: 'A user with this e-mail address already exists',
      confirm_failed:
        'Error confirming e-mail: the link is unknown, has already been used or has expired',
      already_confirmed: 'This address has already been confirmed',
    },
    password_reset: {
      forbidden: 'Password reset forbidden: this account uses Google or Microsoft to sign in',
      invalid_token:
        'Error resetting password: the link is unknown, has already been used or has expired',
    },
    account: { deletion_not_confirmed: 'Type your e-mail address to confirm' },
    route: {
      not_found: 'This address does not exist',
      method_not_allowed: 'This action is not allowed at this address',
    },
    event_store: {
      version_conflict: 'Someone else changed this in the meantime: reload the page',
    },
    idempotency: {
      invalid_key: 'Invalid request identifier',
      key_reused: 'This request identifier was already used for another request',
      request_in_progress: 'This request is already being processed',
    },
    stage: {
      already_exists: 'This camp already exists',
      slug_taken: 'Another camp already has this name',
      invalid_dates: 'The dates do not fit together',
      invalid_ages: 'The minimum age must not be above the maximum age',
      invalid_hours:
        'The times do not fit together: activities must end after they start, and daycare must start before and end after the activities',
      not_found: 'This camp does not exist or has been removed',
      not_owner: 'You are not the owner of this camp',
      ended: 'This camp has ended and can no longer be edited',
      cost_locked: 'The price cannot be changed once the camp has been created',
      places_below_registered:
        'Changes not saved: the number of places is lower than the number of children already enrolled',
      has_registrations:
        'This camp cannot be deleted because children are enrolled in it: you can hide it instead',
      plan_limit_reached:
        'You have reached the camp limit of your trial plan: upgrade to the Gold plan for unlimited camps',
    },
    organization: {
      not_found: 'This organization does not exist',
      awaiting_verification:
        'Your organization is waiting to be verified by an administrator: you will be able to create camps once it has been verified',
    },
    organization_type: {
      in_use: 'This type cannot be removed: organizations use it, or it is built in',
      exists: 'A type with this code already exists',
    },
    file: {
      not_found: 'This file does not exist',
      forbidden: 'You do not have access to this document',
    },
    record: {
      not_found: 'This record does not exist or has been removed',
    },
    request: {
      invalid: 'The request contains errors',
      malformed: 'Unreadable request',
      too_large: 'Request too large',
      unsupported_media_type: 'Unsupported format',
    },
    upload: {
      missing: 'Choose a file',
      too_large: 'This file is too large',
      type_not_allowed: 'This type of file is not accepted',
      type_mismatch: "The file's content does not match its extension",
      image_too_small: 'This image is too small',
      unreadable: 'This file is unreadable or incomplete',
    },
    server: { error: "Something went wrong, we couldn't process your request" },
  },
  resources: {
    stages: {
      name: 'Camp |||| Camps',
      fields: {
        name: 'Camp',
        'organization.name': 'Organization',
        city: 'Place',
        starts_at: 'Starts',
        ends_at: 'Ends',
        cost_cents: 'Price',
        ages: 'Ages',
      },
      ages: '%{min} to %{max} years',
    },
  },
};
