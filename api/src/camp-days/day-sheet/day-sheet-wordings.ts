import type { Language, PhotoConsent } from '@stages/contracts';

/** Every word the day sheet prints, in the organizer's language. */
export interface DaySheetWording {
  /** The locale of the dates and of the PDF's `Lang`. */
  readonly locale: 'fr-BE' | 'nl-BE' | 'en-BE';
  readonly title: string;
  readonly activity: string;
  readonly daycare: string;
  readonly noDaycare: string;
  /** Between the morning's and the evening's daycare. */
  readonly and: string;
  readonly children: string;
  readonly present: string;
  /** Once attendance was recorded: how many of the listed children were present. */
  readonly presentOf: (present: number, total: number) => string;
  readonly columns: {
    readonly present: string;
    readonly child: string;
    readonly health: string;
    readonly swims: string;
    readonly photos: string;
    readonly parents: string;
    readonly legalRepresentative: string;
  };
  readonly age: (years: number) => string;
  /** Between a health field's name and its text: `Allergies : `, `Allergies: `. */
  readonly colon: string;
  readonly allergies: string;
  readonly medications: string;
  readonly diet: string;
  readonly importantInfo: string;
  readonly yes: string;
  readonly no: string;
  /** `unanswered`: a child whose family has not answered yet, photographed as `no`. */
  readonly photoConsents: Readonly<Record<PhotoConsent | 'unanswered', string>>;
  /** After the child's name, on the rest of a row a page cut. */
  readonly continued: string;
  readonly noChildren: string;
  readonly leftOut: (count: number) => string;
  readonly confidential: string;
  readonly page: (page: number, pages: number) => string;
}

const fr: DaySheetWording = {
  locale: 'fr-BE',
  title: 'Feuille du jour',
  activity: 'Activités',
  daycare: 'Garderie',
  noDaycare: 'Pas de garderie',
  and: 'et',
  children: 'Enfants',
  present: 'Présents',
  presentOf: (present, total) => `${present} sur ${total}`,
  columns: {
    present: 'Présent',
    child: 'Enfant',
    health: 'Santé',
    swims: 'Nage',
    photos: 'Photos',
    parents: 'Parents',
    legalRepresentative: 'Représentant légal',
  },
  age: (years) => `${years} ${years < 2 ? 'an' : 'ans'}`,
  colon: '\u00a0: ',
  allergies: 'Allergies',
  medications: 'Médicaments',
  diet: 'Régime',
  importantInfo: 'À savoir',
  yes: 'Oui',
  no: 'Non',
  photoConsents: {
    yes: 'Oui',
    group_only: 'En groupe seulement',
    no: 'Non',
    unanswered: 'Non (sans réponse)',
  },
  continued: '(suite)',
  noChildren: "Aucun enfant n'est inscrit à ce stage.",
  leftOut: (count) =>
    count === 1
      ? "1 enfant n'y figure plus : sa fiche médicale n'est plus consultable."
      : `${count} enfants n'y figurent plus : leur fiche médicale n'est plus consultable.`,
  confidential:
    "Données médicales confidentielles : réservées à l'équipe d'animation, à détruire après le stage.",
  page: (page, pages) => `Page ${page} / ${pages}`,
};

const nl: DaySheetWording = {
  locale: 'nl-BE',
  title: 'Daglijst',
  activity: 'Activiteiten',
  daycare: 'Opvang',
  noDaycare: 'Geen opvang',
  and: 'en',
  children: 'Kinderen',
  present: 'Aanwezig',
  presentOf: (present, total) => `${present} van ${total}`,
  columns: {
    present: 'Aanwezig',
    child: 'Kind',
    health: 'Gezondheid',
    swims: 'Zwemt',
    photos: 'Foto’s',
    parents: 'Ouders',
    legalRepresentative: 'Wettelijke vertegenwoordiger',
  },
  age: (years) => `${years} jaar`,
  colon: ': ',
  allergies: 'Allergieën',
  medications: 'Geneesmiddelen',
  diet: 'Dieet',
  importantInfo: 'Goed om te weten',
  yes: 'Ja',
  no: 'Nee',
  photoConsents: {
    yes: 'Ja',
    group_only: 'Alleen in groep',
    no: 'Nee',
    unanswered: 'Nee (geen antwoord)',
  },
  continued: '(vervolg)',
  noChildren: 'Er is geen kind ingeschreven voor dit kamp.',
  leftOut: (count) =>
    count === 1
      ? '1 kind staat er niet meer op: zijn medische fiche is niet meer in te zien.'
      : `${count} kinderen staan er niet meer op: hun medische fiche is niet meer in te zien.`,
  confidential:
    'Vertrouwelijke medische gegevens: alleen voor de begeleiders, te vernietigen na het kamp.',
  page: (page, pages) => `Pagina ${page} / ${pages}`,
};

const en: DaySheetWording = {
  locale: 'en-BE',
  title: 'Day sheet',
  activity: 'Activities',
  daycare: 'Daycare',
  noDaycare: 'No daycare',
  and: 'and',
  children: 'Children',
  present: 'Present',
  presentOf: (present, total) => `${present} of ${total}`,
  columns: {
    present: 'Present',
    child: 'Child',
    health: 'Health',
    swims: 'Swims',
    photos: 'Photos',
    parents: 'Parents',
    legalRepresentative: 'Legal representative',
  },
  age: (years) => `${years} ${years === 1 ? 'year' : 'years'}`,
  colon: ': ',
  allergies: 'Allergies',
  medications: 'Medication',
  diet: 'Diet',
  importantInfo: 'Good to know',
  yes: 'Yes',
  no: 'No',
  photoConsents: {
    yes: 'Yes',
    group_only: 'Group photos only',
    no: 'No',
    unanswered: 'No (not answered)',
  },
  continued: '(continued)',
  noChildren: 'No child is registered for this camp.',
  leftOut: (count) =>
    count === 1
      ? '1 child is no longer listed: their medical sheet can no longer be read.'
      : `${count} children are no longer listed: their medical sheets can no longer be read.`,
  confidential:
    'Confidential medical data: for the camp’s team only, to be destroyed after the camp.',
  page: (page, pages) => `Page ${page} of ${pages}`,
};

export const DAY_SHEET_WORDINGS: Readonly<Record<Language, DaySheetWording>> = { fr, nl, en };
