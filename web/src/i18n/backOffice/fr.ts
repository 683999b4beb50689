import type { UnmatchedReason } from '@stages/contracts';

/** A postal address's fields, in the stage form and the organization profile alike. */
const addressFields = {
  street: 'Rue',
  number: 'Numéro',
  postal_code: 'Code postal',
  city: 'Localité',
  country: 'Pays',
};

/** The organizers' tools: organization settings, stage form, uploads. */
export const organizerFr = {
  app: {
    uploads: {
      choose: 'Choisir un fichier',
      replace: 'Remplacer',
      open: 'Ouvrir le document',
      sent: 'Fichier envoyé',
      image_rule: 'Image %{types}, %{max_mb} Mo au plus, au moins %{width} × %{height} pixels',
      file_rule: 'Fichier %{types}, %{max_mb} Mo au plus',
    },
    stage_form: {
      dates: 'Dates et horaires',
      participants: 'Participants',
      address: 'Lieu du stage',
      cost_fixed: 'Le prix ne pourra plus être modifié après la création',
      cost_locked: 'Le prix est fixé depuis la création du stage',
      waiting_list: "Liste d'attente",
      waiting_list_help:
        "Quand le stage est complet, les familles peuvent s'inscrire sur la liste ; chaque place libérée est offerte à la suivante",
      offer_hours_help:
        "Le temps qu'a une famille pour accepter une place offerte (1 à 168 heures)",
      siblings_first_help:
        "Les frères et sœurs d'un enfant déjà inscrit passent avant les autres familles",
      prices: 'Prix',
      charges_locked:
        "Des familles ont déjà une place ou attendent sur la liste d'attente : le tarif social, les réductions et les options existantes ne changent plus. Vous pouvez encore ajouter des options et changer le nombre de places d'une option.",
      reduced_cost_help:
        'Facultatif : le prix pour les familles aidées (CPAS, UiTPAS…), inférieur au prix',
      policy: {
        on_request: "Sur demande : je décide en acceptant l'inscription",
        self_declared: 'Sur déclaration : la parole de la famille suffit',
      },
      second_help: "Retirée du prix du 2e enfant d'une même famille",
      third_help: 'Retirée du prix du 3e enfant et de chacun des suivants ; vide : comme le 2e',
      options: 'Options',
      options_help:
        "Jusqu'à 10 : garderie, repas, transport, t-shirt… Chaque famille les choisit en inscrivant son enfant. Seule la garderie compte sur les attestations fiscales pour frais de garde.",
      add_option: 'Ajouter une option',
      remove_option: "Retirer l'option",
      option: {
        label: "Nom de l'option",
        price_cents: "Prix de l'option (€)",
        max: 'Places',
        max_help: 'Vide : sans limite',
        taken:
          'Déjà choisie pour %{smart_count} enfant : pas moins |||| Déjà choisie pour %{smart_count} enfants : pas moins',
        counts_as_care: 'Compte comme garderie',
        counts_as_care_help: "Sur l'attestation fiscale",
      },
    },
    editor: {
      header: 'Style du paragraphe',
      normal: 'Texte normal',
      heading: 'Titre %{level}',
      bold: 'Gras',
      italic: 'Italique',
      underline: 'Souligné',
      link: 'Lien',
      list_ordered: 'Liste numérotée',
      list_bullet: 'Liste à puces',
      clean: 'Effacer la mise en forme',
      visit_link: 'Lien :',
      enter_link: 'Adresse du lien :',
      edit_link: 'Modifier',
      remove_link: 'Retirer',
      save_link: 'Enregistrer',
    },
    stages: {
      create: 'Créer un stage',
      hide: 'Masquer',
      show: 'Afficher',
      hidden: "Le stage est masqué : il ne prend plus d'inscriptions",
      shown: 'Le stage est affiché et ouvert aux inscriptions',
      public_state: 'Sur le site',
      states: {
        visible: 'Affiché',
        hidden: 'Masqué',
        moderated: 'Retiré par un administrateur',
      },
      enrollments: 'Inscriptions',
      export_year: 'Exporter une année (Excel)',
      places_left:
        '%{smart_count} place restante sur %{max} |||| %{smart_count} places restantes sur %{max}',
      hide_title: 'Masquer « %{name} » ?',
      hide_content:
        "Le stage quitte le site public et n'accepte plus d'inscriptions jusqu'à ce que vous l'affichiez à nouveau.",
      taken_down:
        'Un administrateur a retiré ce stage du site public : il ne prend plus d’inscriptions et vous ne pouvez pas l’afficher vous-même.',
      taken_down_reason: 'Raison donnée : %{reason}',
      actions: 'Actions',
      edit_title: 'Modifier un stage',
      public_page: 'Voir la page publique du stage',
    },
    organization: {
      settings: 'Mon organisation',
      saved: 'Profil enregistré',
      verified: 'Votre organisation est vérifiée : vous pouvez publier des stages.',
      errors_on_tab: "Des champs de l'onglet « %{tab} » sont à corriger avant d'enregistrer",
      enterprise_hint: 'Facultatif pour une association de fait',
      tabs: {
        profile: 'Profil',
        documents: 'Documents',
        legal: 'Représentant légal',
        stages: 'Stages',
        children: 'Enfants',
        payments: 'Paiements en ligne',
        account: 'Compte',
      },
      tax_section: 'Attestations fiscales pour frais de garde (281.86)',
      responsible_section: 'Personne responsable',
      certification_a: 'a. Kind en Gezin / Opgroeien, ONE ou la Communauté germanophone',
      certification_b: 'b. Pouvoirs publics locaux, communautaires ou régionaux',
      certification_c: "c. Institutions publiques étrangères de l'EEE",
      certification_d: 'd. Lié à une école',
    },
    children: {
      add: 'Ajouter un enfant',
      edit: 'Modifier',
      name: 'Nom',
      actions: 'Actions',
      years: '%{smart_count} an |||| %{smart_count} ans',
      back: 'Retour à mes enfants',
      sections: {
        personal: 'Informations personnelles',
        medical: 'Informations médicales',
        doctor: 'Médecin traitant',
        photos: 'Photos',
        address: 'Adresse',
      },
      section_refused: '(à corriger)',
      sexes: { male: 'Garçon', female: 'Fille', other: 'Autre' },
      photo_consents: {
        yes: 'Oui, sur toutes les photos',
        group_only: 'Photos de groupe seulement, pas de portrait',
        no: 'Non, aucune photo',
      },
      photo_consent_hint:
        'Ce que l’organisation peut faire des photos prises pendant le stage (site, réseaux sociaux, souvenirs).',
      photo_consent_unanswered: 'Pas encore répondu : aucune photo',
      nrn_hint: "Au dos de la carte d'identité de l'enfant (Kids-ID) : 00.00.00-000.00",
      no_legal_representative: 'Aucun',
      no_legal_representatives:
        "Votre famille n'a pas encore de représentant légal : l'enfant peut être enregistré sans.",
      health_private: 'Seule votre famille voit ces informations ; elles sont conservées à part.',
    },
    legal_representatives: {
      title: 'Représentants légaux',
      intro:
        'Les personnes que vous pouvez désigner comme représentant légal de vos enfants : l’attestation fiscale pour frais de garde (281.86) est établie à leur nom.',
      add: 'Ajouter un représentant légal',
      edit: 'Modifier',
      back: 'Retour à mes enfants',
      name: 'Nom',
      actions: 'Actions',
      search: 'Rechercher par nom',
      none: 'Aucun représentant légal pour l’instant.',
      no_match: 'Aucun représentant légal ne correspond à « %{search} ».',
      range: '%{from}–%{to} sur %{total}',
      pager: 'Pages des représentants légaux',
      previous: 'Page précédente',
      next: 'Page suivante',
      fields: {
        first_name: 'Prénom',
        last_name: 'Nom',
        national_register_number: 'Numéro de registre national',
      },
      tax_certificate:
        'Le représentant légal est la personne que l’attestation fiscale pour frais de garde (281.86) désignera comme débiteur : son numéro de registre national doit être exact pour que l’attestation soit valable dans sa déclaration d’impôts.',
      nrn_hint: 'Au dos de sa carte d’identité : 00.00.00-000.00',
      page: {
        create: 'Ajouter un représentant légal',
        edit: 'Modifier « %{name} »',
        not_found: 'Représentant légal introuvable',
      },
      notifications: {
        created: 'Représentant légal ajouté : %{name}',
        updated: 'Modifications enregistrées pour %{name}',
        deleted: 'Représentant légal supprimé : %{name}',
      },
      delete: {
        title: 'Supprimer « %{name} » ?',
        content:
          'Cette personne ne pourra plus être désignée sur la fiche de vos enfants. Tant qu’un enfant la désigne, elle ne peut pas être supprimée : changez d’abord la fiche de l’enfant.',
      },
    },
    price_lines: {
      label: 'Détail du prix',
      total: 'Total',
      offer_total: 'Total pour tous les enfants : %{price}',
      stage: 'Prix du stage',
      social_price: 'Tarif social',
      sibling_discount: 'Réduction frères et sœurs',
      standing: {
        asked: 'Tarif social demandé',
        declared: 'Tarif social déclaré',
        granted: 'Tarif social accordé',
        refused: 'Tarif social refusé',
      },
    },
    place_choice: {
      options: 'Options',
      childcare: 'garderie',
      full: 'complet',
      places_left: '%{smart_count} place restante |||| %{smart_count} places restantes',
      not_enough:
        'pas assez de places (%{smart_count} restante) |||| pas assez de places (%{smart_count} restantes)',
      financial_support: "Notre famille bénéficie d'une aide financière (CPAS, UiTPAS…)",
      on_request:
        "Tarif social : %{price} au lieu de %{amount}. L'organisateur décide en acceptant l'inscription ; s'il le refuse, le prix normal s'applique.",
      self_declared:
        "Tarif social : %{price} au lieu de %{amount}. Votre déclaration suffit : il s'applique dès l'inscription.",
      grant: 'Accorder le tarif social',
      grant_help:
        "Tarif social : %{price} au lieu de %{amount}, pour une famille qui bénéficie d'une aide financière. L'e-mail au parent dira qu'il est accordé.",
    },
    enrollments: {
      register: 'Inscrire mon enfant',
      which_child: 'Quel enfant inscrire ?',
      years: '%{smart_count} an |||| %{smart_count} ans',
      confirm_terms:
        'Du %{start} au %{end}. La demande réserve une place en attendant la réponse de l’organisateur.',
      confirm: "Confirmer l'inscription",
      requested:
        "Demande envoyée : l'inscription de %{name} attend la confirmation de l'organisateur.",
      see_mine: 'Voir mes inscriptions',
      no_child: "Ajoutez d'abord la fiche de votre enfant.",
      add_child: 'Ajouter un enfant',
      child: 'Enfant',
      stage: 'Stage',
      organization: 'Organisation',
      dates: 'Dates',
      status_label: 'État',
      actions: 'Actions',
      status: {
        pending: 'En attente de confirmation',
        accepted: 'Acceptée',
        rejected: 'Refusée',
        cancelled: 'Désinscription',
      },
      filters: { all: 'Tous', child: 'Enfant', status: 'État', year: 'Année' },
      unenrol: {
        action: 'Désinscrire',
        title: 'Désinscrire %{name} ?',
        content:
          "%{name} ne participera pas %{stage} et sa place sera libérée. L'organisateur est prévenu.",
        done: {
          male: '%{name} est désinscrit',
          female: '%{name} est désinscrite',
          other: "L'inscription de %{name} est annulée",
        },
      },
    },
    bills: {
      title: 'Factures et inscriptions',
      intro:
        "Les inscriptions de vos enfants et, une fois acceptées, leur facture : montant, échéance et paiement. La facture, la note de crédit et l'attestation pour la mutualité se téléchargent sur chaque ligne.",
      load_failed: 'Erreur côté serveur, réessayez plus tard',
      invoice_number: 'Facture',
      invoice: 'Facture %{number}',
      documents: {
        label: 'Documents',
        invoice: 'Facture %{number}',
        credit_note: 'Note de crédit %{number}',
        mutual_certificate: 'Attestation mutualité',
        short: { invoice: '%{number}', credit_note: '%{number}', mutual_certificate: 'Mutualité' },
      },
      amount: 'Montant',
      issued_on: 'Émise le',
      due_date: 'Échéance',
      due_on: 'À payer pour le %{date}',
      payment: 'Paiement',
      payment_status: 'Paiement',
      payment_date: 'Date du paiement',
      date_unfinished: 'Tapez une date complète',
      date_in_future: 'La date ne peut pas être postérieure à aujourd’hui',
      paid_before_bill: 'Le paiement ne peut précéder la facture, émise le %{date}',
      paid_before_bills:
        'Le paiement ne peut précéder la facture la plus récente, émise le %{date}',
      refunded_before_payment: 'Le remboursement ne peut précéder le paiement, reçu le %{date}',
      refund_date: 'Date du remboursement',
      paid_on: 'Payée le %{date}',
      refunded_on: 'Remboursée le %{date}',
      paid_by_on: 'Payée par %{payment} le %{date}',
      payment_methods: {
        manual: 'à la main',
        statement: 'extrait bancaire',
        bancontact: 'Bancontact',
        card: 'carte',
      },
      status: {
        unpaid: 'À payer',
        overdue: 'En retard',
        paid: 'Payée',
        refund_due: 'À rembourser',
        refunded: 'Remboursée',
        cancelled: 'Annulée',
      },
      filters: { payment_status: 'Paiement', stage: 'Stage', year: 'Année' },
      totals: {
        label: 'Totaux',
        due_cents: 'À recevoir',
        overdue_cents: 'Dont en retard',
        paid_cents: 'Reçu',
        refund_due_cents: 'À rembourser',
      },
      pay: {
        action: 'Payer',
        title: 'Payer le stage de %{name} : %{stage}',
        overdue: "L'échéance est passée : merci de payer dès que possible.",
        no_account:
          "L'organisateur n'a pas indiqué de compte bancaire : il vous expliquera comment payer.",
        qr_alt: 'Code QR du virement',
        qr_help: 'Scannez ce code avec l’app de votre banque : le virement est prérempli.',
        load_failed:
          "Les informations de paiement de cette facture n'ont pas pu être lues. Fermez cette fenêtre et réessayez dans un instant.",
        qr_failed:
          "Le code QR n'a pas pu être affiché, réessayez plus tard. Vous pouvez aussi faire le virement avec les informations ci-dessous.",
        beneficiary: 'Bénéficiaire',
        iban: 'IBAN',
        bic: 'BIC',
        communication: 'Communication',
        communication_help:
          "Indiquez bien la communication structurée : c'est elle qui permet à l'organisateur de reconnaître votre paiement.",
        copy: 'Copier la communication',
        copied: 'Communication copiée',
        copy_failed: 'Copie impossible : recopiez la communication à la main',
      },
      mark_paid: {
        action: 'Marquer payée',
        title: 'Marquer payée la facture de %{name} ?',
        content:
          'Facture %{invoice}, %{amount}. Indiquez le jour où le paiement a été reçu. Cette décision est définitive : elle ne pourra pas être annulée.',
        done: 'Facture de %{name} marquée payée',
        bulk_action: 'Marquer payées',
        bulk_title:
          'Marquer payée %{smart_count} facture ? |||| Marquer payées %{smart_count} factures ?',
        bulk_content:
          'Le même jour de paiement vaut pour chacune. Cette décision est définitive : elle ne pourra pas être annulée.',
        bulk_done:
          '%{smart_count} facture sur %{total} marquée payée |||| %{smart_count} factures sur %{total} marquées payées',
        bulk_failed: '%{marked} ; pas celle de %{names} |||| %{marked} ; pas celles de %{names}',
      },
      refund: {
        action: 'Enregistrer le remboursement',
        title: 'Enregistrer le remboursement de %{name} ?',
        content:
          'Indiquez le jour où vous avez remboursé %{amount}. Cette décision est définitive : elle ne pourra pas être annulée.',
        done: 'Remboursement de %{name} enregistré',
      },
      online: {
        pay: 'Payer en ligne (Bancontact, carte)',
        pay_short: 'Payer en ligne',
        or_transfer: 'ou par virement :',
        waiting_title: 'Paiement en cours de confirmation',
        waiting_text:
          'Votre paiement est en cours de confirmation… Cette page se met à jour d’elle-même : cela ne prend d’habitude que quelques secondes.',
        checking: 'Vérification du paiement',
        paid_title: 'Merci pour votre paiement',
        received_on: 'Paiement reçu le %{date}',
        received: 'Paiement reçu',
        paid_text: 'La facture est payée : vous la retrouvez avec ses documents dans vos factures.',
        not_found_title: 'Paiement introuvable',
        not_found_text:
          'Nous ne trouvons aucun paiement à cette adresse pour votre famille. Vos factures disent ce qui reste à payer.',
        failed_title: 'Paiement non abouti',
        failed_text: 'Le paiement a échoué, veuillez réessayer',
        nothing_charged:
          'Rien n’a été débité. Vous pouvez aussi payer par virement depuis vos factures.',
        try_again: 'Réessayer',
        see_bills: 'Voir mes factures',
      },
      online_refund: {
        action: 'Rembourser via Stripe',
        title: 'Rembourser via Stripe le paiement de %{name} ?',
        content:
          'Stripe rend %{amount} sur la carte ou le compte qui a payé. La facture sera marquée remboursée dès que Stripe l’aura confirmé, d’habitude en quelques instants. Cette décision est définitive.',
        done: 'Remboursement demandé à Stripe ; la facture sera marquée remboursée dès que Stripe l’aura confirmé',
      },
    },
    online_payments: {
      title: 'Paiements en ligne',
      intro: 'Les parents peuvent payer leurs factures en ligne, par Bancontact ou par carte.',
      money:
        'L’argent va directement sur le compte Stripe de votre organisation : il ne passe jamais par la plateforme.',
      fees: 'Stripe prélève ses propres frais sur chaque paiement ; pour les cartes belges et Bancontact, voyez',
      pricing: 'les tarifs de Stripe',
      transfer: 'Le virement avec le code QR reste possible pour les familles qui le préfèrent.',
      new_tab: '(s’ouvre dans un nouvel onglet)',
      loading: 'Lecture de l’état de votre compte Stripe',
      not_configured: 'Le paiement en ligne n’est pas disponible sur ce serveur.',
      not_connected:
        'Connectez le compte Stripe de votre organisation, ou créez-en un : Stripe vous demande qui vous êtes et sur quel compte bancaire verser l’argent.',
      connect: 'Connecter Stripe',
      unfinished:
        'Terminez la configuration de votre compte chez Stripe : les familles pourront payer en ligne dès que Stripe l’aura activé.',
      checking:
        'Stripe vérifie les informations de votre compte : les familles pourront payer en ligne dès qu’il l’aura activé. S’il vous demande encore quelque chose, complétez-le chez Stripe.',
      enabled: 'Paiements en ligne activés',
      enabled_text:
        'Les familles voient le bouton « Payer en ligne » à côté de leurs factures à payer.',
      account: 'Compte Stripe : %{reference}',
      dashboard: 'Ouvrir le tableau de bord de Stripe',
      review: {
        title: 'Paiements à examiner',
        intro:
          'Ces paiements sont arrivés chez Stripe sans pouvoir être enregistrés comme paiement de leur facture. Remboursez-les ou réglez-les avec la famille depuis le tableau de bord de Stripe.',
        received_at: 'Reçu le',
        child: 'Enfant',
        stage: 'Stage',
        invoice: 'Facture',
        expected: 'Attendu',
        received: 'Reçu',
        issue: 'Problème',
        amounts: 'Attendu %{amount}, reçu %{price}',
        issues: {
          amount_mismatch: 'Montant différent de la facture',
          currency_mismatch: 'Pas en euros',
          paid_twice: 'Facture déjà payée : la somme est à rendre',
          not_payable: 'Inscription annulée avant le paiement : la somme est à rendre',
        },
      },
    },
    payments: {
      title: 'Paiements',
      tabs: { bills: 'Factures', statements: 'Extraits de compte' },
    },
    statements: {
      intro:
        "Importez l'extrait de compte de votre banque (CODA ou camt.053) : chaque virement portant la communication structurée et le montant d'une facture la marque payée.",
      import: 'Importer un extrait de compte',
      file: 'Fichier de l’extrait de compte (CODA ou camt.053)',
      report: "Résultat de l'import",
      report_title: 'Import de « %{name} »',
      imported_before: 'Cet extrait a déjà été importé : rien n’a changé.',
      counts: '%{credits_read} et %{debits_read} lus ; %{outcome}.',
      credits_read: '%{smart_count} crédit |||| %{smart_count} crédits',
      debits_read: '%{smart_count} débit |||| %{smart_count} débits',
      to_examine: '%{smart_count} crédit à examiner |||| %{smart_count} crédits à examiner',
      matched: '%{smart_count} facture marquée payée |||| %{smart_count} factures marquées payées',
      unmatched: '%{smart_count} crédit non rapproché |||| %{smart_count} crédits non rapprochés',
      booking_date: 'Date de comptabilisation',
      credit: 'Virement',
      reason: 'Raison',
      names_bill: 'Facture %{invoice} (%{name}, %{amount})',
      reasons: {
        no_communication: 'Pas de communication structurée',
        unknown_communication: 'Communication inconnue',
        amount_short: 'Montant inférieur à la facture',
        amount_over: 'Montant supérieur à la facture',
        already_paid: 'Facture déjà payée',
        already_imported: 'Mouvement déjà importé',
        not_payable: "Inscription annulée : la facture n'est plus à payer",
        other_currency: 'Pas en euros : les factures se paient en euros',
        date_before_bill: 'Reçu avant que la facture soit émise : ce ne peut pas être son paiement',
        date_in_future: 'Daté d’un jour à venir : aucun paiement ne peut l’être',
      } satisfies Record<UnmatchedReason, string>,
      mark_by_hand: 'Marquer payée à la main',
      marked_by_hand: 'Marquée payée',
      past: 'Imports précédents',
      none: "Aucun extrait de compte importé pour l'instant.",
      summary: '%{bills_matched}, %{credits_to_examine}',
    },
    organization_children: {
      intro:
        "Les enfants inscrits à vos stages, en attente ou acceptés. Leur fiche médicale s'ouvre tant que l'enfant est inscrit et jusqu'à 30 jours après la fin de son dernier stage chez vous ; chaque consultation est enregistrée et ses parents la voient.",
      stage: 'Stage',
      child: 'Enfant',
      stages: 'Stages',
      parent: 'Parent responsable',
      sheet: 'Fiche médicale',
      years: '%{smart_count} an |||| %{smart_count} ans',
      status: { pending: 'En attente', accepted: 'Acceptée' },
      available: 'Consultable',
      closed: 'Fermée',
      open_sheet: 'Voir la fiche de %{name}',
      close: 'Fermer',
      identity: 'Identité',
      recorded:
        "Cette consultation est enregistrée : les parents de l'enfant voient quelle organisation a consulté la fiche, et quand.",
      available_until: "Consultable jusqu'au %{date}",
      not_available:
        "La fiche médicale n'est plus consultable : elle l'est tant que l'enfant est inscrit à l'un de vos stages, et jusqu'à 30 jours après la fin du dernier.",
      not_found: "Cet enfant n'est pas inscrit à vos stages.",
      no_sheet: "Les parents n'ont pas encore rempli de fiche médicale.",
      yes: 'Oui',
      no: 'Non',
      doctor: 'Médecin traitant',
    },
    child_health_views: {
      title: 'Qui a consulté la fiche médicale',
      intro:
        "Les organisations où votre enfant est inscrit lisent sa fiche médicale tant qu'il est inscrit et jusqu'à 30 jours après la fin du stage ; les administrateurs de la plateforme peuvent la lire aussi. Chaque consultation figure ici.",
      none: "Personne n'a encore consulté la fiche médicale.",
      total: '%{smart_count} consultation |||| %{smart_count} consultations',
      organization: 'Organisation : %{name}',
      organization_deleted: 'Une organisation dont le compte est supprimé',
      administrators: 'Administrateurs de la plateforme',
      by: 'par %{name}',
      deleted_viewer: 'un compte supprimé',
    },
    waiting_list: {
      family_title: "Listes d'attente",
      status: {
        waiting: 'En attente',
        offered: 'Place offerte',
        accepted: 'Offre acceptée',
        declined: 'Offre refusée',
        expired: 'Offre expirée',
        left: 'Liste quittée',
        removed: 'Retirée par l’organisateur',
      },
      position: 'Position %{position} sur la liste',
      offer_until:
        'Une place vous est offerte jusqu’au %{deadline}, pour %{price} |||| Des places vous sont offertes jusqu’au %{deadline}, pour %{price}',
      offer_ran_out: 'Le délai de l’offre est passé : les places vont à la famille suivante',
      countdown: 'Encore %{days} j %{hours} h %{minutes} min pour répondre',
      removal_reason: 'Message de l’organisateur : %{reason}',
      join: "Rejoindre la liste d'attente",
      which_children: "Quels enfants inscrire sur la liste d'attente ?",
      join_terms:
        "Prix : %{price} par enfant. Les enfants choisis attendent ensemble : une place leur est offerte à tous ou à aucun. Quand des places se libèrent, vous avez %{smart_count} heure pour accepter l'offre. |||| Prix : %{price} par enfant. Les enfants choisis attendent ensemble : une place leur est offerte à tous ou à aucun. Quand des places se libèrent, vous avez %{smart_count} heures pour accepter l'offre.",
      see_mine: 'Voir mes inscriptions',
      on_stage: {
        waiting: "Votre famille est sur la liste d'attente de ce stage.",
        offered: 'Une place vous est offerte sur ce stage : acceptez-la depuis vos inscriptions.',
      },
      accept: {
        action: 'Accepter',
        title: 'Accepter la place pour %{children} ? |||| Accepter les places pour %{children} ?',
        content:
          "Chaque enfant est inscrit %{stage}, pour %{price} en tout, et l'organisateur confirme l'inscription comme pour toute demande.",
        done: 'Offre acceptée : %{children} est inscrit |||| Offre acceptée : %{children} sont inscrits',
      },
      decline: {
        action: 'Refuser',
        title: "Refuser l'offre pour %{children} ?",
        content:
          "La place est offerte à la famille suivante et votre famille quitte la liste d'attente. Cela ne peut pas être annulé. |||| Les places sont offertes à la famille suivante et votre famille quitte la liste d'attente. Cela ne peut pas être annulé.",
        done: 'Offre refusée',
      },
      leave: {
        action: 'Quitter la liste',
        title: "Quitter la liste d'attente pour %{children} ?",
        content: "Votre famille perd sa position sur la liste d'attente %{of_stage}.",
        done: "Vous avez quitté la liste d'attente",
      },
    },
    stage_waiting_list: {
      order:
        "Les places libérées sont offertes dans l'ordre de la liste : l'heure d'inscription, les frères et sœurs d'un enfant inscrit d'abord si le stage le prévoit. Une famille de plusieurs enfants n'est servie que quand il y a de la place pour tous : elle garde sa position pendant que les suivantes, qui tiennent dans les places libres, reçoivent une offre. Chaque offre expire après le délai du stage.",
      position: 'Position',
      rank: 'n° %{position}',
      children: 'Enfants',
      joined_at: 'Inscrite le',
      sibling: 'Frère ou sœur inscrit',
      until: "Jusqu'au %{deadline}",
      out_of_order: 'Offerte hors ordre : %{reason}',
      held: '%{smart_count} place offerte en attente de réponse |||| %{smart_count} places offertes en attente de réponse',
      waiting: '%{smart_count} famille en attente |||| %{smart_count} familles en attente',
      reason: 'Motif',
      offer: {
        action: 'Offrir maintenant',
        title:
          'Offrir une place à %{children} maintenant ? |||| Offrir des places à %{children} maintenant ?',
        content:
          "L'offre passe avant l'ordre de la liste, et au-delà du nombre de places si aucune n'est libre. La famille reçoit l'offre par e-mail et a le délai du stage pour l'accepter.",
        reason_help:
          "Pourquoi cette famille passe avant les autres : gardé dans l'historique. 3 à 500 caractères.",
        done: 'Offre envoyée',
      },
      remove: {
        action: 'Retirer',
        title: "Retirer %{children} de la liste d'attente ?",
        content:
          'La famille est prévenue par e-mail, avec votre message. Si une place lui était offerte, elle va à la famille suivante.',
        reason_help: 'Votre message à la famille. 3 à 500 caractères.',
        done: "Retirée de la liste d'attente",
      },
    },
    stage_enrollments: {
      title: 'Inscriptions du stage',
      tabs: {
        enrollments: 'Inscriptions',
        'waiting-list': 'Liste d’attente',
        history: 'Historique',
      },
      held: '%{smart_count} inscription en cours ou acceptée |||| %{smart_count} inscriptions en cours ou acceptées',
      export: 'Exporter (Excel)',
      zip_invoices: 'Toutes les factures (ZIP)',
      zip_certificates: 'Toutes les attestations mutualité (ZIP)',
      no_invoices:
        "Ce stage n'a pas encore de facture : elle est émise quand vous acceptez une inscription.",
      no_certificates:
        "Ce stage n'a pas encore d'attestation pour la mutualité : elle est délivrée une fois la facture payée et le stage terminé.",
      add_child: 'Inscrire un enfant',
      edit: 'Modifier le stage',
      age: 'Âge le 1er jour',
      parent: 'Parent',
      requested_at: 'Demandée le',
      options: 'Options : %{names}',
      social_price: {
        question:
          "La famille demande le tarif social : %{price} au lieu de %{amount}. Accordez-le ou refusez-le : dans les deux cas, l'inscription est acceptée et le parent reçoit la confirmation par e-mail.",
        final: 'Cette décision est définitive : elle ne pourra pas être annulée.',
        grant: 'Accorder le tarif social',
        refuse: 'Refuser le tarif social',
        granted_done: 'Inscription de %{name} acceptée au tarif social',
        refused_done: 'Inscription de %{name} acceptée, sans le tarif social',
      },
      accept: {
        action: 'Accepter',
        title: "Accepter l'inscription de %{name} ?",
        content:
          'Le parent reçoit la confirmation par e-mail. Cette décision est définitive : elle ne pourra pas être annulée.',
        done: 'Inscription de %{name} acceptée',
        bulk_action: 'Accepter',
        bulk_title:
          'Accepter %{smart_count} inscription en attente ? |||| Accepter %{smart_count} inscriptions en attente ?',
        bulk_content:
          'Chaque parent reçoit la confirmation par e-mail. Cette décision est définitive : elle ne pourra pas être annulée.',
        bulk_only_social_price:
          "Les demandes de tarif social s'acceptent une à une, pour décider du tarif.",
        bulk_content_social_price:
          'Les demandes de tarif social ne sont pas comprises : acceptez-les une à une pour décider du tarif. Chaque parent reçoit la confirmation par e-mail. Cette décision est définitive : elle ne pourra pas être annulée.',
      },
      reject: {
        action: 'Refuser',
        title: "Refuser l'inscription de %{name} ?",
        content:
          'La place est libérée et le parent est prévenu par e-mail. Cette décision est définitive : elle ne pourra pas être annulée.',
        done: 'Inscription de %{name} refusée',
        bulk_action: 'Refuser',
        bulk_title:
          'Refuser %{smart_count} inscription en attente ? |||| Refuser %{smart_count} inscriptions en attente ?',
        bulk_content:
          'Les places sont libérées et chaque parent est prévenu par e-mail. Cette décision est définitive : elle ne pourra pas être annulée.',
        reason: 'Message au parent (facultatif)',
        reason_help: 'Par exemple la raison du refus. 500 caractères au plus.',
      },
      bulk_done:
        '%{smart_count} inscription sur %{total} décidée |||| %{smart_count} inscriptions sur %{total} décidées',
      history: { when: 'Quand', what: 'Décision', who: 'Par' },
      decisions: {
        requested: 'Demande',
        accepted: 'Acceptée',
        rejected: 'Refusée',
        cancelled: 'Désinscription',
        paid: 'Paiement',
        refunded: 'Remboursement',
      },
      roles: {
        parent: 'parent',
        organization: 'organisateur',
        administrator: 'administrateur',
        system: 'plateforme',
      },
    },
    stage_add_child: {
      title: 'Inscrire un enfant',
      title_for: 'Inscrire un enfant : %{name}',
      intro:
        "Pour une inscription reçue par téléphone ou sur papier : elle est acceptée tout de suite et prend une place. Un parent qui a déjà un compte retrouve l'enfant dans sa famille ; un parent sans compte reçoit un e-mail pour ouvrir le sien.",
      parent_section: 'Le parent',
      child_section: "L'enfant",
      parent_email_hint:
        "Si un compte utilise cette adresse, l'enfant rejoint cette famille. Vous n'en voyez rien d'autre.",
      parent_language_hint: 'La langue des e-mails au parent',
      organization_language: "La langue de l'organisation",
      nrn_hint: "Sur la carte d'identité de l'enfant (Kids-ID) ou la vignette de mutuelle",
      place_section: 'La place',
      price: 'Ce que la famille paiera',
      sibling_note:
        "Si la famille a déjà inscrit un frère ou une sœur à ce stage, la réduction prévue est déduite à l'enregistrement.",
      fields: {
        parent_email: 'Adresse e-mail du parent',
        parent_first_name: 'Prénom du parent',
        parent_last_name: 'Nom du parent',
        parent_language: 'Langue du parent',
        child_first_name: 'Prénom',
        child_last_name: 'Nom',
        child_birth_date: 'Date de naissance',
        child_sex: 'Sexe',
        child_national_register_number: 'Numéro de registre national',
      },
      done: {
        male: '%{name} est inscrit',
        female: '%{name} est inscrite',
        other: "L'inscription de %{name} est enregistrée",
      },
    },
    account_sharing: {
      invite_title: 'Inviter un parent',
      invite_help:
        "L'autre parent doit déjà avoir un compte parent sur Stages. Il reçoit un e-mail avec un lien valable 48 heures.",
      email: 'Adresse e-mail de son compte',
      invite: 'Inviter',
      invited: 'Invitation envoyée',
      what_is_shared:
        'Le parent invité voit et modifie vos enfants (fiche médicale comprise) et vos représentants légaux. Vous restez le parent principal des enfants que vous avez inscrits : lui seul peut les supprimer ou, plus tard, les désinscrire. Le partage va dans un sens : pour voir ses enfants, demandez-lui de vous inviter aussi.',
      given: 'Partagé par vous',
      given_empty: "Vous n'avez invité personne.",
      received: 'Partagé avec vous',
      received_empty: "Personne n'a partagé sa famille avec vous.",
      status: {
        pending: 'Invitation en attente',
        active: 'Partage actif',
        expired: 'Invitation expirée',
      },
      since: 'Depuis le %{date}',
      valid_until: "L'invitation est valable jusqu'au %{date}",
      expired_on: "L'invitation a expiré le %{date}",
      open_mail: "Pour accepter, ouvrez le lien de l'e-mail d'invitation.",
      send_again: 'Renvoyer',
      withdraw: {
        action: 'Retirer',
        title: "Retirer l'invitation ?",
        content: 'Le lien envoyé à %{name} ne fonctionnera plus.',
        done: 'Invitation retirée',
      },
      decline: {
        action: 'Refuser',
        title: "Refuser l'invitation ?",
        content:
          "Vous n'aurez pas accès à la famille de %{name}. Il pourra vous inviter à nouveau.",
        done: 'Invitation refusée',
      },
      stop: {
        action: 'Arrêter le partage',
        title: 'Arrêter le partage avec %{name} ?',
        content:
          "L'accès aux enfants et aux représentants légaux cesse immédiatement, des deux côtés de ce partage. Rien n'est supprimé.",
        done: 'Partage arrêté',
      },
      accept_title: 'Invitation au partage',
      accepting: "Acceptation de l'invitation…",
      accepted_title: 'Partage accepté',
      accepted_text:
        'Vous voyez désormais les enfants et les représentants légaux de la famille de %{name}.',
      to_children: 'Voir les enfants',
      to_tab: 'Partage du compte',
    },
    documents: {
      title: 'Documents',
      intro:
        "Les factures, notes de crédit et attestations de vos enfants, par année : téléchargez-les quand vous en avez besoin, pour votre mutualité ou votre déclaration d'impôts.",
      fiscal_intro:
        "Les attestations fiscales pour frais de garde (281.86) de vos enfants : une par organisation et par année, pour votre déclaration d'impôts. Le filtre « Type » montre aussi vos autres documents.",
      all_documents: 'Voir tous mes documents',
      download: 'Télécharger',
      issued_on: 'Émis le %{date}',
      available_from:
        "Délivrée à partir du %{date}, une fois l'année terminée : d'ici là, elle peut encore changer.",
      filters: {
        label: 'Filtrer les documents',
        all: 'Tous',
        year: 'Année',
        child: 'Enfant',
        kind: 'Type',
      },
      kinds: {
        invoice: 'Facture',
        credit_note: 'Note de crédit',
        mutual_certificate: 'Attestation pour la mutualité',
        tax_certificate: 'Attestation fiscale 281.86',
      },
      no_match: 'Aucun document ne correspond à ces filtres.',
      empty_title: 'Pas encore de document',
      empty_invoice: "La facture d'un stage arrive dès que l'organisateur accepte l'inscription.",
      empty_mutual:
        "L'attestation pour la mutualité s'ajoute une fois la facture payée et le stage terminé.",
      empty_tax:
        "L'attestation fiscale pour frais de garde (281.86) couvre une année civile, par organisation, pour un enfant de moins de 14 ans (21 ans en situation de handicap) ; celle de l'année en cours est délivrée à partir du 1er janvier suivant.",
      missing_title: 'Cette attestation ne peut pas encore être établie. Il manque :',
      fix_child: 'Compléter la fiche de %{name}',
      fix_profile: 'Compléter mon profil',
      fix_representative: "Vérifier le représentant légal de l'enfant",
      ask_organization:
        "Seule l'organisation peut compléter ses propres données : demandez-le à %{name}.",
      gaps: {
        organization: {
          tax_certificates: "l'accord de l'organisation pour délivrer des attestations fiscales",
          certification: "l'agréation ou le contrôle de l'organisation",
          certifier_name: "le nom de l'organisme qui agrée ou contrôle l'organisation",
          certifier_address: "l'adresse de cet organisme",
          address: "l'adresse de l'organisation",
        },
        debtor: {
          national_register_number:
            "le numéro de registre national du parent, ou du représentant légal désigné pour l'enfant",
          address: "l'adresse du parent",
        },
        child: {
          national_register_number: "le numéro de registre national de l'enfant",
          address: "l'adresse de l'enfant",
        },
      },
    },
    download: {
      title: 'Télécharger un document',
      preparing: 'Préparation du document…',
      intro: 'Document : %{kind}',
      size: 'Taille : %{size}',
      confirm: 'Télécharger',
      saved:
        'Le téléchargement de « %{name} » a commencé : retrouvez le fichier dans les téléchargements de votre navigateur.',
      not_found:
        "Ce document est introuvable : il n'existe pas, n'a pas encore été émis, ou il n'est pas accessible depuis votre compte.",
      to_documents: 'Mes documents',
    },
    tax_certificates: {
      title: 'Attestations 281.86 par année et fichier Belcotax',
      intro:
        'Établies pour chaque année civile pour les enfants dont le séjour est payé, une par enfant (une seconde au-delà de quatre périodes), puis déclarées au SPF Finances dans Belcotax-on-web.',
      year: 'Année de revenus',
      table: 'Attestations %{year}',
      serial: 'N° %{serial}',
      serial_part: 'N° %{serial} (partie %{part})',
      days: '%{smart_count} jour |||| %{smart_count} jours',
      daily_rate: '%{rate} par jour',
      amounts: 'Payé : %{total} · Déductible : %{deductible}',
      download: 'Télécharger',
      missing: 'Incomplète, il manque :',
      columns: {
        serial: 'N°',
        child: 'Enfant',
        periods: 'Périodes',
        total: 'Montant payé',
        deductible: 'Montant déductible',
        state: 'Attestation',
      },
      notices: {
        provisional:
          "L'année %{year} n'est pas terminée : ses attestations peuvent encore changer. Elles et le fichier Belcotax seront délivrés à partir du %{issued}.",
        filing_due:
          'Rappel : déclarez les attestations %{year} dans Belcotax-on-web au plus tard le %{date}.',
        not_issuing:
          'Le profil de votre organisation ne permet pas de délivrer des attestations fiscales : cochez « Peut délivrer des attestations fiscales » et enregistrez.',
        maximum_unconfirmed:
          "Le montant maximal légal par jour de %{year} n'est pas encore confirmé : les montants déductibles sont calculés avec %{amount} par jour et peuvent encore changer.",
      },
      to_switch: 'Aller au réglage',
      fix_profile: "Compléter le profil de l'organisation",
      fix_above: 'À compléter dans cet onglet, plus haut',
      family_completes: "À compléter par la famille (profil du parent ou fiche de l'enfant)",
      belcotax: 'Télécharger le fichier Belcotax (XML)',
      belcotax_none: 'Pas de fichier Belcotax : aucune attestation pour %{year}.',
      belcotax_not_over: 'Le fichier Belcotax de %{year} sera disponible à partir du %{date}.',
      available_from: 'Délivrée à partir du %{date}',
      belcotax_profile:
        'Le fichier Belcotax demande des informations que le profil ne donne pas encore (plus haut dans cet onglet).',
      belcotax_incomplete:
        'Le fichier Belcotax sera disponible quand toutes les attestations de %{year} seront complètes.',
      server_said: 'Précision du serveur (en anglais) : %{detail}',
      none: "Aucune attestation pour %{year} : elles sont établies pour les séjours payés d'enfants de moins de 14 ans (21 ans en situation de handicap).",
    },
    parent_settings: {
      tabs: {
        profile: 'Profil',
        children: 'Enfants',
        account_sharing: 'Partage du compte',
        fiscal_documents: 'Documents fiscaux',
      },
      saved: 'Profil enregistré',
      identity_section: 'Identité',
      contact_section: 'Coordonnées',
      address_section: 'Adresse',
      email_hint:
        "C'est l'adresse avec laquelle vous vous connectez : elle ne peut pas être modifiée ici.",
      nrn_hint: 'Au dos de votre carte d’identité : 00.00.00-000.00',
      language_hint: 'La langue des écrans et des e-mails',
      security_section: 'Sécurité',
    },
    account_deletion: {
      title: 'Supprimer mon compte',
      intro: 'La suppression est définitive : elle ne peut pas être annulée.',
      erased_title: 'Ce qui est effacé',
      erased_parent:
        'Votre compte et votre profil (coordonnées, numéro de registre national, date de naissance), les fiches de vos enfants avec leurs informations de santé, et vos représentants légaux.',
      erased_organization:
        'Votre compte et le profil de votre organisation, avec son logo et ses documents.',
      kept_title: 'Ce que la loi nous oblige à garder',
      kept_decisions:
        'Les décisions enregistrées (inscriptions, paiements, vérifications) restent dans notre historique, sous un simple identifiant : sans nom ni coordonnées.',
      kept_invoices:
        'Les factures et attestations fiscales déjà émises sont conservées pendant la durée fixée par la loi : dix ans pour les factures, selon le droit comptable belge.',
      confirmation: 'Pour confirmer, tapez l’adresse e-mail de votre compte',
      confirmation_label: 'Adresse e-mail du compte',
      confirm: 'Supprimer définitivement mon compte',
      done: 'Votre compte a été supprimé.',
    },
  },
  resources: {
    'stage/manage': {
      name: 'Stage |||| Stages',
      page: {
        create: 'Créer un stage',
        edit: 'Modifier « %{recordRepresentation} »',
      },
      notifications: {
        created: 'Le stage est créé',
        updated: 'Modifications enregistrées',
        deleted: 'Le stage est supprimé',
      },
      message: {
        delete_title: 'Supprimer « %{recordRepresentation} » ?',
        delete_content:
          'Le stage disparaît du site et son adresse redevient libre. Cela ne peut pas être annulé.',
      },
      fields: {
        name: 'Nom du stage',
        description: 'Description',
        image: 'Image',
        starts_at: 'Début',
        ends_at: 'Fin',
        registration_deadline: "Date limite d'inscription",
        activity_start: 'Début des activités',
        activity_end: 'Fin des activités',
        daycare_start: 'Garderie dès',
        daycare_end: "Garderie jusqu'à",
        effective_days: "Jours d'activité",
        max_children: "Nombre maximum d'enfants",
        remaining_places: 'Places restantes',
        min_age: 'Âge minimum',
        max_age: 'Âge maximum',
        cost_cents: 'Prix (€)',
        waiting_list: "Tenir une liste d'attente",
        offer_hours: 'Délai pour accepter une offre (heures)',
        siblings_first: "Frères et sœurs d'abord",
        visible: 'Affiché publiquement',
        reduced_cost_cents: 'Tarif social (€)',
        reduced_price_policy: 'Comment une famille obtient le tarif social',
        sibling_discounts: {
          second_cents: 'Réduction 2e enfant (€)',
          third_and_more_cents: 'Réduction 3e enfant et suivants (€)',
        },
        address: addressFields,
      },
    },
    children: {
      name: 'Enfant |||| Enfants',
      page: {
        create: 'Ajouter un enfant',
        edit: 'Modifier « %{recordRepresentation} »',
        not_found: 'Enfant introuvable',
      },
      notifications: {
        created: {
          male: '%{name} est ajouté à vos enfants',
          female: '%{name} est ajoutée à vos enfants',
          other: '%{name} rejoint vos enfants',
        },
        updated: 'La fiche de %{name} est enregistrée',
        deleted: 'La fiche de %{name} est supprimée',
      },
      message: {
        delete_title: 'Supprimer « %{recordRepresentation} » ?',
        delete_content:
          "La fiche de l'enfant et ses informations médicales sont effacées. Cela ne peut pas être annulé.",
      },
      fields: {
        first_name: 'Prénom',
        last_name: 'Nom',
        birth_date: 'Date de naissance',
        age: 'Âge',
        sex: 'Sexe',
        national_register_number: 'Numéro de registre national',
        legal_representative_id: 'Représentant légal',
        can_swim: 'Sait nager',
        tetanus_vaccine: 'Vacciné contre le tétanos',
        disabled: 'En situation de handicap',
        allergies: 'Allergies',
        diet: 'Régime alimentaire',
        height: 'Taille (cm)',
        weight: 'Poids (kg)',
        medications: 'Médicaments',
        important_info: 'Informations importantes',
        doctor_first_name: 'Prénom du médecin',
        doctor_last_name: 'Nom du médecin',
        doctor_phone: 'Téléphone du médecin',
        photo_consent: 'Photos de l’enfant',
        address: addressFields,
      },
    },
    'parent/edit': {
      name: 'Profil',
      fields: {
        first_name: 'Prénom',
        last_name: 'Nom',
        email: 'Adresse e-mail',
        phone: 'Téléphone',
        national_register_number: 'Numéro de registre national',
        birth_date: 'Date de naissance',
        language: 'Langue',
        address: addressFields,
      },
    },
    'organization/edit': {
      name: 'Organisation',
      fields: {
        name: "Nom de l'organisation",
        type: "Type d'organisation",
        enterprise_number: "Numéro d'entreprise (BCE)",
        vat_number: 'Numéro de TVA',
        iban: 'IBAN',
        bic: 'BIC',
        email: 'E-mail',
        phone: 'Téléphone',
        language: 'Langue',
        description: 'Présentation',
        logo: 'Logo',
        id_card: "Carte d'identité de la personne responsable",
        insurance: 'Attestation d’assurance en responsabilité civile',
        tax_certificates: 'Peut délivrer des attestations fiscales',
        certification: 'Agréation ou contrôle',
        certifier_name: "Nom de l'organisme certificateur",
        certifier_enterprise_number: "Numéro d'entreprise du certificateur",
        certifier_address: 'Adresse du certificateur',
        certification_from: 'Agréé depuis le',
        certification_until: "Agréé jusqu'au",
        responsible_first_name: 'Prénom',
        responsible_last_name: 'Nom',
        responsible_capacity: 'Qualité',
        signature_authorization: "La personne responsable peut signer au nom de l'organisation",
        enrollment_request_mails: "Recevoir un e-mail pour chaque nouvelle demande d'inscription",
        payment_reminders: 'Rappeler aux familles les factures en retard',
        address: addressFields,
      },
    },
  },
};

export type OrganizerMessages = typeof organizerFr;
