import type { AppMessages } from './fr';

export const nl: AppMessages = {
  app: {
    name: 'Stages',
    tagline: 'Vakantie- en activiteitenkampen in België',
    menu: { home: 'Start' },
    landing: {
      title: 'Kampen waar kinderen van groeien',
      subtitle:
        'Vind een kamp voor uw kinderen in de buurt, schrijf ze in met een paar klikken en bewaar facturen en attesten op één plek.',
      browse: 'Kampen bekijken',
      parents_title: 'Voor ouders',
      parents_text:
        'Vergelijk kampen op datum, leeftijd en plaats, schrijf uw kinderen in en betaal via overschrijving.',
      organizers_title: 'Voor organisatoren',
      organizers_text:
        'Publiceer uw kampen, volg inschrijvingen en betalingen, exporteer uw lijsten.',
      documents_title: 'Papierwerk in orde',
      documents_text:
        'Facturen, attesten voor het ziekenfonds en fiscale attesten voor kinderopvang (281.86).',
    },
  },
  resources: {
    stages: {
      name: 'Kamp |||| Kampen',
      fields: {
        name: 'Kamp',
        'organization.name': 'Organisatie',
        city: 'Plaats',
        starts_at: 'Begin',
        ends_at: 'Einde',
        cost_cents: 'Prijs',
        ages: 'Leeftijd',
      },
      ages: '%{min} tot %{max} jaar',
    },
  },
};
