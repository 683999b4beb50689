/** French, the default and fallback language. Other languages must have the same keys. */
export const fr = {
  app: {
    name: 'Stages',
    tagline: 'Stages de vacances et d’activités en Belgique',
    menu: { home: 'Accueil' },
    account: {
      sign_in: 'Se connecter',
      sign_out: 'Se déconnecter',
      finish_registration: 'Terminer mon inscription',
      sign_in_title: 'Connexion',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      password_confirmation: 'Confirmation du mot de passe',
      remember: 'Rester connecté',
      forgot: 'Mot de passe oublié ?',
      no_account: 'Pas encore de compte ?',
      create_account: 'Créer un compte',
      have_account: 'Déjà un compte ?',
      or: 'ou',
      with_google: 'Continuer avec Google',
      with_microsoft: 'Continuer avec Microsoft',
      first_name: 'Prénom',
      last_name: 'Nom',
      phone: 'Téléphone',
      organization_name: "Nom de l'organisation",
      register_title: 'Créer un compte',
      register_as_parent: 'Parent',
      register_as_organization: 'Organisation',
      register_parent_hint: 'Inscrivez vos enfants aux stages et retrouvez vos documents.',
      register_organization_hint: 'Publiez vos stages et suivez les inscriptions.',
      password_rule_hint:
        '8 caractères au moins, avec une minuscule, une majuscule, un chiffre et un caractère spécial.',
      confirm_prompt_title: 'Confirmez votre adresse e-mail',
      confirm_prompt_text:
        'Nous avons envoyé un lien de confirmation à %{email}. Ouvrez-le pour activer votre compte.',
      confirm_prompt_resend: 'Renvoyer le lien',
      confirmation_sent: 'Un nouvel e-mail de confirmation a été envoyé.',
      confirming: 'Confirmation de votre adresse…',
      confirmed_title: 'Adresse confirmée',
      confirmed_text: 'Merci ! Votre adresse e-mail est confirmée.',
      continue: 'Continuer',
      choice_title: 'Quel type de compte ?',
      choice_text: 'Choisissez une fois pour toutes comment vous utiliserez Stages.',
      finalize_parent_title: 'Votre profil de parent',
      finalize_organization_title: 'Votre organisation',
      finalize_organization_hint:
        'Un administrateur vérifiera votre organisation avant que vous puissiez publier des stages.',
      save: 'Enregistrer',
      reset_title: 'Mot de passe oublié',
      reset_text:
        'Indiquez votre adresse e-mail : si un compte existe, vous recevrez un lien pour choisir un nouveau mot de passe.',
      reset_send: 'Envoyer le lien',
      reset_sent:
        'Si un compte existe pour cette adresse, un e-mail vient de partir. Pensez à vérifier vos indésirables.',
      new_password: 'Nouveau mot de passe',
      new_password_title: 'Choisir un nouveau mot de passe',
      reset_done: 'Votre mot de passe a été changé. Vous pouvez vous connecter.',
      social_waiting: 'Connexion en cours…',
      social_signed_in: 'Connexion réussie, un instant…',
      back_home: "Retour à l'accueil",
    },
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
  errors: {
    form: {
      required: 'Ce champ est obligatoire',
      invalid: 'Valeur invalide',
      invalid_email: 'Adresse e-mail invalide',
      password_rule:
        'Le mot de passe doit compter au moins 8 caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial',
      passwords_mismatch: 'Les mots de passe ne correspondent pas',
      invalid_enterprise_number: "Numéro d'entreprise invalide",
      invalid_vat: 'Numéro de TVA invalide',
      invalid_iban: 'IBAN invalide',
      invalid_bic: 'BIC invalide',
      fill_all_fields: 'Veuillez remplir tous les champs',
      too_short: 'Trop court',
      too_long: 'Trop long',
      too_small: 'Trop petit',
      too_big: 'Trop grand',
      unknown_field: 'Champ inconnu',
    },
    auth: {
      invalid_credentials: 'Mot de passe ou adresse e-mail invalide',
      not_authenticated: 'Vous devez être connecté',
      email_not_confirmed: "Vous devez d'abord confirmer votre adresse e-mail",
      already_has_role: 'Ce compte a déjà un type',
      wrong_role: "Votre compte n'a pas le rôle nécessaire",
      session_expired: 'Votre session a expiré, reconnectez-vous',
      session_revoked: 'Votre session a été fermée par sécurité, reconnectez-vous',
      csrf_failed: 'Requête refusée : rechargez la page',
      too_many_attempts: 'Trop de tentatives, réessayez dans quelques minutes',
      provider_not_configured: "Cette connexion n'est pas disponible",
      social_sign_in_failed: "Une erreur s'est produite lors de la connexion",
      social_email_exists:
        'Un compte utilise déjà cette adresse : connectez-vous avec son mot de passe',
    },
    registration: {
      email_exists: 'Un utilisateur avec cette adresse e-mail existe déjà',
      confirm_failed:
        "Erreur lors de la confirmation de l'e-mail : le lien est inconnu, déjà utilisé ou expiré",
      already_confirmed: 'Cette adresse est déjà confirmée',
    },
    password_reset: {
      forbidden: 'Réinitialisation impossible : ce compte se connecte avec Google ou Microsoft',
      invalid_token:
        'Erreur lors de la réinitialisation : le lien est inconnu, déjà utilisé ou expiré',
    },
    account: { deletion_not_confirmed: 'Tapez votre adresse e-mail pour confirmer' },
    route: {
      not_found: "Cette adresse n'existe pas",
      method_not_allowed: 'Action non autorisée à cette adresse',
    },
    event_store: {
      version_conflict: "Quelqu'un d'autre a modifié ces données entre-temps : rechargez la page",
    },
    idempotency: {
      invalid_key: 'Identifiant de requête invalide',
      key_reused: 'Cet identifiant de requête a déjà servi pour une autre demande',
      request_in_progress: 'Cette demande est déjà en cours de traitement',
    },
    stage: {
      already_exists: 'Ce stage existe déjà',
      slug_taken: 'Un autre stage porte déjà ce nom',
      invalid_dates: 'Les dates ne sont pas cohérentes',
      invalid_ages: "L'âge minimum doit être inférieur ou égal à l'âge maximum",
      invalid_hours:
        'Les horaires ne sont pas cohérents : les activités doivent finir après leur début, et la garderie doit commencer avant et finir après les activités',
      not_found: "Ce stage n'existe pas ou plus",
      not_owner: "Vous n'êtes pas le propriétaire de ce stage",
      ended: 'Ce stage est terminé : il ne peut plus être modifié',
      cost_locked: 'Le prix ne peut plus être modifié une fois le stage créé',
      places_below_registered:
        "Modification impossible : le nombre de places est inférieur au nombre d'enfants déjà inscrits",
      has_registrations:
        'Ce stage ne peut pas être supprimé car des enfants y sont inscrits : vous pouvez le masquer',
      plan_limit_reached:
        "Vous avez atteint la limite de stages de votre formule d'essai : passez à la formule Gold pour créer des stages sans limite",
    },
    organization: {
      not_found: "Cette organisation n'existe pas",
      awaiting_verification:
        "Votre organisation attend la vérification d'un administrateur : vous pourrez créer des stages dès qu'elle sera vérifiée",
    },
    organization_type: {
      in_use:
        "Ce type ne peut pas être supprimé : des organisations l'utilisent, ou il est prédéfini",
      exists: 'Un type avec ce code existe déjà',
    },
    file: {
      not_found: "Ce fichier n'existe pas",
      forbidden: "Vous n'avez pas accès à ce document",
    },
    record: {
      not_found: "Cet élément n'existe pas ou plus",
    },
    request: {
      invalid: 'La demande contient des erreurs',
      malformed: 'Demande illisible',
      too_large: 'Demande trop volumineuse',
      unsupported_media_type: 'Format non pris en charge',
    },
    upload: {
      missing: 'Choisissez un fichier',
      too_large: 'Ce fichier est trop volumineux',
      type_not_allowed: "Ce type de fichier n'est pas accepté",
      type_mismatch: 'Le contenu du fichier ne correspond pas à son extension',
      image_too_small: 'Cette image est trop petite',
      unreadable: 'Ce fichier est illisible ou incomplet',
    },
    server: { error: "Une erreur s'est produite, nous n'avons pas pu traiter votre demande" },
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
