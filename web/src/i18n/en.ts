import type { AppMessages } from './fr';

export const en: AppMessages = {
  app: {
    name: 'Stages',
    tagline: 'Holiday and activity camps in Belgium',
    menu: { home: 'Home' },
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
