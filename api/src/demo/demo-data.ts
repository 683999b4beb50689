import {
  DEFAULT_OFFER_HOURS,
  composeNationalRegisterNumber,
  PHOTO_CONSENTS,
  brusselsDay,
  fromBrusselsWallClock,
  type StageCharges,
  type StageCreatedData,
} from '@stages/contracts';
import type { NewOrganization } from '../organizations/index.js';

/**
 * A small, believable catalogue for a first look at the product. Ids are fixed so that two
 * instances seeding the same empty database at once create everything once.
 */
export const demoOrganizations: readonly NewOrganization[] = [
  {
    id: 'a3c1f0d2-6b1e-4f7a-9c2d-1e5b8a7f0001',
    slug: 'les-castors-de-la-meuse',
    name: 'Les Castors de la Meuse',
  },
  {
    id: 'a3c1f0d2-6b1e-4f7a-9c2d-1e5b8a7f0002',
    slug: 'sport-et-nature-ardenne',
    name: 'Sport & Nature Ardenne ASBL',
  },
  {
    id: 'a3c1f0d2-6b1e-4f7a-9c2d-1e5b8a7f0003',
    slug: 'kunstkamp-gent',
    name: 'Kunstkamp Gent vzw',
  },
  {
    id: 'a3c1f0d2-6b1e-4f7a-9c2d-1e5b8a7f0004',
    slug: 'atelier-des-petits-chefs',
    name: 'Atelier des Petits Chefs',
  },
];

/** The first three are verified; the last waits for an administrator, to show how that looks. */
export const VERIFIED_DEMO_ORGANIZATIONS = 3;

/**
 * Details of each demo organization's profile, in the order above. Each registered one has its
 * own enterprise number (made up, with a valid check); an association of fact has no legal
 * personality, so none is registered for it at the Crossroads Bank for Enterprises.
 */
/**
 * The organizer's organization issues childcare tax certificates: recognised by the ONE
 * (certification a), with the certifier's details its 281.86 print.
 */
const certifiedByOne = {
  phone: '+32 81 40 50 60',
  email: 'castors@example.org',
  street: 'Rue des Brasseurs',
  number: '41',
  tax_certificates: true,
  signature_authorization: true,
  certification: 'a',
  certifier_name: "Office de la Naissance et de l'Enfance (ONE)",
  certifier_enterprise_number: '0248.376.022',
  certifier_address: 'Chaussée de Charleroi 95, 1060 Bruxelles',
  certification_from: '2020-01-01',
  responsible_first_name: 'Camille',
  responsible_last_name: 'Renard',
  responsible_capacity: 'Responsable du groupe',
} as const;

export const demoProfiles = [
  {
    type: 'youth_movement',
    city: 'Namur',
    postalCode: '5000',
    enterprise: '0417.263.811',
    certified: certifiedByOne,
  },
  { type: 'asbl', city: 'Bouillon', postalCode: '6830', enterprise: '0857.491.282' },
  { type: 'asbl', city: 'Gent', postalCode: '9000', enterprise: '0689.305.160' },
  { type: 'de_facto_association', city: 'Liège', postalCode: '4000', enterprise: null },
] as const;

interface DemoStage {
  readonly id: string;
  readonly organization: number;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  /** Weeks from the seeding date to the Monday it starts; null for last summer's stage. */
  readonly weeksAhead: number | null;
  /** Started this many days before the seeding date: the stage under way (`weeksAhead` null). */
  readonly startedDaysAgo?: number;
  readonly days: number;
  readonly costCents: number;
  readonly maxChildren: number;
  readonly ages: readonly [number, number];
  readonly venue: StageCreatedData['venue'];
  readonly hidden?: boolean;
  /** Its registration deadline passed yesterday, though it has not started. */
  readonly deadlinePassed?: boolean;
  /** Care from 8:00 and until 17:30 around the activities. */
  readonly daycare?: boolean;
  /** Its image: a drawing of `pictures/`, stored as its organization's upload under a fixed id. */
  readonly picture: { readonly drawing: string; readonly fileId: string };
  /** A social price, sibling discounts and options; none when absent. */
  readonly charges?: StageCharges;
}

/** The options of the demo's stage with prices that fit families, under fixed ids. */
export const DEMO_OPTIONS = {
  daycare: 'c3d4e5f6-0a1b-4c2d-8e3f-5a6b7c8d0001',
  meals: 'c3d4e5f6-0a1b-4c2d-8e3f-5a6b7c8d0002',
} as const;

/** The Castors' own grounds, where their summer and winter weeks run. */
const CASTORS_PLAYGROUND = {
  street: 'Rue de la Citadelle',
  number: '12',
  postalCode: '5000',
  city: 'Namur',
  country: 'BE',
} as const;

export const DEMO_LAST_SUMMER_SLUG = 'plaine-d-ete-les-castors';

/** The stage under way when the demo starts, its first day's attendance taken. */
export const DEMO_RUNNING_STAGE_SLUG = 'stage-d-hiver-jeux-de-neige';

const stages: readonly DemoStage[] = [
  {
    // Over already: the family's documents of a paid stay (invoice, certificates) at once.
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0013',
    picture: { drawing: 'summer-playground.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0013' },
    organization: 0,
    slug: DEMO_LAST_SUMMER_SLUG,
    name: "Plaine d'été des Castors",
    description:
      '<p>Une semaine de grands jeux, de baignade et de bricolage au bord de la Meuse.</p>',
    weeksAhead: null,
    days: 5,
    costCents: 9_500,
    maxChildren: 30,
    ages: [6, 12],
    venue: CASTORS_PLAYGROUND,
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0001',
    picture: { drawing: 'multisports.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0001' },
    organization: 0,
    slug: 'stage-multisports-6-9-ans',
    name: 'Stage multisports 6-9 ans',
    description:
      "<p>Une semaine pour découvrir le football, le badminton, l'athlétisme et les jeux coopératifs.</p>",
    weeksAhead: 3,
    days: 5,
    costCents: 12_500,
    maxChildren: 24,
    ages: [6, 9],
    // What a family pays: a social price the organizer grants, less for a second and third
    // child, daycare that counts on the certificates and hot meals that do not.
    daycare: true,
    charges: {
      reducedCostCents: 8_000,
      reducedPricePolicy: 'on_request',
      siblingDiscounts: { secondCents: 2_000, thirdAndMoreCents: 3_000 },
      options: [
        {
          id: DEMO_OPTIONS.daycare,
          label: 'Garderie (8h00 – 9h00 et 16h00 – 17h30)',
          priceCents: 2_500,
          max: null,
          countsAsCare: true,
        },
        {
          id: DEMO_OPTIONS.meals,
          label: 'Repas chaud de midi',
          priceCents: 3_500,
          max: 15,
          countsAsCare: false,
        },
      ],
    },
    venue: CASTORS_PLAYGROUND,
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0002',
    picture: { drawing: 'nature-cabins.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0002' },
    organization: 1,
    slug: 'stage-nature-et-cabanes',
    name: 'Stage nature et cabanes',
    description:
      "<p>Construire une cabane, reconnaître les traces d'animaux et dormir une nuit sous tente.</p>",
    weeksAhead: 4,
    days: 5,
    costCents: 16_000,
    maxChildren: 20,
    ages: [8, 12],
    venue: {
      street: 'Route du Tombeau du Géant',
      number: '3',
      postalCode: '6830',
      city: 'Bouillon',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0003',
    picture: { drawing: 'painting-modelling.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0003' },
    organization: 2,
    slug: 'kunstkamp-schilderen-en-boetseren',
    name: 'Kunstkamp: schilderen en boetseren',
    description:
      '<p>Vijf dagen schilderen, tekenen en boetseren met klei, met een tentoonstelling op vrijdag.</p>',
    weeksAhead: 5,
    days: 5,
    costCents: 14_000,
    maxChildren: 16,
    ages: [6, 12],
    venue: {
      street: 'Sint-Pietersplein',
      number: '7',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    },
  },
  {
    // Under way: the organizer takes attendance on a phone and writes to its families.
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0014',
    picture: { drawing: 'winter-games.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0014' },
    organization: 0,
    slug: DEMO_RUNNING_STAGE_SLUG,
    name: "Stage d'hiver : jeux de neige et bricolages",
    description:
      '<p>Une semaine de jeux dehors, de cabanes et de bricolages au chaud, avec le goûter.</p>',
    weeksAhead: null,
    startedDaysAgo: 1,
    days: 5,
    costCents: 8_000,
    maxChildren: 12,
    ages: [6, 12],
    daycare: true,
    venue: CASTORS_PLAYGROUND,
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0004',
    picture: { drawing: 'circus.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0004' },
    organization: 0,
    slug: 'stage-cirque-et-jonglerie',
    name: 'Stage cirque et jonglerie',
    description:
      '<p>Jonglerie, équilibre et acrobaties, avec un petit spectacle pour les parents.</p>',
    weeksAhead: 6,
    days: 5,
    costCents: 13_500,
    // Small, so that the neighbours' children fill it: the demo shows a full stage.
    maxChildren: 6,
    ages: [7, 12],
    venue: {
      street: 'Avenue Reine Astrid',
      number: '45',
      postalCode: '5000',
      city: 'Namur',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0005',
    picture: { drawing: 'climbing.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0005' },
    organization: 1,
    slug: 'stage-escalade-dinant',
    name: "Stage d'escalade à Dinant",
    description:
      "<p>Initiation à l'escalade sur les rochers de Freyr, encadrée par des moniteurs brevetés.</p>",
    weeksAhead: 7,
    days: 4,
    costCents: 21_000,
    maxChildren: 12,
    ages: [10, 14],
    venue: {
      street: 'Rue des Rochers',
      number: '1',
      postalCode: '5500',
      city: 'Dinant',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0006',
    picture: { drawing: 'theatre-stage.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0006' },
    organization: 2,
    slug: 'zomerkamp-theater',
    name: 'Zomerkamp theater',
    description:
      '<p>Improvisatie, kostuums en een echte voorstelling op het podium van de Minard.</p>',
    weeksAhead: 8,
    days: 5,
    costCents: 12_000,
    maxChildren: 20,
    ages: [8, 14],
    venue: {
      street: 'Walpoortstraat',
      number: '15',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0007',
    picture: { drawing: 'tales-crafts.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0007' },
    organization: 0,
    slug: 'contes-et-bricolages',
    deadlinePassed: true,
    name: 'Contes et bricolages',
    description: "<p>Des histoires le matin, et l'après-midi on construit les décors.</p>",
    weeksAhead: 0,
    days: 5,
    costCents: 9_500,
    maxChildren: 15,
    ages: [4, 6],
    daycare: true,
    venue: {
      street: 'Rue de Fer',
      number: '20',
      postalCode: '5000',
      city: 'Namur',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0008',
    picture: { drawing: 'football.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0008' },
    organization: 1,
    slug: 'stage-de-football',
    deadlinePassed: true,
    name: 'Stage de football',
    description: '<p>Technique, matchs et tournoi final, par tous les temps.</p>',
    weeksAhead: 0,
    days: 5,
    costCents: 11_000,
    maxChildren: 30,
    ages: [7, 13],
    venue: {
      street: 'Rue du Stade',
      number: '2',
      postalCode: '6900',
      city: 'Marche-en-Famenne',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0009',
    picture: { drawing: 'easter-nature.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0009' },
    organization: 2,
    slug: 'paaskamp-natuur',
    name: 'Paaskamp natuur',
    description: '<p>Vogels spotten, kikkers tellen en een hut bouwen in het bos.</p>',
    weeksAhead: 20,
    days: 5,
    costCents: 13_000,
    maxChildren: 20,
    ages: [6, 10],
    daycare: true,
    venue: {
      street: 'Bourgoyen',
      number: '1',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0010',
    picture: { drawing: 'theatre-masks.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0010' },
    organization: 0,
    slug: 'stage-theatre-et-impro',
    name: 'Stage théâtre et impro',
    description: '<p>En préparation: ce stage est encore caché.</p>',
    weeksAhead: 10,
    days: 5,
    costCents: 12_000,
    maxChildren: 16,
    ages: [9, 13],
    hidden: true,
    venue: {
      street: 'Place du Théâtre',
      number: '2',
      postalCode: '5000',
      city: 'Namur',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0011',
    picture: { drawing: 'horse-riding.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0011' },
    organization: 1,
    slug: 'stage-equitation',
    name: 'Stage équitation',
    description: '<p>Soins aux poneys, voltige et première balade en forêt.</p>',
    weeksAhead: 12,
    days: 5,
    costCents: 24_000,
    maxChildren: 8,
    ages: [8, 14],
    venue: {
      street: 'Chemin des Écuries',
      number: '9',
      postalCode: '6840',
      city: 'Neufchâteau',
      country: 'BE',
    },
  },
  {
    id: 'b7e2c9a4-3d5f-4a1b-8e6c-2f9d0c1a0012',
    picture: { drawing: 'robotics.svg', fileId: 'e4a7c2b9-5f1d-4c3e-8b6a-3d0e1f2a0012' },
    organization: 2,
    slug: 'robotica-kamp',
    name: 'Robotica-kamp',
    description: '<p>Bouwen en programmeren van kleine robots die een parcours rijden.</p>',
    weeksAhead: 14,
    days: 4,
    costCents: 17_500,
    maxChildren: 14,
    ages: [10, 14],
    daycare: true,
    venue: {
      street: 'Dok Noord',
      number: '4',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
    },
  },
];
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo stages, dated from `today` so the catalogue always looks current. */
/**
 * The demo parent's family: a legal representative (the parent, who will be named on tax
 * certificates) and two children, one with an allergy, its treatment and a note for the
 * organizers. Birth dates follow today, so the children stay of camp age.
 */
export function demoFamily(today: Date) {
  const year = today.getUTCFullYear();
  const address = {
    street: 'Rue des Tanneurs',
    number: '12',
    postal_code: '5000',
    city: 'Namur',
    country: 'BE',
  };
  const emmaBorn = `${year - 9}-03-14`;
  // 6 or 7 whenever the demo starts: the age of the multisports stage, which the demo fills.
  const lucasBorn = `${year - 7}-10-02`;
  return {
    representative: {
      last_name: 'Parent',
      first_name: 'Pauline',
      national_register_number: composeNationalRegisterNumber('1987-04-12', 124),
    },
    children: [
      {
        last_name: 'Parent',
        first_name: 'Emma',
        birth_date: emmaBorn,
        sex: 'female',
        national_register_number: composeNationalRegisterNumber(emmaBorn, 236),
        can_swim: true,
        tetanus_vaccine: true,
        allergies: 'Arachides : réaction sévère',
        medications: 'Stylo d’adrénaline (EpiPen) dans son sac, à utiliser en cas de réaction',
        important_info: 'Porte des lunettes pour lire',
        height: 134,
        weight: 29,
        doctor_last_name: 'Janssens',
        doctor_first_name: 'Marc',
        doctor_phone: '+32 81 22 33 44',
        address,
        photo_consent: 'group_only',
      },
      {
        last_name: 'Parent',
        first_name: 'Lucas',
        birth_date: lucasBorn,
        sex: 'male',
        national_register_number: composeNationalRegisterNumber(lucasBorn, 87),
        tetanus_vaccine: true,
        address,
        photo_consent: 'yes',
      },
    ],
  } as const;
}

/**
 * Eight families of the neighbourhood around the circus stage: four accepted and two waiting
 * for the organizer's decision fill it; two more wait on its waiting list, behind the demo
 * family (`then: 'wait'`). Then the Claes family unenrols (`'unenrol'`), and the place freed
 * is offered to the first family waiting: the demo parent's offer, still open.
 */
const neighbours = [
  ['Sophie', 'Dubois', 'Léa', 'female', 8, 'accept'],
  ['Koen', 'Janssens', 'Mats', 'male', 10, 'accept'],
  ['Julie', 'Martin', 'Hugo', 'male', 9, 'accept'],
  ['An', 'Peeters', 'Lotte', 'female', 11, 'accept'],
  ['Thomas', 'Lambert', 'Zoé', 'female', 8, null],
  ['Sarah', 'Claes', 'Noah', 'male', 10, 'unenrol'],
  ['Marie', 'Wouters', 'Jules', 'male', 9, 'wait'],
  ['Pieter', 'Maes', 'Lien', 'female', 10, 'wait'],
] as const;

export const DEMO_FULL_STAGE_SLUG = 'stage-cirque-et-jonglerie';

export function demoNeighbours(today: Date) {
  const year = today.getUTCFullYear();
  return neighbours.map(([firstName, lastName, child, sex, years, then], index) => {
    const born = `${year - years}-05-${String(10 + index).padStart(2, '0')}`;
    // Men's sequence numbers are odd, women's even.
    const sequence = 2 * (40 + index) + (sex === 'male' ? 1 : 0);
    return {
      account: {
        email: `famille.${lastName.toLowerCase()}@example.org`,
        firstName,
        lastName,
        phone: `+32 81 30 1${index} ${20 + index}`,
      },
      child: {
        last_name: lastName,
        first_name: child,
        birth_date: born,
        sex,
        national_register_number: composeNationalRegisterNumber(born, sequence),
        can_swim: index % 2 === 0,
        tetanus_vaccine: true,
        allergies: index === 1 ? 'Pollen' : '',
        // Each answer a family may give, so the organizer's lists show them all.
        photo_consent: PHOTO_CONSENTS[index % PHOTO_CONSENTS.length],
      },
      then,
    };
  });
}

/** One open report, so the administrators' list of reports shows what it is for. */
export const demoReport = {
  target_type: 'stage',
  target_slug: 'stage-cirque-et-jonglerie',
  reason: 'misleading',
  message: 'Le prix annoncé ici ne correspond pas à celui du dépliant distribué à l’école.',
} as const;

/** The second Monday of the last July that is over: the summer before the demo's seeding. */
export function lastSummerMonday(today: Date): string {
  const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const julyFirst = new Date(Date.UTC(year, 6, 1));
  const firstMonday = 1 + ((8 - julyFirst.getUTCDay()) % 7);
  return `${year}-07-${String(firstMonday + 7).padStart(2, '0')}`;
}

export function demoStages(today: Date): StageCreatedData[] {
  const monday = new Date(
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + ((8 - today.getUTCDay()) % 7 || 7),
    ),
  );
  const dayAfter = (days: number) =>
    new Date(monday.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return stages.map((stage) => {
    // From 9:00 on the first day to 16:00 on the last, Belgian time, as the activities run.
    const first =
      stage.weeksAhead !== null
        ? stage.weeksAhead * 7
        : stage.startedDaysAgo !== undefined
          ? Math.round((Date.parse(brusselsDay(today)) - monday.getTime()) / DAY_MS) -
            stage.startedDaysAgo
          : Math.round((Date.parse(lastSummerMonday(today)) - monday.getTime()) / DAY_MS);
    const start = new Date(fromBrusselsWallClock(`${dayAfter(first)}T09:00`)!);
    const end = new Date(fromBrusselsWallClock(`${dayAfter(first + stage.days - 1)}T16:00`)!);
    const deadline = stage.deadlinePassed
      ? new Date(today.getTime() - DAY_MS)
      : new Date(start.getTime() - 7 * DAY_MS);
    return {
      stageId: stage.id,
      organizationId: demoOrganizations[stage.organization]!.id,
      slug: stage.slug,
      name: stage.name,
      description: stage.description,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      registrationDeadline: deadline.toISOString(),
      costCents: stage.costCents,
      maxChildren: stage.maxChildren,
      minAge: stage.ages[0],
      maxAge: stage.ages[1],
      venue: stage.venue,
      visible: !stage.hidden,
      activityStart: '09:00',
      activityEnd: '16:00',
      daycareStart: stage.daycare ? '08:00' : null,
      daycareEnd: stage.daycare ? '17:30' : null,
      effectiveDays: stage.days,
      imageFileId: stage.picture.fileId,
      waitingList: true,
      offerHours: DEFAULT_OFFER_HOURS,
      siblingsFirst: true,
      ...(stage.charges ?? {
        reducedCostCents: null,
        reducedPricePolicy: null,
        siblingDiscounts: null,
        options: [],
      }),
    };
  });
}

/** The demo stages' pictures, each for the organization whose stage shows it. */
export const demoPictures = stages.map((stage) => ({
  fileId: stage.picture.fileId,
  organizationId: demoOrganizations[stage.organization]!.id,
  drawing: stage.picture.drawing,
  fileName: `${stage.slug}.webp`,
}));
