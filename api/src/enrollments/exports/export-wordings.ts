import type {
  EnrollmentStatus,
  Language,
  PaymentMethod,
  PaymentStatus,
  PhotoConsent,
  ReducedPriceStanding,
  WaitingListStatus,
} from '@stages/contracts';

/** The titles of an export's sheets and columns, and the words its cells use. */
export interface ExportWording {
  readonly enrollmentsSheet: string;
  readonly medicalSheet: string;
  readonly waitingListSheet: string;
  readonly optionsSheet: string;
  readonly attendanceSheet: string;
  /** The attendance sheet's last column, and its last row. */
  readonly daysPresent: string;
  readonly presentThatDay: string;
  readonly columns: {
    readonly stage: string;
    readonly startsOn: string;
    readonly endsOn: string;
    readonly lastName: string;
    readonly firstName: string;
    readonly birthDate: string;
    readonly age: string;
    readonly photoConsent: string;
    readonly parent: string;
    readonly email: string;
    readonly phone: string;
    readonly status: string;
    readonly requestedAt: string;
    readonly decidedAt: string;
    readonly price: string;
    readonly invoiceNumber: string;
    readonly paymentStatus: string;
    readonly amountPaid: string;
    readonly paymentDate: string;
    readonly paymentMethod: string;
    readonly canSwim: string;
    readonly tetanus: string;
    readonly disabled: string;
    readonly allergies: string;
    readonly diet: string;
    readonly medications: string;
    readonly importantInfo: string;
    readonly height: string;
    readonly weight: string;
    readonly doctor: string;
    readonly doctorPhone: string;
    readonly position: string;
    readonly children: string;
    readonly joinedAt: string;
    readonly offerUntil: string;
    readonly options: string;
    readonly reducedPrice: string;
    readonly option: string;
    readonly optionPrice: string;
    readonly childcare: string;
    readonly takers: string;
    readonly acceptedTakers: string;
  };
  /** How the social price stands; nothing when it was not asked. */
  readonly reducedPrices: Record<ReducedPriceStanding, string>;
  readonly statuses: Record<EnrollmentStatus, string>;
  readonly waitingStatuses: Record<WaitingListStatus, string>;
  readonly paymentStatuses: Record<PaymentStatus, string>;
  readonly paymentMethods: Record<PaymentMethod, string>;
  /** `unanswered`: a child added before the question, whose family has not answered yet. */
  readonly photoConsents: Record<PhotoConsent | 'unanswered', string>;
  readonly yes: string;
  readonly no: string;
}

export const exportWordings: Record<Language, ExportWording> = {
  fr: {
    enrollmentsSheet: 'Inscriptions',
    medicalSheet: 'Fiches médicales',
    waitingListSheet: "Liste d'attente",
    optionsSheet: 'Options',
    attendanceSheet: 'Présences',
    daysPresent: 'Jours présents',
    presentThatDay: 'Présents',
    columns: {
      stage: 'Stage',
      startsOn: 'Début',
      endsOn: 'Fin',
      lastName: 'Nom',
      firstName: 'Prénom',
      birthDate: 'Date de naissance',
      age: 'Âge le premier jour',
      photoConsent: 'Photos',
      parent: 'Parent',
      email: 'E-mail',
      phone: 'Téléphone',
      status: 'État',
      requestedAt: 'Demandée le',
      decidedAt: 'Décidée le',
      price: 'Prix (EUR)',
      invoiceNumber: 'N° de facture',
      paymentStatus: 'Paiement',
      amountPaid: 'Montant payé (EUR)',
      paymentDate: 'Date du paiement',
      paymentMethod: 'Moyen de paiement',
      canSwim: 'Sait nager',
      tetanus: 'Vacciné contre le tétanos',
      disabled: 'En situation de handicap',
      allergies: 'Allergies',
      diet: 'Régime',
      medications: 'Médicaments',
      importantInfo: 'Informations importantes',
      height: 'Taille (cm)',
      weight: 'Poids (kg)',
      doctor: 'Médecin',
      doctorPhone: 'Téléphone du médecin',
      position: 'Position',
      children: 'Enfants',
      joinedAt: 'Inscrite le',
      offerUntil: "Offre jusqu'au",
      options: 'Options',
      reducedPrice: 'Tarif social',
      option: 'Option',
      optionPrice: 'Prix (EUR)',
      childcare: "Garde d'enfants",
      takers: 'Inscrits (en attente et acceptés)',
      acceptedTakers: 'Acceptés',
    },
    reducedPrices: {
      none: '',
      asked: 'Demandé',
      declared: 'Déclaré',
      granted: 'Accordé',
      refused: 'Refusé',
    },
    statuses: {
      pending: 'En attente',
      accepted: 'Acceptée',
      rejected: 'Refusée',
      cancelled: 'Désinscription',
    },
    waitingStatuses: {
      waiting: 'En attente',
      offered: 'Place offerte',
      accepted: 'Offre acceptée',
      declined: 'Offre refusée',
      expired: 'Offre expirée',
      left: 'Liste quittée',
      removed: 'Retirée',
    },
    paymentStatuses: {
      unpaid: 'À payer',
      overdue: 'En retard',
      paid: 'Payée',
      refund_due: 'À rembourser',
      refunded: 'Remboursée',
      cancelled: 'Annulée',
    },
    paymentMethods: {
      manual: 'Enregistré à la main',
      statement: 'Extrait bancaire',
      bancontact: 'Bancontact',
      card: 'Carte',
    },
    photoConsents: {
      yes: 'Oui',
      group_only: 'Groupe seulement',
      no: 'Non',
      unanswered: 'Non (sans réponse)',
    },
    yes: 'Oui',
    no: 'Non',
  },
  en: {
    enrollmentsSheet: 'Enrollments',
    medicalSheet: 'Medical sheets',
    waitingListSheet: 'Waiting list',
    optionsSheet: 'Options',
    attendanceSheet: 'Attendance',
    daysPresent: 'Days present',
    presentThatDay: 'Present',
    columns: {
      stage: 'Camp',
      startsOn: 'Starts',
      endsOn: 'Ends',
      lastName: 'Last name',
      firstName: 'First name',
      birthDate: 'Birth date',
      age: 'Age on the first day',
      photoConsent: 'Photos',
      parent: 'Parent',
      email: 'E-mail',
      phone: 'Phone',
      status: 'Status',
      requestedAt: 'Requested on',
      decidedAt: 'Decided on',
      price: 'Price (EUR)',
      invoiceNumber: 'Invoice no.',
      paymentStatus: 'Payment',
      amountPaid: 'Amount paid (EUR)',
      paymentDate: 'Payment date',
      paymentMethod: 'Payment method',
      canSwim: 'Can swim',
      tetanus: 'Tetanus vaccine',
      disabled: 'Disability',
      allergies: 'Allergies',
      diet: 'Diet',
      medications: 'Medications',
      importantInfo: 'Important information',
      height: 'Height (cm)',
      weight: 'Weight (kg)',
      doctor: 'Doctor',
      doctorPhone: "Doctor's phone",
      position: 'Rank',
      children: 'Children',
      joinedAt: 'Joined',
      offerUntil: 'Offer until',
      options: 'Options',
      reducedPrice: 'Social price',
      option: 'Option',
      optionPrice: 'Price (EUR)',
      childcare: 'Childcare',
      takers: 'Registered (pending and accepted)',
      acceptedTakers: 'Accepted',
    },
    reducedPrices: {
      none: '',
      asked: 'Asked',
      declared: 'Declared',
      granted: 'Granted',
      refused: 'Refused',
    },
    statuses: {
      pending: 'Pending',
      accepted: 'Accepted',
      rejected: 'Rejected',
      cancelled: 'Unenrolled',
    },
    waitingStatuses: {
      waiting: 'Waiting',
      offered: 'Place offered',
      accepted: 'Offer accepted',
      declined: 'Offer declined',
      expired: 'Offer expired',
      left: 'Left the list',
      removed: 'Removed',
    },
    paymentStatuses: {
      unpaid: 'To pay',
      overdue: 'Overdue',
      paid: 'Paid',
      refund_due: 'Refund due',
      refunded: 'Refunded',
      cancelled: 'Cancelled',
    },
    paymentMethods: {
      manual: 'Recorded by hand',
      statement: 'Bank statement',
      bancontact: 'Bancontact',
      card: 'Card',
    },
    photoConsents: {
      yes: 'Yes',
      group_only: 'Group only',
      no: 'No',
      unanswered: 'No (not answered)',
    },
    yes: 'Yes',
    no: 'No',
  },
  nl: {
    enrollmentsSheet: 'Inschrijvingen',
    medicalSheet: 'Medische fiches',
    waitingListSheet: 'Wachtlijst',
    optionsSheet: 'Opties',
    attendanceSheet: 'Aanwezigheden',
    daysPresent: 'Dagen aanwezig',
    presentThatDay: 'Aanwezig',
    columns: {
      stage: 'Kamp',
      startsOn: 'Begin',
      endsOn: 'Einde',
      lastName: 'Naam',
      firstName: 'Voornaam',
      birthDate: 'Geboortedatum',
      age: 'Leeftijd op de eerste dag',
      photoConsent: 'Foto’s',
      parent: 'Ouder',
      email: 'E-mail',
      phone: 'Telefoon',
      status: 'Status',
      requestedAt: 'Aangevraagd op',
      decidedAt: 'Beslist op',
      price: 'Prijs (EUR)',
      invoiceNumber: 'Factuurnummer',
      paymentStatus: 'Betaling',
      amountPaid: 'Betaald bedrag (EUR)',
      paymentDate: 'Betaaldatum',
      paymentMethod: 'Betaalwijze',
      canSwim: 'Kan zwemmen',
      tetanus: 'Ingeënt tegen tetanus',
      disabled: 'Met een handicap',
      allergies: 'Allergieën',
      diet: 'Dieet',
      medications: 'Geneesmiddelen',
      importantInfo: 'Belangrijke informatie',
      height: 'Lengte (cm)',
      weight: 'Gewicht (kg)',
      doctor: 'Arts',
      doctorPhone: 'Telefoon van de arts',
      position: 'Plaats',
      children: 'Kinderen',
      joinedAt: 'Ingeschreven op',
      offerUntil: 'Aanbod tot',
      options: 'Opties',
      reducedPrice: 'Sociaal tarief',
      option: 'Optie',
      optionPrice: 'Prijs (EUR)',
      childcare: 'Kinderopvang',
      takers: 'Ingeschreven (in afwachting en aanvaard)',
      acceptedTakers: 'Aanvaard',
    },
    reducedPrices: {
      none: '',
      asked: 'Gevraagd',
      declared: 'Verklaard',
      granted: 'Toegekend',
      refused: 'Geweigerd',
    },
    statuses: {
      pending: 'In afwachting',
      accepted: 'Aanvaard',
      rejected: 'Geweigerd',
      cancelled: 'Uitgeschreven',
    },
    waitingStatuses: {
      waiting: 'Wacht',
      offered: 'Plaats aangeboden',
      accepted: 'Aanbod aanvaard',
      declined: 'Aanbod geweigerd',
      expired: 'Aanbod verlopen',
      left: 'Lijst verlaten',
      removed: 'Verwijderd',
    },
    paymentStatuses: {
      unpaid: 'Te betalen',
      overdue: 'Vervallen',
      paid: 'Betaald',
      refund_due: 'Terug te betalen',
      refunded: 'Terugbetaald',
      cancelled: 'Geannuleerd',
    },
    paymentMethods: {
      manual: 'Manueel geregistreerd',
      statement: 'Bankafschrift',
      bancontact: 'Bancontact',
      card: 'Kaart',
    },
    photoConsents: {
      yes: 'Ja',
      group_only: 'Alleen groep',
      no: 'Nee',
      unanswered: 'Nee (geen antwoord)',
    },
    yes: 'Ja',
    no: 'Nee',
  },
};
