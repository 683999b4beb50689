/** French, the default and fallback language. Other languages must have the same keys. */
export const fr = {
  app: {
    name: 'Stages',
    tagline: 'Stages de vacances et d’activités en Belgique',
    menu: {
      label: 'Menu principal',
      profile: 'Mon profil',
      browse_group: 'Découvrir',
      organization_group: 'Mon organisation',
      parent_group: 'Ma famille',
      parent_profile: 'Profil',
      parent_children: 'Enfants',
      parent_bills: 'Factures et inscriptions',
      parent_documents: 'Documents',
      parent_fiscal_documents: 'Documents fiscaux',
      parent_account_sharing: 'Partage du compte',
      admin_group: 'Administration',
      home: 'Accueil',
      stages: 'Stages',
      organizations: 'Organisations',
      organization: 'Mon organisation',
      organization_profile: 'Profil',
      organization_documents: 'Documents',
      organization_children: 'Enfants',
      organization_legal: 'Représentant légal',
      my_stages: 'Mes stages',
      organization_payments: 'Paiements',
      new_stage: 'Créer un stage',
    },
    forms: { phone_hint: "Un numéro belge, ou avec l'indicatif du pays (+33…)" },
    toast: {
      info: 'Information',
      success: 'C’est fait',
      warn: 'Attention',
      error: 'Erreur',
      secondary: 'À noter',
      contrast: 'À noter',
    },
    links: {
      label: 'Informations',
      organization_landing: 'Pour les organisations',
      faq: 'Questions fréquentes',
      tos: 'Conditions d’utilisation',
      gtc: 'Conditions générales de vente',
      privacy: 'Confidentialité',
      gdpr: 'Vos droits (RGPD)',
      accessibility: 'Accessibilité',
    },
    account: {
      sign_in_failed: "Une erreur s'est produite lors de la connexion. Réessayez dans un instant.",
      reset_send_failed:
        "Erreur lors de l'envoi de l'e-mail de réinitialisation. Réessayez dans un instant.",
      reset_failed:
        'Erreur lors de la réinitialisation du mot de passe. Réessayez dans un instant.',
      sign_in: 'Se connecter',
      sign_out: 'Se déconnecter',
      change_password: 'Changer mon mot de passe',
      password_changed: 'Votre mot de passe a été changé.',
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
    not_found: 'Page introuvable',
    parent: {
      title: 'Mon profil',
    },
    top_bar: {
      language: 'Langue',
      dark_mode: 'Mode sombre',
    },
    cookies: {
      title: 'Cookies',
      text: 'Nous utilisons des cookies essentiels pour vous garder connecté et retenir vos choix. Avec votre accord, nous mesurons aussi la fréquentation du site pour l’améliorer.',
      more: 'En savoir plus',
      allow: 'Tout accepter',
      essential: 'Essentiels uniquement',
      reset: 'Revoir mon choix de cookies',
    },
    subscription: {
      success_title: 'Merci pour votre paiement',
      success_text: 'Vous pouvez dès maintenant publier autant de stages que vous le souhaitez.',
      active_until: 'Votre formule Gold court jusqu’au %{date}.',
      reference: 'Référence du paiement : %{reference}',
      waiting_title: 'Paiement en cours de confirmation',
      waiting_text:
        'Nous attendons la confirmation du prestataire de paiement. Cette page se met à jour d’elle-même : cela ne prend d’habitude que quelques secondes.',
      not_found_title: 'Paiement introuvable',
      not_found_text:
        'Nous ne trouvons aucun paiement à cette adresse pour votre organisation. Vérifiez le lien, ou choisissez une formule dans nos tarifs.',
      failed_title: 'Paiement échoué ou annulé',
      failed_text:
        'Rien n’a été débité. Vous pouvez réessayer maintenant, ou revenir plus tard à nos formules.',
      try_again: 'Réessayer',
      contact_team: 'Contacter l’équipe',
      buy: 'Votre organisation n’a pas encore d’abonnement : choisissez une formule pour publier plus de stages.',
      renew: 'Votre abonnement a expiré : renouvelez-le pour garder toutes vos fonctionnalités.',
      reminder:
        'Votre abonnement se termine dans %{smart_count} jour. |||| Votre abonnement se termine dans %{smart_count} jours.',
      reminder_today: 'Votre abonnement se termine aujourd’hui.',
      renewal:
        'Votre formule Gold court encore %{smart_count} jour ; elle se renouvelle automatiquement. |||| Votre formule Gold court encore %{smart_count} jours ; elle se renouvelle automatiquement.',
      renewal_today:
        'Votre formule Gold court jusqu’à ce soir ; elle se renouvelle automatiquement.',
      see_plans: 'Voir les formules',
      renew_now: 'Renouveler',
      dismiss: 'Masquer pour cette session',
    },
    access: {
      denied_summary: 'Permission refusée',
      page: "Accès refusé : vous n'avez pas accès à cette page",
    },
    catalogue: {
      title: 'Stages',
      organization_title: 'Les stages de %{name}',
      all_organizations: 'Toutes les organisations',
      clear_filters: 'Effacer les filtres',
      search_failed: "Cette recherche n'a pas pu aboutir : vérifiez les dates choisies",
      results: '%{smart_count} stage |||| %{smart_count} stages',
      no_results: 'Aucun stage ne correspond à cette recherche.',
      page: 'Page %{page}',
      previous_page: 'Page précédente',
      next_page: 'Page suivante',
      date_range: 'Du %{from} au %{until}',
      status: {
        hidden: 'Inscriptions fermées',
        deadline_passed: 'Inscriptions clôturées',
        full: 'Complet',
        ended: 'Terminé',
      },
      countdown: 'Inscriptions encore ouvertes %{days} j %{hours} h %{minutes} min',
      remaining: '%{smart_count} place restante |||| %{smart_count} places restantes',
      sign_in_to_register: 'Connectez-vous pour inscrire votre enfant',
      register_from_parent_account:
        'Les enfants s’inscrivent depuis un compte parent : connectez-vous avec un compte parent pour inscrire votre enfant.',
      waiting_list: {
        full: "Ce stage est complet : inscrivez-vous sur la liste d'attente.",
        waiting: '%{smart_count} famille en attente. |||| %{smart_count} familles en attente.',
        sign_in: "Connectez-vous pour rejoindre la liste d'attente",
      },
      closed: {
        hidden: "Ce stage ne prend pas d'inscriptions pour le moment",
        deadline_passed: "Trop tard pour s'inscrire : la date limite est passée",
        full: 'Ce stage est complet',
        ended: 'Ce stage est terminé',
      },
      from: 'Du',
      until: 'Au',
      hours: 'Activités',
      hours_range: 'de %{start} à %{end}',
      daycare: 'Garderie',
      no_daycare: 'Pas de garderie',
      address: 'Lieu',
      deadline: "Date limite d'inscription",
      not_found: "Page introuvable : ce stage ou cette organisation n'existe pas ou plus",
      coming_stages: 'Stages à venir',
      no_stages: 'Aucun stage à venir pour le moment.',
      report_stage: 'Signaler ce stage',
      report_organization: 'Signaler cette organisation',
      report_reason: 'Motif',
      report_message: 'Expliquez-nous ce qui ne va pas',
      report_send: 'Envoyer le signalement',
      report_sent: 'Merci : votre signalement a été transmis aux administrateurs',
      prices: {
        title: 'Prix',
        price: 'Prix du stage',
        social_price: 'Tarif social',
        on_request:
          "Pour les familles qui bénéficient d'une aide financière (CPAS, UiTPAS…) : demandez-le en inscrivant votre enfant, l'organisateur l'accorde en acceptant l'inscription.",
        self_declared:
          "Pour les familles qui bénéficient d'une aide financière (CPAS, UiTPAS…) : il suffit de le signaler en inscrivant votre enfant.",
        second_child: 'Réduction pour le 2e enfant de la famille',
        third_child: 'Réduction pour le 3e enfant et les suivants',
        options: 'Options',
        childcare: 'Garderie',
        childcare_note:
          "Les options marquées « Garderie » comptent comme frais de garde sur l'attestation fiscale.",
        places_left: '%{smart_count} place restante |||| %{smart_count} places restantes',
        full: 'Complet',
      },
      report_reasons: {
        inappropriate: 'Contenu inapproprié',
        misleading: 'Informations trompeuses',
        fraud: 'Fraude',
        safety: 'Problème de sécurité',
        other: 'Autre',
      },
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
      invalid_phone: 'Numéro de téléphone invalide',
      at_least_one: 'Indiquez au moins 1',
      invalid_bic: 'BIC invalide',
      nrn_format: 'Un numéro de registre national compte 11 chiffres : 00.00.00-000.00',
      nrn_checksum: 'Les chiffres de contrôle ne correspondent pas : vérifiez le numéro',
      nrn_birth_date_mismatch:
        'La date de naissance ne correspond pas à celle du numéro de registre national',
      nrn_sex_mismatch:
        'Le sexe ne correspond pas au numéro de registre national (impair pour un garçon, pair pour une fille)',
      birth_date_out_of_range: 'La date de naissance doit être passée et remonter à 25 ans au plus',
      date_not_past: 'La date doit être passée',
      read_only: 'Ce champ ne peut pas être modifié ici',
      fill_all_fields: 'Veuillez remplir tous les champs',
      too_short: 'Trop court',
      too_long: 'Trop long',
      too_small: 'Trop petit',
      too_big: 'Trop grand',
      unknown_field: 'Champ inconnu',
      invalid_text: 'Ce texte contient des caractères non autorisés',
      no_visible_text: 'Ce champ ne contient aucun caractère visible',
      invalid_name:
        "Un nom ne contient que des lettres, des espaces, des traits d'union, des apostrophes et des points après une initiale",
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
      already_signed_in: 'Vous êtes déjà connecté : déconnectez-vous pour créer un autre compte',
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
      full: 'Ce stage est complet',
      deadline_passed: 'Trop tard pour s’inscrire',
      not_open: "Ce stage n'accepte pas d'inscriptions",
      already_exists: 'Ce stage existe déjà',
      slug_taken: 'Un autre stage porte déjà ce nom',
      invalid_dates: 'Les dates ne sont pas cohérentes',
      invalid_ages: "L'âge minimum doit être inférieur ou égal à l'âge maximum",
      invalid_hours:
        'Les horaires ne sont pas cohérents : les activités doivent finir après leur début, et la garderie doit commencer avant et finir après les activités',
      invalid_effective_days:
        "Le nombre de jours d'activité doit être d'au moins un et ne pas dépasser le nombre de jours du début à la fin du stage",
      not_found: "Ce stage n'existe pas ou plus",
      not_owner: "Vous n'êtes pas le propriétaire de ce stage",
      ended: 'Ce stage est terminé : il ne peut plus être modifié',
      cost_locked:
        "Le prix est fixé à la création du stage ; le tarif social, les réductions et les options le sont dès qu'une famille a une place (de nouvelles options restent possibles)",
      invalid_reduced_price:
        "Le tarif social doit être inférieur au prix, et dire comment les familles l'obtiennent",
      invalid_sibling_discounts: 'Une réduction pour frères et sœurs ne peut pas dépasser le prix',
      option_below_takers:
        "Une option ne peut pas avoir moins de places que d'enfants qui l'ont déjà choisie",
      places_below_registered:
        "Modification impossible : le nombre de places est inférieur au nombre d'enfants déjà inscrits",
      has_registrations:
        'Ce stage ne peut pas être supprimé car des enfants y sont inscrits : vous pouvez le masquer',
      moderated: 'Un administrateur a retiré ce stage du site : il ne peut pas être réaffiché',
      plan_limit_reached:
        "Vous avez atteint la limite de stages de votre formule d'essai : passez à la formule Gold pour créer des stages sans limite",
    },
    organization: {
      not_found: "Cette organisation n'existe pas",
      awaiting_verification:
        "Votre organisation attend la vérification d'un administrateur : vous pourrez créer des stages dès qu'elle sera vérifiée",
    },
    child: {
      not_found: "Cet enfant n'existe pas ou a été supprimé",
      duplicate_national_register_number:
        'Un enfant avec ce numéro de registre national est déjà enregistré',
      not_primary_parent: 'Seul le parent qui a inscrit cet enfant peut faire cela',
      has_enrollments: 'Cet enfant a des inscriptions : il ne peut plus être supprimé',
    },
    enrollment: {
      age_out_of_range:
        "L'âge de l'enfant le premier jour du stage ne correspond pas aux âges du stage",
      already_enrolled: 'Cet enfant est déjà inscrit à ce stage',
      price_changed: 'Le prix du stage a changé : vérifiez-le avant de confirmer',
      no_reduced_price: "Ce stage n'a pas de tarif social",
      reduced_price_undecided: 'La famille a demandé le tarif social : accordez-le ou refusez-le',
      already_decided:
        'Cette inscription a déjà été acceptée ou refusée : la décision est définitive',
      not_primary_parent: "Seul le parent qui a inscrit l'enfant peut le désinscrire",
      stage_started: 'Le stage a commencé : la désinscription n’est plus possible',
      not_active: 'Cette inscription est déjà refusée ou annulée',
      not_found: "Cette inscription n'existe pas",
      photo_consent_required:
        'Dites-nous ce que l’organisation peut faire des photos de cet enfant avant de l’inscrire.',
      not_a_parent_account:
        "Cette adresse est celle d'un compte d'organisateur ou d'administrateur, pas d'un parent",
    },
    option: {
      full: "Toutes les places de cette option sont prises : inscrivez l'enfant sans elle",
      unknown: 'Ce stage ne propose pas cette option',
    },
    waiting_list: {
      closed: "L'organisateur de ce stage ne tient pas de liste d'attente",
      places_available: 'Il reste des places pour tous ces enfants : inscrivez-les directement',
      already_waiting: "Un de ces enfants est déjà sur la liste d'attente de ce stage",
      one_family: "Une inscription sur la liste d'attente réunit des enfants d'une même famille",
      entry_not_found: "Cette inscription sur la liste d'attente n'existe pas",
      offer_expired:
        "Le délai de l'offre est dépassé : les places sont passées à la famille suivante",
      no_offer: "Aucune offre de place n'est en cours pour cette inscription",
      not_waiting:
        "Cette famille n'attend plus : une offre lui a été faite ou elle a quitté la liste",
      entry_closed: "Cette inscription n'est plus sur la liste d'attente",
    },
    document: {
      not_issued:
        "Ce document n'a pas été émis : il n'y a pas encore de facture ou de note de crédit",
      not_paid: "L'attestation est délivrée une fois la facture payée",
      stage_not_ended: "L'attestation est délivrée une fois le stage terminé",
      incomplete: 'Il manque à cette attestation des informations qu’elle doit mentionner',
      not_found: "Ce document n'existe pas",
    },
    tax_certificate: {
      year_not_over:
        "Les attestations fiscales d'une année et son fichier Belcotax sont délivrés à partir du 1er janvier suivant, une fois l'année terminée",
    },
    attendance: {
      day_outside_stage: "Ce jour n'est pas l'un des jours du stage",
      day_not_started: "Ce jour n'a pas encore commencé : les présences se prennent le jour même",
      day_closed: 'Les présences d’un jour se corrigent jusqu’à sept jours après lui',
      not_accepted:
        "Seuls les enfants dont l'inscription est acceptée peuvent être marqués présents",
    },
    day_sheet: {
      health_closed:
        'La feuille du jour imprime les fiches médicales des enfants, que l’organisation peut lire jusqu’à 30 jours après la fin du stage : ce délai est passé',
    },
    message: {
      daily_limit:
        "Vous avez déjà envoyé 10 messages pour ce stage aujourd'hui : le suivant pourra partir après minuit",
      no_families: 'Aucune famille à qui écrire parmi ces destinataires',
    },
    payment: {
      already_paid: 'Cette facture est déjà payée : un paiement enregistré est définitif',
      date_in_future: 'La date ne peut pas être postérieure à aujourd’hui',
      date_before_bill: 'Le paiement ne peut pas être antérieur à la date de la facture',
      no_bill: "Cette inscription n'a pas de facture : elle est en attente ou a été refusée",
      not_payable: "Cette inscription a été annulée : la facture n'est plus à payer",
      refund_not_due: "Aucun remboursement n'est dû pour cette inscription",
      already_refunded: 'Le remboursement de cette inscription est déjà enregistré',
      refund_before_payment: 'Le remboursement ne peut pas être antérieur au paiement',
      no_bank_account:
        "L'organisateur n'a pas encore indiqué de compte bancaire : il vous expliquera comment payer",
      online_unavailable:
        'Cette facture ne peut plus être payée en ligne : payez-la par virement, avec le code QR',
      provider_failed: 'Stripe n’a pas pu traiter la demande : réessayez dans quelques minutes',
      invalid_signature: 'Notification de paiement refusée : sa signature n’est pas valide',
      checkout_not_found: 'Ce paiement est introuvable',
      amount_mismatch:
        'Le paiement en ligne ne correspond pas au montant de la facture : l’organisateur va l’examiner',
      not_paid_online:
        'Cette facture n’a pas été payée en ligne : remboursez-la par virement et enregistrez le remboursement à la main',
    },
    subscription: {
      already_active:
        'Votre formule court encore plus de 60 jours ou se renouvelle automatiquement : vous pourrez la renouveler dans les 60 jours qui précèdent son échéance',
      organizer_only:
        'Seule une organisation peut souscrire une formule : connectez-vous avec le compte de votre organisation',
      payments_not_configured:
        'Le paiement en ligne n’est pas disponible sur cette plateforme. Notre équipe peut activer votre formule à la main : contactez-la',
      provider_failed:
        'Le prestataire de paiement n’a pas pu préparer le paiement : réessayez dans quelques minutes',
      invalid_signature: 'Notification de paiement refusée : sa signature n’est pas valide',
      checkout_not_found: 'Ce paiement est introuvable',
      grant_in_past:
        'La date de fin ne peut pas être passée : choisissez aujourd’hui ou un jour plus tard',
    },
    statement: {
      unreadable:
        "Ce fichier n'est pas un extrait de compte lisible : envoyez le fichier CODA ou camt.053 de votre banque",
      other_account:
        "Cet extrait concerne un autre compte que celui du profil de votre organisation : vérifiez l'IBAN",
    },
    share: {
      user_not_found: "Aucun compte n'utilise cette adresse e-mail",
      only_parent_accounts: 'Vous ne pouvez partager votre compte qu’avec un compte parent',
      not_allowed:
        'Partage impossible : il s’agit de votre propre compte, ou ce parent a déjà accès à votre famille ou une invitation en cours',
      link_expired: 'Cette invitation a expiré ou a été retirée : demandez-en une nouvelle',
      not_found: "Cette invitation ou ce partage n'existe pas",
      other_account:
        'Cette invitation est destinée à un autre compte : connectez-vous avec le compte invité',
    },
    legal_representative: {
      not_found: "Ce représentant légal n'existe pas ou a été supprimé",
      in_use: 'Ce représentant légal ne peut pas être supprimé : un enfant y est lié',
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
      too_deep: 'Demande trop imbriquée',
      invalid_encoding: 'Demande mal encodée (UTF-8 attendu)',
      uri_too_long: 'Adresse trop longue',
      headers_too_large: 'En-têtes de la demande trop volumineux',
      timeout: 'La demande est arrivée trop lentement : réessayez',
    },
    upload: {
      missing: 'Choisissez un fichier',
      too_large: 'Ce fichier est trop volumineux',
      type_not_allowed: "Ce type de fichier n'est pas accepté",
      type_mismatch: 'Le contenu du fichier ne correspond pas à son extension',
      image_too_small: 'Cette image est trop petite',
      unreadable: 'Ce fichier est illisible ou incomplet',
      image_too_large:
        'Cette image a trop de pixels : 10 000 pixels de côté et 40 mégapixels au plus',
      quota_exceeded: "L'espace de stockage de votre organisation est plein",
      one_file_only: 'Envoyez un seul fichier à la fois',
      wrong_field: 'Envoyez le fichier dans le champ « file » du formulaire',
    },
    payments_not_configured: 'Le paiement en ligne n’est pas disponible sur cette plateforme',
    server: { error: "Une erreur s'est produite, nous n'avons pas pu traiter votre demande" },
  },
  resources: {
    organizations: {
      name: 'Organisation |||| Organisations',
      fields: { name: 'Organisation', city: 'Localité', upcoming_stages: 'Stages à venir' },
    },
    stages: {
      name: 'Stage |||| Stages',
      fields: {
        start_from: 'À partir du',
        end_until: "Jusqu'au",
        month: 'Mois',
        open: 'Inscriptions ouvertes',
        remaining_places: 'Places',
        name: 'Stage',
        'organization.name': 'Organisation',
        city: 'Lieu',
        starts_at: 'Début',
        ends_at: 'Fin',
        cost_cents: 'Prix',
        ages: 'Âges',
      },
      ages: '%{min} à %{smart_count} an |||| %{min} à %{smart_count} ans',
    },
  },
};

export type AppMessages = typeof fr;
