/** French, the default and fallback language. Other languages must have the same keys. */
export const fr = {
  app: {
    name: 'Stages',
    tagline: 'Stages de vacances et d’activités en Belgique',
    menu: { home: 'Accueil' },
    landing: {
      title: 'Des stages qui font grandir',
      subtitle:
        'Trouvez un stage pour vos enfants près de chez vous, inscrivez-les en quelques clics et retrouvez factures et attestations au même endroit.',
      browse: 'Voir les stages',
      parents_title: 'Pour les parents',
      parents_text:
        'Comparez les stages par date, âge et lieu, inscrivez vos enfants et payez par virement.',
      organizers_title: 'Pour les organisateurs',
      organizers_text:
        'Publiez vos stages, suivez les inscriptions et les paiements, exportez vos listes.',
      documents_title: 'Documents en règle',
      documents_text:
        'Factures, attestations de mutuelle et attestations fiscales pour frais de garde (281.86).',
    },
  },
  resources: {
    stages: {
      name: 'Stage |||| Stages',
      fields: {
        name: 'Stage',
        'organization.name': 'Organisation',
        city: 'Lieu',
        starts_at: 'Début',
        ends_at: 'Fin',
        cost_cents: 'Prix',
        ages: 'Âges',
      },
      ages: '%{min} à %{max} ans',
    },
  },
};

export type AppMessages = typeof fr;
